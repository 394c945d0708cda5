import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { replaceCover } from '../../lib/cover-upload';
import type { FileStorage } from '../../lib/file-storage';
import { HttpError } from '../../lib/http-errors';
import { swapLockedKey } from '../../lib/uploaded-key';
import type { Upload } from '../../lib/uploads';
import { recordAudit } from '../audit/service';
import { materialGroups } from './schema';

/**
 * A package's or digital book's covers, uploaded from the back office (issue 24 §3), checked and
 * rendered as a material's (lib/cover-upload.ts). A group has two: `thumbnailKey`, the cover of the
 * lists, the cart and the gallery, and `mainThumbnailKey`, the big picture of its own page and its
 * share image (presenters.ts falls back to the cover when it has none).
 */

import { GROUP_NOT_FOUND } from './admin-groups';

export { GROUP_NOT_FOUND };

/** The audit actions of a group's covers. */
export const GROUP_THUMBNAIL_REPLACED = 'group.thumbnail.replace';
export const GROUP_MAIN_THUMBNAIL_REPLACED = 'group.main-thumbnail.replace';

/** Which of a group's pictures an upload replaces. */
export type GroupCover = 'thumbnail' | 'main';

export function createGroupFilesService({ db, files }: { db: Database; files: FileStorage }) {
  /** A 404 for an unknown group: checked before the upload is read, and again when it is stored. */
  async function assertGroup(id: number): Promise<void> {
    const [row] = await db.select({ id: materialGroups.id }).from(materialGroups).where(eq(materialGroups.id, id));
    if (!row) throw new HttpError(404, GROUP_NOT_FOUND);
  }

  return {
    assertGroup,

    /** PUT /api/admin/groups/{id}/thumbnail and …/main-thumbnail: the new picture's key. */
    replaceCover(actor: string, id: number, which: GroupCover, upload: Upload): Promise<string> {
      const column = which === 'main' ? 'mainThumbnailKey' : 'thumbnailKey';
      const prefix = which === 'main' ? 'main-cover-' : 'cover-';
      return replaceCover(files, upload, `groups/${id}/${prefix}`, (key) =>
        db.transaction(async (tx) => {
          const before = await swapLockedKey(tx, materialGroups, id, column, key, {
            notFound: GROUP_NOT_FOUND,
            touch: true,
          });
          await recordAudit(tx, {
            actor,
            action: which === 'main' ? GROUP_MAIN_THUMBNAIL_REPLACED : GROUP_THUMBNAIL_REPLACED,
            entity: 'group',
            entityId: String(id),
            before: { [column]: before },
            after: { [column]: key },
          });
        }),
      );
    },
  };
}
