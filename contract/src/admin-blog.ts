import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from './admin-catalogue-rules';
import { htmlText, requiredLine } from './admin-fields';
import { BLOG_EXCERPT_MAX, BLOG_POST_STATUSES, BLOG_TITLE_MAX } from './blog-admin-rules';
import { idNumber, pageNumber, safeText, searchString, strictQuery } from './common';

/**
 * The back office's blog (issue 25 §5): the list of posts in every status, one post, creating and
 * changing one, its preview. A post is public when Published, or Scheduled and its time has come.
 */

export * from './blog-admin-rules';

export const blogPostStatusSchema = z.enum(BLOG_POST_STATUSES, {
  error: 'The status must be draft, published or scheduled.',
});

/** An ISO date-time of the years 1000 to 9999 (`2026-12-01T09:00:00Z`); what JavaScript reads but PostgreSQL cannot store is refused. */
const dateTime = (label: string) =>
  safeText().refine((value) => /^[1-9]\d{3}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), {
    error: `${label} must be a date and time, e.g. 2026-12-01T09:00:00Z.`,
  });

/** `GET /api/admin/blog-posts?q=&status=&page=&pageSize=`, newest change first. */
export const adminBlogPostsQuerySchema = strictQuery({
  /** Case-insensitive substring of the title or the slug. */
  q: searchString.optional(),
  status: blogPostStatusSchema.optional(),
  page: pageNumber('page', 10_000).optional(),
  pageSize: pageNumber('pageSize', ADMIN_PAGE_SIZE.max).optional(),
});
export type AdminBlogPostsQuery = z.infer<typeof adminBlogPostsQuerySchema>;

export const adminBlogPostRowSchema = z.object({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  status: blogPostStatusSchema,
  publishAt: z.string().nullable(),
  updatedAt: z.string(),
  categoryId: z.int().nullable(),
  categoryName: z.string().nullable(),
  coverUrl: z.string().nullable(),
});
export type AdminBlogPostRow = z.infer<typeof adminBlogPostRowSchema>;

export const adminBlogPostListSchema = z.object({ items: z.array(adminBlogPostRowSchema), totalCount: z.int() });
export type AdminBlogPostList = z.infer<typeof adminBlogPostListSchema>;

/** `GET /api/admin/blog-posts/{id}`: the whole post, whatever its status. */
export const adminBlogPostSchema = adminBlogPostRowSchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
  excerpt: z.string().nullable(),
  coverAlt: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  /** True when the shop shows it now (Published, or Scheduled and its time has come). */
  isPublic: z.boolean(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

const postFields = {
  title: requiredLine('The title', BLOG_TITLE_MAX),
  /** HTML from the editor; the server sanitises it before it is stored. */
  content: htmlText('The content'),
  excerpt: safeText()
    .trim()
    .max(BLOG_EXCERPT_MAX, {
      error: `The excerpt must be at most ${BLOG_EXCERPT_MAX.toLocaleString('en')} characters long.`,
    })
    .nullable()
    .transform((value) => (value ? value : null)),
  categoryId: idNumber('The category must be a blog category id.').nullable(),
  status: blogPostStatusSchema,
  /** When a Scheduled post appears (required, in the future); a Published one's date (now when absent). */
  publishAt: dateTime('The publish time').nullable(),
};

/** `POST /api/admin/blog-posts` → `201 { id, slug }`; the slug comes from the title. */
export const createBlogPostRequestSchema = z.object({
  ...postFields,
  excerpt: postFields.excerpt.optional(),
  categoryId: postFields.categoryId.optional(),
  publishAt: postFields.publishAt.optional(),
});
export type CreateBlogPostRequest = z.infer<typeof createBlogPostRequestSchema>;

/** `PATCH /api/admin/blog-posts/{id}`: any subset; `expectedUpdatedAt` makes a stale form a 409. */
export const patchBlogPostRequestSchema = z
  .object({
    ...postFields,
    expectedUpdatedAt: safeText().refine((value) => !Number.isNaN(Date.parse(value)), {
      error: 'expectedUpdatedAt must be the updatedAt the post was read with.',
    }),
  })
  .partial();
export type PatchBlogPostRequest = z.infer<typeof patchBlogPostRequestSchema>;

export const createdBlogPostSchema = z.object({ id: z.int(), slug: z.string() });

/** `PUT /api/admin/blog-posts/{id}/cover` → where the new cover is served. */
export const uploadedBlogCoverSchema = z.object({ coverUrl: z.string() });

/** `GET /api/admin/blog-categories`, for the category select. */
export const adminBlogCategoriesSchema = z.object({
  items: z.array(z.object({ id: z.int(), name: z.string(), slug: z.string() })),
});
export type AdminBlogCategories = z.infer<typeof adminBlogCategoriesSchema>;
