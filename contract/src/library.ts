import { z } from 'zod';

/**
 * The signed-in learning side: the user's library, the reader and the app settings the web app
 * reads (A§3, A§7; backend contract §2.9, §3.5, §5.5; issue 9).
 */

/** One entry of GET /api/materials/me (A§3, API-05): `id` is the material's id. */
export const libraryMaterialSchema = z.object({
  id: z.int(),
  title: z.string(),
  thumbnailPath: z.string().nullable(),
  isFree: z.boolean(),
  typeName: z.string(),
  addedDate: z.string(),
  lastAccessedDate: z.string(),
  briefDescription: z.string().nullable(),
  description: z.string().nullable(),
  /** Bytes; null when unknown (the badge is hidden). */
  fileSize: z.int().nullable(),
  isFavorite: z.boolean(),
  isDownloadable: z.boolean(),
  /** Signed for the owner, valid about an hour; opens in a new tab with no header (contract §3.5). */
  filePath: z.string().nullable(),
  previewFilePath: z.string().nullable(),
  /**
   * The book or package it came with, when a payment line of that group granted it (issue 25 §7):
   * My Materials groups such items under it. Absent or null for an item bought on its own.
   */
  package: z.object({ id: z.int(), title: z.string() }).nullable().optional(),
});
export type LibraryMaterial = z.infer<typeof libraryMaterialSchema>;

/** PUT /api/materials/{id}/favorite (issue 9 §2). */
export const favoriteRequestSchema = z.strictObject({
  isFavorite: z.boolean({ error: 'isFavorite must be true or false.' }),
});
export const favoriteResponseSchema = z.object({ id: z.int(), isFavorite: z.boolean() });

/**
 * GET /api/materials/{id}/reader (Bearer): what the in-browser reader opens. 403 "You do not own
 * this material." for anyone who does not have it in their library.
 */
export const readerMaterialSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** Signed, short-lived; only ever handed to the owner. */
  fileUrl: z.string(),
  pages: z.int().nullable(),
});
export type ReaderMaterial = z.infer<typeof readerMaterialSchema>;

/**
 * GET /api/library/owned (Bearer; issue 22 §7): what the caller already has, so product pages show
 * "In your library" instead of 'Add to Cart' and the cart marks lines that would grant nothing.
 */
export const ownedItemsSchema = z.object({
  materialIds: z.array(z.int()),
  /** Books and packages every material of which (and of their child groups) the caller owns. */
  groupIds: z.array(z.int()),
  /** Courses the caller can open: bought, or assigned directly or through a group. */
  courseIds: z.array(z.int()),
  /** Exams whose paper the caller owns. */
  examIds: z.array(z.int()),
});
export type OwnedItems = z.infer<typeof ownedItemsSchema>;

export const NOT_OWNED_MESSAGE = 'You do not own this material.';

/** GET /api/app-config: settings the web app reads at run time. */
export const appConfigSchema = z.object({
  /** READER_URL with `{id}` in it; default `/reader/{id}` (issue 9 §3). */
  readerUrl: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
