import type { materials } from './schema';

/**
 * A material's own fields, less its id and tags, as the back office edits them, the audit log
 * compares them and the CSV export writes them (issue 24 §2, §4): one reading of the row for all three,
 * so an export and an audit entry never disagree about a field.
 */
export function materialFields(row: typeof materials.$inferSelect) {
  return {
    title: row.title,
    description: row.description,
    briefDescription: row.briefDescription,
    price: row.price,
    isFree: row.isFree,
    typeId: row.typeId,
    author: row.author,
    subject: row.subject,
    categoryId: row.categoryId,
    publishDate: row.publishDate?.toISOString() ?? null,
    isDownloadable: row.isDownloadable,
    isStandalone: row.isStandalone,
    status: row.status,
  };
}

export type MaterialFields = ReturnType<typeof materialFields>;
