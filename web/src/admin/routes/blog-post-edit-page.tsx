import type { AdminBlogPost } from '@the-gate/contract/admin-blog';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useNavigate } from '@/lib/router';
import { blogPostKey, deleteBlogPost, getAdminBlogPost, patchBlogPost, uploadBlogCover } from '../blog/blog-api';
import { BlogStatusBadge } from '../blog/blog-columns';
import { BlogPostForm } from '../blog/blog-post-form';
import { BlogPreview } from '../blog/blog-preview';
import { formatCairo } from '../blog/cairo-time';
import { type BlogPostFormValues, changedPostRequest, postFormValuesOf, postRequestOf } from '../blog/form-values';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CoverUpload } from '../components/file-upload';
import { ItemEditPage, useReloadItem } from '../components/item-edit-page';
import { UploadsSection, uploadThenReload } from '../components/uploads-section';
import { adminErrorMessage } from '../lib/admin-errors';
import { adminPaths } from '../paths';

type Opened = { post: AdminBlogPost; values: BlogPostFormValues };
const opened = (post: AdminBlogPost): Opened => ({ post, values: postFormValuesOf(post) });

/** Where the post stands in the shop, in words. */
function whereItStands(post: AdminBlogPost): string {
  if (post.isPublic) return `On the blog at /blog/${post.slug}.`;
  if (post.status === 'scheduled' && post.publishAt) return `Appears on the blog on ${formatCairo(post.publishAt)}.`;
  return 'Not on the blog: only staff see it.';
}

function EditPost({ first }: { first: AdminBlogPost }) {
  const [state, setState] = useState(() => opened(first));
  const [dirty, setDirty] = useState(false);
  const id = String(first.id);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const reloadItem = useReloadItem(blogPostKey(id), (signal) => getAdminBlogPost(id, signal), ['admin', 'blog-posts']);
  const reload = async () => {
    const next = opened(await reloadItem());
    setState(next);
    return next;
  };
  const { post } = state;

  return (
    <div className="max-w-3xl space-y-6">
      <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <BlogStatusBadge status={post.status} />
        <span>{whereItStands(post)}</span>
      </p>
      <BlogPostForm
        mode="edit"
        defaults={state.values}
        slug={post.slug}
        onDirtyChange={setDirty}
        onSave={async (_request, values) => {
          const patch = changedPostRequest(state.values, values, postRequestOf(values));
          if (Object.keys(patch).length > 0)
            await patchBlogPost(id, { ...patch, expectedUpdatedAt: state.post.updatedAt });
          const next = await reload();
          toast.success(Object.keys(patch).length > 0 ? 'Changes saved.' : 'Nothing to save: nothing changed.');
          return { values: next.values };
        }}
      />
      <UploadsSection title="Cover">
        <CoverUpload
          label="Cover picture"
          src={post.coverUrl}
          alt="Current cover"
          wide
          hint="JPEG, PNG or WebP, landscape (1200 × 630 suits share previews)."
          upload={uploadThenReload((file) => uploadBlogCover(id, file), reload, 'The new cover is saved.')}
        />
      </UploadsSection>
      <BlogPreview id={id} unsaved={dirty} />
      <section aria-label="Delete the post" className="rounded-lg border border-rose-200 bg-white p-4 md:p-6">
        <Button variant="outline" onClick={() => setDeleting(true)}>
          Delete post
        </Button>
        <ConfirmDialog
          title={deleting ? `Delete the post "${post.title}"?` : null}
          description="It leaves the blog at once. Deleting it cannot be undone."
          confirmLabel="Delete"
          onCancel={() => setDeleting(false)}
          onConfirm={async () => {
            setDeleting(false);
            try {
              await deleteBlogPost(id);
              toast.success('Post deleted.');
              navigate(adminPaths.blogPosts);
            } catch (error) {
              toast.error(
                adminErrorMessage(error, 'The post could not be deleted. Check your connection and try again.'),
              );
            }
          }}
        />
      </section>
    </div>
  );
}

/** A blog post's page (issue 25 §5): its fields and editor, cover, preview, and delete. */
export function BlogPostEditPage() {
  return (
    <ItemEditPage
      back={{ to: adminPaths.blogPosts, label: 'Blog' }}
      noun="post"
      queryKey={blogPostKey}
      load={getAdminBlogPost}
      titleOf={(item: AdminBlogPost) => item.title}
      keyOf={(item) => item.id}
      notFoundOn={[400, 404]}
    >
      {(item) => <EditPost first={item} />}
    </ItemEditPage>
  );
}
