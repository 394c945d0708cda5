import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { Button } from '@/components/ui/button';
import { BlogArticleView } from '@/features/blog/components/blog-article';
import { getBlogPostPreview } from './blog-api';

/**
 * The post as the shop will show it (issue 25 §5): the shop's own article component, given the
 * saved post from the staff-only preview API, so a draft is seen by staff and never by the public.
 * It shows what was last saved.
 */
export function BlogPreview({ id, unsaved }: { id: string; unsaved: boolean }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const preview = useQuery({
    queryKey: ['admin', 'blog-preview', id],
    queryFn: ({ signal }) => getBlogPostPreview(id, signal),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          Preview
        </h2>
        <Button variant="outline" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
          {open ? 'Hide preview' : 'Preview'}
        </Button>
      </div>
      {open && unsaved && (
        <p className="text-sm text-amber-900">The preview shows the last saved version: save to see your changes.</p>
      )}
      {open &&
        (preview.isPending ? (
          <LoadingState label="Loading the preview..." layout="start" />
        ) : preview.isError ? (
          <ErrorState
            title="The preview could not load"
            message="Check your connection and try again."
            onRetry={() => void preview.refetch()}
          />
        ) : (
          <div className="overflow-hidden rounded border border-dashed border-slate-300" data-testid="blog-preview">
            <BlogArticleView post={preview.data} sidebar={null} />
          </div>
        ))}
    </section>
  );
}
