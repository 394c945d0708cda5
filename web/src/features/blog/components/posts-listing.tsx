import type { UseQueryResult } from '@tanstack/react-query';
import type { BlogPostsResponse } from '@the-gate/contract/blog';
import { CardGrid, CardGridSkeleton } from '@/components/card-grid';
import { EmptyState, PastLastPage } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { POSTS_PAGE_SIZE } from '../api/get-posts';
import { t } from '../i18n';
import { BlogPagination } from './blog-pagination';
import { PostCard } from './post-card';

/** B§8's words for a failed blog call. */
export const BLOG_ERROR_TITLE = t('errorTitle');
export const BLOG_ERROR_MESSAGE = t('errorMessage');

type Props = {
  query: UseQueryResult<BlogPostsResponse>;
  page: number;
  pageHref: (page: number) => string;
  /** What an empty listing says (BC-03 for a category). */
  emptyMessage: string;
};

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2';

function Loading() {
  return (
    <CardGridSkeleton
      label={t('loadingPostsEllipsis')}
      count={POSTS_PAGE_SIZE}
      className={GRID}
      aspect="aspect-[16/9]"
      lines={5}
    />
  );
}

/**
 * One page of posts with its pagination, as the list and category pages show it (B§2). A failed
 * call shows B§8's "Unable to load blog posts" with a retry rather than B§7's empty list (our
 * reading of BL-06 and AMB-24 b): an empty blog would say "no posts" when there are some. No
 * sample posts ever stand in (ARCHITECTURE "Web").
 */
export function PostsListing({ query, page, pageHref, emptyMessage }: Props) {
  if (query.isPending || (query.isError && query.isFetching)) return <Loading />;
  if (query.isError) {
    return <ErrorState title={BLOG_ERROR_TITLE} message={BLOG_ERROR_MESSAGE} onRetry={() => query.refetch()} />;
  }

  const { data: posts, meta } = query.data;
  if (posts.length === 0) {
    if (meta.pagination.total === 0) return <EmptyState message={emptyMessage} />;
    return <PastLastPage page={page} items="posts" firstPageHref={pageHref(1)} />;
  }
  return (
    <div className="flex flex-col gap-10">
      <CardGrid items={posts} label={t('blogPosts')} className={GRID}>
        {(post) => <PostCard post={post} />}
      </CardGrid>
      <BlogPagination page={page} pageCount={meta.pagination.pageCount} pageHref={pageHref} />
    </div>
  );
}
