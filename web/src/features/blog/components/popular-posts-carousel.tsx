import type { BlogPost } from '@the-gate/contract/blog';
import { ArrowRight, CalendarDays, Newspaper, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { fadeInClasses, useInView } from '@/hooks/use-fade-in';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/format';
import { useRecentPosts } from '../api/get-recent-posts';
import { postAuthor, postCategory, postCover, postExcerpt } from '../lib/post-fields';

export const POPULAR_POSTS_TITLE = 'Popular Blog Posts';

/** One post: cover, category, title, excerpt, date and author, and 'Read More'. It fades in 300 ms after it is seen (STU-05). */
function PostSlide({ post }: { post: BlogPost }) {
  const { title, slug, publishedAt } = post.attributes;
  const headingId = useId();
  const { ref, inView } = useInView<HTMLElement>();
  const cover = postCover(post);
  const author = postAuthor(post);
  const date = formatLongDate(publishedAt);

  return (
    <article
      ref={ref}
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm',
        fadeInClasses(inView),
      )}
    >
      <FallbackImage
        src={cover?.url}
        alt={cover?.alt ?? ''}
        width={cover?.width ?? 640}
        height={cover?.height ?? 360}
        sizes={IMAGE_SIZES.card}
        className="aspect-[16/9] w-full bg-slate-100 object-contain"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <Badge variant="secondary">{postCategory(post)}</Badge>
        </div>
        <h3 id={headingId} className="line-clamp-2 text-base leading-snug font-semibold text-slate-900">
          {title}
        </h3>
        <p className="line-clamp-3 text-sm text-slate-600">{postExcerpt(post)}</p>
        <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500">
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
        <Button asChild variant="outline" className="self-start">
          <Link to={paths.blogPost.href(slug)} aria-label={`Read More: ${title}`}>
            Read More
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </article>
  );
}

/**
 * 'Popular Blog Posts' on the student resources landing (B§2, STU-03..STU-05): the 4 newest posts
 * (page 1, size 4). The spec's call gives an empty list on failure, so a failed or empty call leaves
 * the section out rather than showing sample posts.
 */
export function PopularPostsCarousel() {
  const posts = useRecentPosts();

  if (posts.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading blog posts"
        className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} className={`h-96 w-full ${key > 1 ? 'hidden md:block' : ''}`} />
        ))}
      </div>
    );
  }
  if (posts.isError || posts.data.length === 0) return null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Newspaper className="size-5 text-brand-600" aria-hidden="true" />
          {POPULAR_POSTS_TITLE}
        </h2>
        <Link
          to={paths.blog.href()}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          View All Posts
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <Carousel label={POPULAR_POSTS_TITLE}>
        <CarouselContent>
          {posts.data.map((post) => (
            <CarouselItem key={post.id}>
              <PostSlide post={post} />
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselControls />
      </Carousel>
    </div>
  );
}
