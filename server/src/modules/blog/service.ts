import type { BlogPost, BlogPostsQuery, BlogPostsResponse, MediaAttributes } from '@the-gate/contract/blog';
import { BLOG_DEFAULT_PAGE_SIZE } from '@the-gate/contract/blog';
import { pageCount } from '@the-gate/contract/catalogue-rules';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import type { SitemapEntry } from '../../lib/sitemap';
import * as repo from './repository';

type MediaRelation = NonNullable<BlogPost['attributes']['coverImage']>;

/** GET /api/blog-posts in the Strapi v4 shape the web app reads (contract §3.17, AMB-24). */
export function createBlogService({ db, files }: { db: Database; files: FileStorage }) {
  function presentMedia(row: repo.MediaRow | undefined): MediaRelation {
    if (!row) return { data: null };
    const formats: MediaAttributes['formats'] = {};
    for (const [name, format] of Object.entries(row.formats)) {
      if (format) {
        formats[name as keyof typeof formats] = {
          url: files.publicFileUrl(format.key)!,
          width: format.width,
          height: format.height,
        };
      }
    }
    return {
      data: {
        id: row.id,
        attributes: {
          url: files.publicFileUrl(row.key)!,
          alternativeText: row.alternativeText,
          width: row.width,
          height: row.height,
          formats,
        },
      },
    };
  }

  /** The posts `filter` finds, in the Strapi v4 shape, with the relations `populate` names. */
  async function posts(
    filter: repo.PostFilter,
    populate: Set<string>,
    page: { offset: number; limit: number; sort: repo.PostSort },
  ): Promise<BlogPost[]> {
    const withAuthor = populate.has('author') || populate.has('author.avatar');
    const rows = await repo.selectPosts(db, filter, page);
    const mediaIds = rows.flatMap((row) => [
      ...(populate.has('coverImage') && row.post.coverImageId ? [row.post.coverImageId] : []),
      ...(populate.has('author.avatar') && row.author?.avatarId ? [row.author.avatarId] : []),
    ]);
    const mediaById = new Map((await repo.selectMedia(db, mediaIds)).map((m) => [m.id, m]));

    return rows.map(({ post, author, category }): BlogPost => {
      const attributes: BlogPost['attributes'] = {
        title: post.title,
        slug: post.slug,
        description: post.description,
        content: post.content,
        createdAt: post.createdAt.toISOString(),
        updatedAt: post.updatedAt.toISOString(),
        publishedAt: (post.publishedAt ?? new Date()).toISOString(),
      };
      if (populate.has('coverImage')) {
        attributes.coverImage = presentMedia(mediaById.get(post.coverImageId ?? -1));
      }
      if (withAuthor) {
        attributes.author = {
          data: author
            ? {
                id: author.id,
                attributes: {
                  name: author.name,
                  ...(populate.has('author.avatar') && {
                    avatar: presentMedia(mediaById.get(author.avatarId ?? -1)),
                  }),
                },
              }
            : null,
        };
      }
      if (populate.has('category')) {
        attributes.category = {
          data: category ? { id: category.id, attributes: { name: category.name, slug: category.slug } } : null,
        };
      }
      return { id: post.id, attributes };
    });
  }

  return {
    /** Every published article and every category with one, for the sitemap. */
    async sitemapEntries(): Promise<SitemapEntry[]> {
      const rows = await repo.selectPublishedSlugs(db);
      const categories = new Map<string, Date>();
      for (const row of rows) {
        if (!row.categorySlug) continue;
        const known = categories.get(row.categorySlug);
        if (!known || known < row.updatedAt) categories.set(row.categorySlug, row.updatedAt);
      }
      return [
        ...rows.map((row) => ({ path: `/blog/${encodeURIComponent(row.slug)}`, lastModified: row.updatedAt })),
        ...[...categories].map(([slug, lastModified]) => ({
          path: `/blog/category/${encodeURIComponent(slug)}`,
          lastModified,
        })),
      ];
    },

    async listPosts(query: BlogPostsQuery): Promise<BlogPostsResponse> {
      const page = query['pagination[page]'] ?? 1;
      const pageSize = query['pagination[pageSize]'] ?? BLOG_DEFAULT_PAGE_SIZE;
      const filter = { slug: query['filters[slug][$eq]'], categorySlug: query['filters[category][slug][$eq]'] };
      const [total, data] = await Promise.all([
        repo.countPosts(db, filter),
        posts(filter, new Set(query.populate ?? []), {
          offset: (page - 1) * pageSize,
          limit: pageSize,
          sort: query.sort ?? 'publishedAt:desc',
        }),
      ]);
      return { data, meta: { pagination: { page, pageSize, pageCount: pageCount(total, pageSize), total } } };
    },

    /**
     * One post whatever its status, as the shop's article page reads it (everything populated), for
     * the back office's preview (issue 25 §5): only the staff route calls it. A draft shows today's date.
     */
    async previewPost(id: number): Promise<BlogPost | null> {
      const [post] = await posts({ preview: id }, new Set(['coverImage', 'author.avatar', 'author', 'category']), {
        offset: 0,
        limit: 1,
        sort: 'publishedAt:desc',
      });
      return post ?? null;
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
