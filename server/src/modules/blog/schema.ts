import type { BlogPostStatus } from '@the-gate/contract/blog-admin-rules';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

export type MediaFormat = { key: string; width: number; height: number };
export type MediaFormats = Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', MediaFormat>>;

export const media = pgTable('media', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  key: text('key').notNull(),
  alternativeText: text('alternative_text'),
  width: integer('width'),
  height: integer('height'),
  formats: jsonb('formats').$type<MediaFormats>().notNull().default({}),
});

export const blogAuthors = pgTable('blog_authors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  avatarId: integer('avatar_id').references((): AnyPgColumn => media.id),
});

export const blogCategories = pgTable('blog_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the shop reads as the post's date; null for a draft (contract §2.12). A post is public when
     * `status` is published, or scheduled with this time passed (issue 25 §5, repository.ts `isPublic`).
     */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** Draft, Published or Scheduled, chosen in the back office (issue 25 §5, decision 023). */
    status: text('status').$type<BlogPostStatus>().notNull().default('draft'),
    coverImageId: integer('cover_image_id').references(() => media.id),
    authorId: integer('author_id').references(() => blogAuthors.id),
    categoryId: integer('category_id').references(() => blogCategories.id),
  },
  (t) => [
    index('blog_posts_published_idx').on(t.publishedAt),
    index('blog_posts_category_idx').on(t.categoryId),
    check('blog_posts_status_known', sql`${t.status} IN ('draft', 'published', 'scheduled')`),
    // A scheduled post always has its time; the shop's date is never missing on a public post.
    check('blog_posts_status_has_time', sql`${t.status} = 'draft' OR ${t.publishedAt} IS NOT NULL`),
  ],
);
