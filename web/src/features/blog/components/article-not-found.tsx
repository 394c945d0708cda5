import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** B§8, BA-06: no post has this slug. */
export function ArticleNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <SearchX className="size-12 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">Article Not Found</h1>
      <p className="text-slate-600">We couldn't find the blog post you're looking for.</p>
      <Button asChild variant="outline">
        <Link to={paths.blog.href()}>
          <ArrowLeft aria-hidden="true" />
          Return to Blog
        </Link>
      </Button>
    </div>
  );
}
