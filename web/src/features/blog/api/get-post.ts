import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost, BlogPostsResponse } from '@the-gate/contract/blog';
import { apiFetch } from '@/lib/api-client';
import { POST_POPULATE } from './get-posts';

/** BA-01: the post whose slug is exactly this one, with every relation the article shows. */
export const postPath = (slug: string) =>
  `/api/blog-posts?filters[slug][$eq]=${encodeURIComponent(slug)}&populate=${POST_POPULATE}`;

/**
 * One post by its slug, or null when there is none: the server answers an unknown slug with 200
 * and empty data (contract §3.17), which is "Article Not Found" (BA-06).
 */
export async function getPost(slug: string, signal?: AbortSignal): Promise<BlogPost | null> {
  const answer = await apiFetch<Partial<BlogPostsResponse> | null>(postPath(slug), { signal });
  return (Array.isArray(answer?.data) ? answer.data[0] : undefined) ?? null;
}

export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog-posts', 'post', slug],
    queryFn: ({ signal }) => getPost(slug, signal),
  });

/** No request without a slug: that address is simply not an article. */
export function usePost(slug: string) {
  return useQuery({ ...postQueryOptions(slug), enabled: slug !== '' });
}
