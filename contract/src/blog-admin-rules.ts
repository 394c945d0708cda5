/**
 * The blog's statuses in the back office (issue 25 §5), zod-free so the screens read them without
 * loading zod. A post is public when it is Published, or Scheduled and its publish time has come.
 */

/** Draft, Published, Scheduled (published by itself at its publish time). */
export const BLOG_POST_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const BLOG_STATUS_LABELS: Record<BlogPostStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  scheduled: 'Scheduled',
};

/** The longest title and excerpt a post takes. */
export const BLOG_TITLE_MAX = 200;
export const BLOG_EXCERPT_MAX = 1000;

export const SCHEDULE_NEEDS_FUTURE_TIME = 'A scheduled post needs a publish time in the future.';
export const PUBLISHED_IN_FUTURE =
  'A published post cannot have a publish time in the future: choose Scheduled to publish it later.';
export const BLOG_POST_NOT_FOUND = 'There is no such blog post.';
export const BLOG_POST_CHANGED =
  'This post was changed by someone else since you opened it. Reload it to see their changes, then make yours again.';
export const UNKNOWN_BLOG_CATEGORY = 'There is no blog category with this categoryId.';
