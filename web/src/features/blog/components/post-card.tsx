import type { BlogPost } from '@the-gate/contract/blog';
import { CalendarDays, UserRound } from 'lucide-react';
import { type CardImage, ProductCard } from '@/components/product-card';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format';
import { postAuthor, postCover, postExcerpt } from '../lib/post-fields';
import { PostCategory } from './post-category';

/** A post's cover as a card shows it, 16:9; the default image when there is none or it fails. */
export function postImage(post: BlogPost): CardImage {
  const cover = postCover(post);
  return {
    src: cover?.url,
    alt: cover?.alt ?? '',
    width: cover?.width ?? 640,
    height: cover?.height ?? 360,
    aspect: 'aspect-[16/9]',
  };
}

/** A post's date (long US format) and author, where it has them. */
export function PostByline({ post }: { post: BlogPost }) {
  const { publishedAt } = post.attributes;
  const author = postAuthor(post);
  const date = formatLongDate(publishedAt);
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500">
      {date && (
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          <time dateTime={publishedAt}>{date}</time>
        </span>
      )}
      {author && (
        <span className="inline-flex items-center gap-1.5">
          <UserRound className="size-4" aria-hidden="true" />
          {author}
        </span>
      )}
    </div>
  );
}

/**
 * A post in a listing (B§2): cover (the default image when there is none or it fails), category,
 * title linking to /blog/{slug}, a 150-character excerpt (BL-07), date and author.
 */
export function PostCard({ post }: { post: BlogPost }) {
  const { title, slug } = post.attributes;
  return (
    <ProductCard
      title={title}
      titleSize="lg"
      href={paths.blogPost.href(slug)}
      image={postImage(post)}
      badges={[<PostCategory key="category" post={post} />]}
      description={postExcerpt(post)}
      footer={<PostByline post={post} />}
    />
  );
}
