/**
 * The status every item the shop sells carries (issue 24 §2): materials, packages, digital books,
 * exams and teacher courses. Only a Published item is listed or sold; an Archived one disappears from
 * the shop but stays in its owners' libraries; a Draft is not shown yet. zod-free, so a screen can
 * read it without loading zod.
 */

/** Draft, Published, Archived: the order an item usually goes through. */
export const ITEM_STATUSES = ['draft', 'published', 'archived'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The one status the shop lists and sells. */
export const PUBLISHED: ItemStatus = 'published';

/** True for a value that names one of the three statuses (a back-office filter, a CSV cell). */
export function isItemStatus(value: unknown): value is ItemStatus {
  return typeof value === 'string' && (ITEM_STATUSES as readonly string[]).includes(value);
}
