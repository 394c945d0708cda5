import path from 'node:path';
import type { FileStorage } from '../file-storage';
import { HttpError } from '../http-errors';
import { LINK_NOT_VALID, type PrivateFile, privateFile } from '../signed-files';
import type { Stamp } from './footer';
import type { StampedCopies } from './stamped-copies';

/** The item a file is downloaded as: a material, or a course (its lesson zips). */
export type PaidItem = { itemType: 'Material' | 'Course'; itemId: number };

/** What a paid file is stamped with, apart from the person's own name and e-mail (issue 27 §1). */
export type LicenceWords = { paymentReference: string; licence: string };

/** A paid file given by the shop rather than bought (a staff grant, issue 25 §3): no payment to name. */
export const GIVEN_BY_THE_SHOP: LicenceWords = { paymentReference: 'No payment', licence: 'Given by The Gate' };

const STAMPED = new Set(['.pdf', '.zip']);

export type PaidFileDeps = {
  files: FileStorage;
  copies: Pick<StampedCopies, 'copyFor'>;
  /** The account's name and e-mail as they are now; null for an account that is gone. */
  identity: (userId: string) => Promise<{ name: string; email: string } | null>;
  /** The licence behind the payment the person holds the file through (licences module). */
  licenceWords: (userId: string, sourcePaymentId: number, item: PaidItem) => Promise<LicenceWords | null>;
};

/**
 * A paid file as one person receives it (issue 27 §1): a PDF, or a zip of PDFs, stamped for them and
 * kept (lib/stamping/stamped-copies.ts); any other kind of file as it is. The caller has checked
 * that they may have it.
 */
export function createPaidFiles({ files, copies, identity, licenceWords }: PaidFileDeps) {
  async function stampOf(userId: string, sourcePaymentId: number | null, item: PaidItem): Promise<Stamp | null> {
    const who = await identity(userId);
    if (!who) return null;
    const words = sourcePaymentId === null ? null : await licenceWords(userId, sourcePaymentId, item);
    return { name: who.name, email: who.email, ...(words ?? GIVEN_BY_THE_SHOP) };
  }

  return {
    async fileFor(input: {
      fileKey: string;
      userId: string;
      sourcePaymentId: number | null;
      item: PaidItem;
      missingMessage: string;
    }): Promise<PrivateFile> {
      const source = await privateFile(files, input.fileKey, input.missingMessage);
      if (!STAMPED.has(path.extname(input.fileKey).toLowerCase())) return source;
      const stamp = await stampOf(input.userId, input.sourcePaymentId, input.item);
      if (!stamp) throw new HttpError(403, LINK_NOT_VALID);
      const copy = await copies.copyFor({ fileKey: input.fileKey, userId: input.userId, stamp });
      // The copy keeps the source's extension: sendFile names and types the download by it.
      return { key: copy.key, size: copy.size, missingMessage: input.missingMessage };
    },
  };
}

export type PaidFiles = ReturnType<typeof createPaidFiles>;
