import path from 'node:path';
import { BLOG_POST_NOT_FOUND } from '@the-gate/contract/admin-blog';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { replaceCover } from '../../lib/cover-upload';
import type { FileStorage } from '../../lib/file-storage';
import { HttpError } from '../../lib/http-errors';
import { renditionKeys, writePublicImage } from '../../lib/images';
import type { Upload } from '../../lib/uploads';
import { recordAudit } from '../audit/service';
import { blogPosts, type MediaFormats, media } from './schema';

/**
 * A post's cover uploaded from the back office (issue 25 §5): checked by its content and written with
 * its renditions as the catalogue's covers are (lib/cover-upload.ts), then kept in `media` with the
 * smaller formats a CMS makes, as the demo posts have them (seed-blog.ts), so the cards and the
 * article read it as they read the others.
 */

export const BLOG_COVER_REPLACED = 'blog.post.cover.replace';

/** The widths of the formats (the demo's: a card reads `small`, a thumbnail `thumbnail`). */
const FORMAT_WIDTHS = { thumbnail: 245, small: 500, medium: 750 } as const;

/** `blog/covers/7/cover-ab12.png` → `blog/covers/7/small_cover-ab12.png`, as the seed names them. */
const formatKey = (key: string, name: string) => `${path.posix.dirname(key)}/${name}_${path.posix.basename(key)}`;

export function createBlogCoverService({ db, files }: { db: Database; files: FileStorage }) {
  /** A 404 for an unknown post, before a byte of the upload is stored. */
  async function assertPost(id: number): Promise<void> {
    const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id));
    if (!row) throw new HttpError(404, BLOG_POST_NOT_FOUND);
  }

  /** PUT /api/admin/blog-posts/{id}/cover: the new cover's public URL. */
  async function replace(actor: string, id: number, upload: Upload): Promise<string> {
    const key = await replaceCover(files, upload, `blog/covers/${id}/cover-`, async (key) => {
      const stored = await files.readPublic(key);
      if (!stored) throw new Error(`The cover just written is missing: ${key}`);
      const original = await sharp(stored).toBuffer({ resolveWithObject: true });
      const { width, height } = original.info;
      const formats: MediaFormats = {};
      const written: string[] = [];
      try {
        await Promise.all(
          Object.entries(FORMAT_WIDTHS).map(async ([name, target]) => {
            const resized = await sharp(original.data).resize({ width: target, withoutEnlargement: true }).toBuffer({
              resolveWithObject: true,
            });
            const at = formatKey(key, name);
            written.push(at, ...renditionKeys(at));
            await writePublicImage(files, at, resized.data);
            formats[name as keyof MediaFormats] = { key: at, width: resized.info.width, height: resized.info.height };
          }),
        );
        await db.transaction(async (tx) => {
          const [post] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
          if (!post) throw new HttpError(404, BLOG_POST_NOT_FOUND);
          const [cover] = await tx
            .insert(media)
            .values({ key, alternativeText: post.title, width, height, formats })
            .returning({ id: media.id });
          // An UPDATE of blog_posts: the trigger of migration 0001 drops every process's cached pages.
          await tx
            .update(blogPosts)
            .set({ coverImageId: cover!.id, updatedAt: sql`now()` })
            .where(eq(blogPosts.id, id));
          await recordAudit(tx, {
            actor,
            action: BLOG_COVER_REPLACED,
            entity: 'blog_post',
            entityId: String(id),
            before: { coverImageId: post.coverImageId },
            after: { coverImageId: cover!.id, key },
          });
        });
      } catch (error) {
        await files.removePublic(...written);
        throw error;
      }
    });
    return files.publicFileUrl(key)!;
  }

  return { assertPost, replace };
}
