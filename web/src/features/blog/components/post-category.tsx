import type { BlogPost } from '@the-gate/contract/blog';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { postCategory, postCategoryRef } from '../lib/post-fields';

/**
 * A post's category as a badge that opens its listing (BA-04); "Education", for a post without a
 * category (BL-08), has no listing to open and is plain.
 */
export function PostCategory({ post }: { post: BlogPost }) {
  const category = postCategoryRef(post);
  if (!category) return <Badge variant="secondary">{postCategory(post)}</Badge>;
  return (
    <Link to={paths.blogCategory.href(category.slug)} className="inline-flex rounded-full hover:opacity-80">
      <Badge>{category.name}</Badge>
    </Link>
  );
}
