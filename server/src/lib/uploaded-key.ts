import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { HttpError } from './http-errors';

type Keyed = PgTable & { id: AnyPgColumn };

/**
 * Points row `id` of `table` at a newly stored file's `key` (issue 24 §3), inside the caller's audited
 * transaction: the row is locked first, so a row deleted meanwhile is a 404 with `notFound` and the
 * caller removes the files it wrote. `touch` also sets `updated_at` (tables that keep one). Answers
 * the column's value before, for the audit entry the caller records.
 */
export async function swapLockedKey<T extends Keyed>(
  tx: Database,
  table: T,
  id: number,
  column: keyof T['$inferSelect'] & string,
  key: string,
  { notFound, touch }: { notFound: string; touch: boolean },
): Promise<string | null> {
  const source = (table as unknown as Record<string, AnyPgColumn>)[column]!;
  const [row] = await tx
    .select({ before: source })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw new HttpError(404, notFound);
  await tx
    .update(table)
    .set({ [column]: key, ...(touch && { updatedAt: sql`now()` }) } as never)
    .where(eq(table.id, id));
  return row.before as string | null;
}
