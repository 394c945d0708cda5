import type { AdminBlogPost, BlogPostStatus, PatchBlogPostRequest } from '@the-gate/contract/admin-blog';
import { changedFields, pick } from '../lib/changed-fields';
import { cairoLocalOf, instantOfCairoLocal } from './cairo-time';

/** What the post's form holds: text as typed, the category's id as the select's value, the time in Cairo. */
export type BlogPostFormValues = {
  title: string;
  excerpt: string;
  categoryId: string;
  status: BlogPostStatus;
  /** `YYYY-MM-DDTHH:mm`, Cairo time; used when Scheduled. */
  publishAt: string;
  /** HTML from the editor. */
  content: string;
};

export const EMPTY_POST: BlogPostFormValues = {
  title: '',
  excerpt: '',
  categoryId: '',
  status: 'draft',
  publishAt: '',
  content: '',
};

export function postFormValuesOf(post: AdminBlogPost): BlogPostFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt ?? '',
    categoryId: post.categoryId === null ? '' : String(post.categoryId),
    status: post.status,
    publishAt: post.status === 'scheduled' && post.publishAt ? cairoLocalOf(post.publishAt) : '',
    content: post.content,
  };
}

/**
 * The request the values make: the time only for a Scheduled post (a Published one keeps its date
 * or gets now, on the server). A time that is not one goes as typed, so the contract says why.
 */
export function postRequestOf(values: BlogPostFormValues): PatchBlogPostRequest {
  return {
    title: values.title,
    content: values.content,
    excerpt: values.excerpt.trim() ? values.excerpt : null,
    categoryId: values.categoryId ? Number(values.categoryId) : null,
    status: values.status,
    ...(values.status === 'scheduled' && {
      publishAt: values.publishAt ? (instantOfCairoLocal(values.publishAt) ?? values.publishAt) : null,
    }),
  };
}

const FIELD_OF = {
  title: 'title',
  excerpt: 'excerpt',
  categoryId: 'categoryId',
  status: 'status',
  publishAt: 'publishAt',
  content: 'content',
} as const;

/** The PATCH for what changed: a change of status or time sends both, so the server checks them together. */
export function changedPostRequest(
  loaded: BlogPostFormValues,
  now: BlogPostFormValues,
  request: PatchBlogPostRequest,
): PatchBlogPostRequest {
  const changed = changedFields<BlogPostFormValues, string>(loaded, now, FIELD_OF);
  if (changed.has('status') || changed.has('publishAt')) {
    changed.add('status');
    if (request.status === 'scheduled') changed.add('publishAt');
    else changed.delete('publishAt');
  }
  return pick(request, changed);
}
