import type { Database } from '../../db/client';
import { sanitizeStoredHtml } from '../../lib/html';
import { blogAuthors, blogCategories, blogPosts, media } from './schema';

/** The blog's write path: post bodies are sanitised here, on write (contract §2.12). */

export async function createMedia(db: Database, input: typeof media.$inferInsert) {
  const [row] = await db.insert(media).values(input).returning();
  return row!;
}

export async function createAuthor(db: Database, input: typeof blogAuthors.$inferInsert) {
  const [row] = await db.insert(blogAuthors).values(input).returning();
  return row!;
}

export async function createBlogCategory(db: Database, input: typeof blogCategories.$inferInsert) {
  const [row] = await db.insert(blogCategories).values(input).returning();
  return row!;
}

/** A post with a publish date and no status given is Published, as the shop showed it before statuses (issue 25 §5). */
export async function createPost(db: Database, input: typeof blogPosts.$inferInsert) {
  const status = input.status ?? (input.publishedAt ? 'published' : 'draft');
  const [row] = await db
    .insert(blogPosts)
    .values({ ...input, status, content: sanitizeStoredHtml(input.content ?? '') })
    .returning();
  return row!;
}
