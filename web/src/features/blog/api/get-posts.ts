import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPostsResponse } from '@the-gate/contract/blog';
import { apiFetch } from '@/lib/api-client';

/** B§9: 6 posts a page on the list and category pages (the helper's default of 10 is not used, AMB-50). */
export const POSTS_PAGE_SIZE = 6;

/** Every relation a card or an article shows (B§7, BL-01). */
export const POST_POPULATE = 'coverImage,author,author.avatar,category';

/** One page of the blog, or of one category when `categorySlug` is given. */
export type PostsPageKey = { page: number; categorySlug?: string };

/**
 * Written as the spec writes it (BL-01, BC-01): brackets as they are, which the server accepts
 * (contract §3.17); only the category slug, which comes from the address, is encoded.
 */
export function postsPath({ page, categorySlug }: PostsPageKey): string {
  const filter = categorySlug === undefined ? '' : `filters[category][slug][$eq]=${encodeURIComponent(categorySlug)}&`;
  return `/api/blog-posts?${filter}pagination[page]=${page}&pagination[pageSize]=${POSTS_PAGE_SIZE}&populate=${POST_POPULATE}`;
}

/** A page of posts; an answer without a list or without pagination counts as empty (API-18). */
export async function getPostsPage(key: PostsPageKey, signal?: AbortSignal): Promise<BlogPostsResponse> {
  const answer = await apiFetch<Partial<BlogPostsResponse> | null>(postsPath(key), { signal });
  const data = Array.isArray(answer?.data) ? answer.data : [];
  const pagination = answer?.meta?.pagination ?? {
    page: key.page,
    pageSize: POSTS_PAGE_SIZE,
    pageCount: data.length > 0 ? key.page : 0,
    total: data.length,
  };
  return { data, meta: { pagination } };
}

export const postsPageQueryOptions = (key: PostsPageKey) =>
  queryOptions({
    queryKey: ['blog-posts', 'page', key.categorySlug ?? null, key.page],
    queryFn: ({ signal }) => getPostsPage(key, signal),
  });

export function usePostsPage(key: PostsPageKey) {
  return useQuery(postsPageQueryOptions(key));
}
