import {
  type AdminBlogCategories,
  type AdminBlogPost,
  type AdminBlogPostList,
  type AdminBlogPostsQuery,
  BLOG_POST_CHANGED,
  BLOG_POST_NOT_FOUND,
  type BlogPostStatus,
  type CreateBlogPostRequest,
  type PatchBlogPostRequest,
  PUBLISHED_IN_FUTURE,
  SCHEDULE_NEEDS_FUTURE_TIME,
  UNKNOWN_BLOG_CATEGORY,
} from '@the-gate/contract/admin-blog';
import { and, asc, count, desc, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminPageWindow } from '../../lib/admin-paging';
import { violatedUniqueConstraint } from '../../lib/database-errors';
import type { FileStorage } from '../../lib/file-storage';
import { sanitizeStoredHtml, stripStoredHtml } from '../../lib/html';
import { HttpError } from '../../lib/http-errors';
import { likePattern } from '../../lib/like-pattern';
import { assertNotStale } from '../../lib/stale-check';
import { recordAudit } from '../audit/service';
import { isPublic } from './repository';
import { blogAuthors, blogCategories, blogPosts, media } from './schema';

/**
 * The back office's blog posts (issue 25 §5): the list in every status, one post, creating, changing
 * and deleting one, each change audited in its transaction (decision 017). Every write to blog_posts
 * fires the public-data notification (migration 0001), so the shop's caches drop the old list at once;
 * a Scheduled post's time is watched by publish-schedule.ts. Decision 023.
 */

export const BLOG_POST_CREATED = 'blog.post.create';
export const BLOG_POST_UPDATED = 'blog.post.update';
export const BLOG_POST_DELETED = 'blog.post.delete';

type PostRow = typeof blogPosts.$inferSelect;

/** The fields the audit log compares. */
function snapshotOf(row: PostRow) {
  return {
    title: row.title,
    content: row.content,
    excerpt: row.description,
    categoryId: row.categoryId,
    status: row.status,
    publishAt: row.publishedAt?.toISOString() ?? null,
  };
}
type Snapshot = ReturnType<typeof snapshotOf>;

/** Lowercase ASCII words joined by hyphens; "post" when the title has none (an Arabic-only title). */
export function slugOfTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** `base`, or `base-2`, `base-3`… whichever no post holds yet. */
async function freeSlug(tx: Database, base: string): Promise<string> {
  const rows = await tx
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${likePattern(base).slice(1, -1)}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The stored status and date from what the form asks (`now` is the server's clock): a Draft has no
 * date; a Published post has its date (now when none is given, never in the future); a Scheduled one
 * needs a future time, checked only when the status or the time is being set.
 */
function resolveSchedule(
  status: BlogPostStatus,
  publishAt: string | null | undefined,
  current: { status: BlogPostStatus; publishedAt: Date | null } | null,
  now: Date,
): Date | null {
  if (status === 'draft') return null;
  if (status === 'published') {
    if (publishAt) {
      const at = new Date(publishAt);
      if (at > now) throw new HttpError(400, PUBLISHED_IN_FUTURE);
      return at;
    }
    // A post already public (published, or scheduled and live) keeps its date; any other is published now.
    const live = current && current.status !== 'draft' && current.publishedAt && current.publishedAt <= now;
    return live ? current.publishedAt! : now;
  }
  const unchanged = current?.status === 'scheduled' && publishAt === undefined;
  if (unchanged) return current.publishedAt;
  const at = publishAt ? new Date(publishAt) : null;
  if (!at || at <= now) throw new HttpError(400, SCHEDULE_NEEDS_FUTURE_TIME);
  return at;
}

async function assertCategory(tx: Database, id: number | null | undefined) {
  if (id == null) return;
  const [row] = await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, id));
  if (!row) throw new HttpError(400, UNKNOWN_BLOG_CATEGORY);
}

const listColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  status: blogPosts.status,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  createdAt: blogPosts.createdAt,
  categoryId: blogPosts.categoryId,
  categoryName: blogCategories.name,
  coverKey: media.key,
  coverAlt: media.alternativeText,
  isPublic: sql<boolean>`coalesce(${isPublic}, false)`,
};

function selectRows(db: Database) {
  return db
    .select(listColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(media, eq(media.id, blogPosts.coverImageId));
}

type ListRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function presentRow(files: FileStorage, row: ListRow) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    publishAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    coverUrl: files.publicFileUrl(row.coverKey),
  };
}

export function createAdminBlogService({ db, files }: { db: Database; files: FileStorage }) {
  /** GET /api/admin/blog-posts: every status, newest change first, searched in the title and slug. */
  async function list(query: AdminBlogPostsQuery): Promise<AdminBlogPostList> {
    const { limit, offset } = adminPageWindow(query);
    const term = query.q?.trim();
    const where: SQL | undefined = and(
      query.status ? eq(blogPosts.status, query.status) : undefined,
      term ? or(ilike(blogPosts.title, likePattern(term)), ilike(blogPosts.slug, likePattern(term))) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      selectRows(db).where(where).orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id)).limit(limit).offset(offset),
      db.select({ total: count() }).from(blogPosts).where(where),
    ]);
    return { items: rows.map((row) => presentRow(files, row)), totalCount: total?.total ?? 0 };
  }

  /** GET /api/admin/blog-posts/{id}: the whole post, whatever its status. */
  async function post(id: number): Promise<AdminBlogPost> {
    const [row] = await selectRows(db).where(eq(blogPosts.id, id));
    if (!row) throw new HttpError(404, BLOG_POST_NOT_FOUND);
    const [full] = await db
      .select({ content: blogPosts.content, excerpt: blogPosts.description, authorName: blogAuthors.name })
      .from(blogPosts)
      .leftJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
      .where(eq(blogPosts.id, id));
    return {
      ...presentRow(files, row),
      content: full!.content,
      excerpt: full!.excerpt,
      authorName: full!.authorName,
      coverAlt: row.coverAlt,
      createdAt: row.createdAt.toISOString(),
      isPublic: Boolean(row.isPublic),
    };
  }

  /** POST /api/admin/blog-posts: a new post, its slug made from the title (a taken one gets -2, -3…). */
  async function create(actor: string, input: CreateBlogPostRequest): Promise<{ id: number; slug: string }> {
    const publishedAt = resolveSchedule(input.status, input.publishAt, null, new Date());
    const values = {
      title: input.title,
      content: sanitizeStoredHtml(input.content),
      description: input.excerpt ? stripStoredHtml(input.excerpt) || null : null,
      categoryId: input.categoryId ?? null,
      status: input.status,
      publishedAt,
    };
    // Two posts with one title at once: both pick the same free slug, the unique index refuses the second,
    // which tries again with the next one.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction(async (tx) => {
          await assertCategory(tx, values.categoryId);
          const slug = await freeSlug(tx, slugOfTitle(input.title));
          const [row] = await tx
            .insert(blogPosts)
            .values({ ...values, slug })
            .returning();
          await recordAudit(tx, {
            actor,
            action: BLOG_POST_CREATED,
            entity: 'blog_post',
            entityId: String(row!.id),
            before: null,
            after: { slug, ...snapshotOf(row!) },
          });
          return { id: row!.id, slug };
        });
      } catch (error) {
        if (attempt < 5 && violatedUniqueConstraint(error) === 'blog_posts_slug_unique') continue;
        throw error;
      }
    }
  }

  /**
   * PATCH /api/admin/blog-posts/{id}: the fields sent, checked against the form's `expectedUpdatedAt`
   * (409 when someone saved in between). The slug stays: links to a published post keep working.
   */
  async function change(actor: string, id: number, patch: PatchBlogPostRequest): Promise<AdminBlogPost> {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
      if (!row) throw new HttpError(404, BLOG_POST_NOT_FOUND);
      assertNotStale(patch.expectedUpdatedAt, row.updatedAt, BLOG_POST_CHANGED);
      const status = patch.status ?? row.status;
      const publishedAt =
        patch.status === undefined && patch.publishAt === undefined
          ? row.publishedAt
          : resolveSchedule(status, patch.publishAt, row, new Date());
      const next = {
        title: patch.title ?? row.title,
        content: patch.content !== undefined ? sanitizeStoredHtml(patch.content) : row.content,
        description:
          patch.excerpt !== undefined
            ? patch.excerpt
              ? stripStoredHtml(patch.excerpt) || null
              : null
            : row.description,
        categoryId: patch.categoryId !== undefined ? patch.categoryId : row.categoryId,
        status,
        publishedAt,
      };
      if (patch.categoryId !== undefined) await assertCategory(tx, patch.categoryId);
      const before = snapshotOf(row);
      const after = snapshotOf({ ...row, ...next });
      const changed = (Object.keys(before) as (keyof Snapshot)[]).filter((key) => before[key] !== after[key]);
      if (changed.length === 0) return;
      await tx
        .update(blogPosts)
        .set({ ...next, updatedAt: sql`now()` })
        .where(eq(blogPosts.id, id));
      await recordAudit(tx, {
        actor,
        action: BLOG_POST_UPDATED,
        entity: 'blog_post',
        entityId: String(id),
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      });
    });
    return post(id);
  }

  /** DELETE /api/admin/blog-posts/{id}: gone from the shop and the sitemap at once; its cover picture stays on disk. */
  async function remove(actor: string, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
      if (!row) throw new HttpError(404, BLOG_POST_NOT_FOUND);
      await recordAudit(tx, {
        actor,
        action: BLOG_POST_DELETED,
        entity: 'blog_post',
        entityId: String(id),
        before: { slug: row.slug, ...snapshotOf(row) },
        after: null,
      });
    });
  }

  /** GET /api/admin/blog-categories: every category, by name, for the form's select. */
  async function categories(): Promise<AdminBlogCategories> {
    const rows = await db
      .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug })
      .from(blogCategories)
      .orderBy(asc(blogCategories.name));
    return { items: rows };
  }

  return { list, post, create, change, remove, categories };
}

export type AdminBlogService = ReturnType<typeof createAdminBlogService>;
