import type {
  AdminBlogCategories,
  AdminBlogPost,
  AdminBlogPostList,
  CreateBlogPostRequest,
  PatchBlogPostRequest,
} from '@the-gate/contract/admin-blog';
import type { BlogPost } from '@the-gate/contract/blog';
import { apiFetch } from '@/lib/api-client';
import { type ListQuery, listRequestPath } from '../lib/list-url-state';
import { putFile } from '../lib/send-raw';

/** The list's query keys in the order the request writes them (one order, so one cache key per list). */
export const BLOG_QUERY_KEYS = ['q', 'status', 'page'] as const;
export type BlogListQuery = ListQuery<(typeof BLOG_QUERY_KEYS)[number]>;

export const blogPostsKey = (query: BlogListQuery) => ['admin', 'blog-posts', query] as const;
export const blogPostKey = (id: string) => ['admin', 'blog-post', id] as const;
export const blogCategoriesKey = ['admin', 'blog-categories'] as const;

const postPath = (id: string) => `/api/admin/blog-posts/${encodeURIComponent(id)}`;

/** GET /api/admin/blog-posts: one page of posts in every status (issue 25 §5). */
export function getAdminBlogPosts(query: BlogListQuery, signal?: AbortSignal): Promise<AdminBlogPostList> {
  return apiFetch<AdminBlogPostList>(listRequestPath('/api/admin/blog-posts', { keys: BLOG_QUERY_KEYS }, query), {
    signal,
  });
}

/** GET /api/admin/blog-posts/{id}: the whole post, for the editor. */
export function getAdminBlogPost(id: string, signal?: AbortSignal): Promise<AdminBlogPost> {
  return apiFetch<AdminBlogPost>(postPath(id), { signal });
}

/** GET /api/admin/blog-posts/{id}/preview: the post as the shop's article page reads it, whatever its status. */
export function getBlogPostPreview(id: string, signal?: AbortSignal): Promise<BlogPost> {
  return apiFetch<BlogPost>(`${postPath(id)}/preview`, { signal });
}

/** GET /api/admin/blog-categories, for the category select. */
export function getBlogCategories(signal?: AbortSignal): Promise<AdminBlogCategories> {
  return apiFetch<AdminBlogCategories>('/api/admin/blog-categories', { signal });
}

/** POST /api/admin/blog-posts → the new post's id and slug. */
export function createBlogPost(request: CreateBlogPostRequest): Promise<{ id: number; slug: string }> {
  return apiFetch<{ id: number; slug: string }>('/api/admin/blog-posts', { method: 'POST', body: request });
}

/** PATCH /api/admin/blog-posts/{id}: what changed, with the `updatedAt` the form was opened with. */
export function patchBlogPost(id: string, patch: PatchBlogPostRequest): Promise<AdminBlogPost> {
  return apiFetch<AdminBlogPost>(postPath(id), { method: 'PATCH', body: patch });
}

/** DELETE /api/admin/blog-posts/{id}. */
export async function deleteBlogPost(id: string): Promise<void> {
  await apiFetch<unknown>(postPath(id), { method: 'DELETE' });
}

/** PUT /api/admin/blog-posts/{id}/cover (multipart `file`). */
export async function uploadBlogCover(id: string, file: File): Promise<void> {
  await putFile(`${postPath(id)}/cover`, file);
}
