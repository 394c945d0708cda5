import type { CreateBlogPostRequest } from '@the-gate/contract/admin-blog';
import { toast } from 'sonner';
import { createBlogPost } from '../blog/blog-api';
import { BlogPostForm } from '../blog/blog-post-form';
import { EMPTY_POST } from '../blog/form-values';
import { NewItemPage } from '../components/item-edit-page';
import { adminPaths, blogPostPath } from '../paths';

/** A new blog post (issue 25 §5): saved as chosen (Draft, Published or Scheduled), then its own page for the cover and preview. */
export function BlogPostNewPage() {
  return (
    <NewItemPage back={{ to: adminPaths.blogPosts, label: 'Blog' }} title="New post">
      <BlogPostForm
        mode="create"
        defaults={EMPTY_POST}
        slug={null}
        onSave={async (request) => {
          const { id } = await createBlogPost(request as CreateBlogPostRequest);
          toast.success('Post created. Add its cover and preview it here.');
          return { goTo: blogPostPath(id) };
        }}
      />
    </NewItemPage>
  );
}
