import { and, asc, count, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogAuthors, blogCategories, blogPosts, media } from './schema';

/** `preview`: one post by id whatever its status, for the back office's preview only (issue 25 §5). */
export type PostFilter = { slug?: string; categorySlug?: string; preview?: number };
export type PostSort = 'publishedAt:desc' | 'publishedAt:asc' | 'title:asc' | 'title:desc';

const ORDER: Record<PostSort, SQL[]> = {
  'publishedAt:desc': [desc(blogPosts.publishedAt), desc(blogPosts.id)],
  'publishedAt:asc': [asc(blogPosts.publishedAt), asc(blogPosts.id)],
  'title:asc': [asc(blogPosts.title), asc(blogPosts.id)],
  'title:desc': [desc(blogPosts.title), desc(blogPosts.id)],
};

/**
 * What the shop may show (issue 25 §5): a Published post, or a Scheduled one whose time has come,
 * by the database's clock. Drafts are never served (contract §3.17). The list, the article, the
 * sitemap and the share tags all read through this.
 */
export const isPublic = or(
  eq(blogPosts.status, 'published'),
  and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishedAt, sql`now()`)),
)!;

function where(filter: PostFilter) {
  if (filter.preview !== undefined) return eq(blogPosts.id, filter.preview);
  return and(
    isPublic,
    filter.slug !== undefined ? eq(blogPosts.slug, filter.slug) : undefined,
    filter.categorySlug !== undefined ? eq(blogCategories.slug, filter.categorySlug) : undefined,
  );
}

export async function countPosts(db: Database, filter: PostFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(where(filter));
  return row?.total ?? 0;
}

export function selectPosts(db: Database, filter: PostFilter, page: { offset: number; limit: number; sort: PostSort }) {
  return db
    .select({
      post: blogPosts,
      category: { id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug },
      author: { id: blogAuthors.id, name: blogAuthors.name, avatarId: blogAuthors.avatarId },
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
    .where(where(filter))
    .orderBy(...ORDER[page.sort])
    .offset(page.offset)
    .limit(page.limit);
}

export type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

export function selectMedia(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(media).where(inArray(media.id, ids));
}

export type MediaRow = typeof media.$inferSelect;

/** Slugs and last changes of the published posts and of the categories that have one (the sitemap). */
export async function selectPublishedSlugs(db: Database) {
  const rows = await db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, categorySlug: blogCategories.slug })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(where({}))
    .orderBy(asc(blogPosts.id));
  return rows;
}
