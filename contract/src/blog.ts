import { z } from 'zod';
import { safeText, strictQuery } from './common';

/**
 * GET /api/blog-posts, a CMS-compatible (Strapi v4) subset: backend contract §3.17, B§7.
 * The bracketed keys arrive decoded by the query parser.
 */
const POPULATE_NAMES = ['coverImage', 'author', 'author.avatar', 'category'] as const;
export type PopulateName = (typeof POPULATE_NAMES)[number];

function positiveInt(name: string, max: number) {
  const message = `${name} must be a whole number from 1 to ${max}.`;
  return safeText({ error: message }, message)
    .regex(/^[1-9]\d{0,5}$/, { error: message })
    .transform(Number)
    .pipe(z.int().max(max, { error: message }));
}

export const BLOG_DEFAULT_PAGE_SIZE = 10;
export const BLOG_MAX_PAGE_SIZE = 100;

export const blogPostsQuerySchema = strictQuery({
  'pagination[page]': positiveInt('pagination[page]', 100_000).optional(),
  'pagination[pageSize]': positiveInt('pagination[pageSize]', BLOG_MAX_PAGE_SIZE).optional(),
  /** A comma list; unknown names are ignored (contract §3.17). */
  populate: safeText()
    .max(200, { error: 'populate must be at most 200 characters long.' })
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter((name): name is PopulateName => (POPULATE_NAMES as readonly string[]).includes(name)),
    )
    .optional(),
  'filters[slug][$eq]': safeText().max(200, { error: 'The slug must be at most 200 characters long.' }).optional(),
  'filters[category][slug][$eq]': safeText()
    .max(200, { error: 'The category slug must be at most 200 characters long.' })
    .optional(),
  sort: z
    .enum(['publishedAt:desc', 'publishedAt:asc', 'title:asc', 'title:desc'], {
      error: 'sort must be one of publishedAt:desc, publishedAt:asc, title:asc or title:desc.',
    })
    .optional(),
});
export type BlogPostsQuery = z.infer<typeof blogPostsQuerySchema>;

const imageFormatSchema = z.object({ url: z.string(), width: z.int(), height: z.int() });

export const mediaAttributesSchema = z.object({
  url: z.string(),
  alternativeText: z.string().nullable(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  formats: z.partialRecord(z.enum(['thumbnail', 'small', 'medium', 'large']), imageFormatSchema),
});

export type MediaAttributes = z.infer<typeof mediaAttributesSchema>;

const mediaRelationSchema = z.object({
  data: z.object({ id: z.int(), attributes: mediaAttributesSchema }).nullable(),
});

export const blogPostSchema = z.object({
  id: z.int(),
  attributes: z.object({
    title: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    content: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    publishedAt: z.string(),
    coverImage: mediaRelationSchema.optional(),
    author: z
      .object({
        data: z
          .object({
            id: z.int(),
            attributes: z.object({ name: z.string(), avatar: mediaRelationSchema.optional() }),
          })
          .nullable(),
      })
      .optional(),
    category: z
      .object({
        data: z.object({ id: z.int(), attributes: z.object({ name: z.string(), slug: z.string() }) }).nullable(),
      })
      .optional(),
  }),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostsResponseSchema = z.object({
  data: z.array(blogPostSchema),
  meta: z.object({
    pagination: z.object({
      page: z.int(),
      pageSize: z.int(),
      pageCount: z.int(),
      total: z.int(),
    }),
  }),
});
export type BlogPostsResponse = z.infer<typeof blogPostsResponseSchema>;
