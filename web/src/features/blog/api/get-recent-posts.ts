import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost, BlogPostsResponse } from '@the-gate/contract/blog';
import { apiFetch } from '@/lib/api-client';

export const RECENT_POSTS_COUNT = 4;

/** Written as the spec writes it (B§7, API-18); the server also accepts the brackets percent-encoded. */
export const RECENT_POSTS_PATH = `/api/blog-posts?pagination[page]=1&pagination[pageSize]=${RECENT_POSTS_COUNT}&populate=coverImage,author,author.avatar,category`;

/** The newest posts with cover, author and category (STU-03: page 1, size 4; the server sorts newest first). */
export async function getRecentPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  const page = await apiFetch<Partial<BlogPostsResponse> | null>(RECENT_POSTS_PATH, { signal });
  return Array.isArray(page?.data) ? page.data : [];
}

export const recentPostsQueryOptions = () =>
  queryOptions({
    queryKey: ['blog-posts', 'recent', RECENT_POSTS_COUNT],
    queryFn: ({ signal }) => getRecentPosts(signal),
  });

export function useRecentPosts() {
  return useQuery(recentPostsQueryOptions());
}
