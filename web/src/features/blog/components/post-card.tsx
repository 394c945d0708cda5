import type { BlogPost } from '@the-gate/contract/blog';
import { CalendarDays, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format';
import { postAuthor, postCover, postExcerpt } from '../lib/post-fields';
import { PostCategory } from './post-category';

/**
 * A post in a listing (B§2): cover (the default image when there is none or it fails), category,
 * title linking to /blog/{slug}, a 150-character excerpt (BL-07), date and author.
 */
export function PostCard({ post }: { post: BlogPost }) {
  const { title, slug, publishedAt } = post.attributes;
  const headingId = useId();
  const cover = postCover(post);
  const author = postAuthor(post);
  const date = formatLongDate(publishedAt);

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
    >
      <FallbackImage
        src={cover?.url}
        alt={cover?.alt ?? ''}
        width={cover?.width ?? 640}
        height={cover?.height ?? 360}
        sizes={IMAGE_SIZES.card}
        className="aspect-[16/9] w-full bg-slate-100 object-contain"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <PostCategory post={post} />
        </div>
        <h2 id={headingId} className="text-lg leading-snug font-semibold text-slate-900">
          <Link to={paths.blogPost.href(slug)} className="hover:text-brand-700 hover:underline">
            {title}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">{postExcerpt(post)}</p>
        <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm text-slate-500">
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
      </div>
    </article>
  );
}

export function PostCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      <Skeleton className="aspect-[16/9] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}
