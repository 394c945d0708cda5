import type { CsvImportResult } from '@the-gate/contract/admin-catalogue';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { type CatalogueActor, changeMaterialIn, createMaterialIn } from './admin-materials';
import { materialFields } from './material-fields';
import { type CsvRowError, type MaterialCsvRecord, materialsToCsv, readMaterialsCsv } from './materials-csv';
import { materials, materialTags, tags } from './schema';

/** Thrown to end the import's transaction without keeping anything (a dry run, or any error). */
class RollBack extends Error {}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every material of every status, by id, as the CSV export writes it (issue 24 §4). */
export async function exportMaterialsCsv(db: Database): Promise<string> {
  const [rows, tagRows] = await Promise.all([
    db.select().from(materials).orderBy(asc(materials.id)),
    db
      .select({ materialId: materialTags.materialId, key: tags.key, value: tags.value })
      .from(materialTags)
      .innerJoin(tags, eq(tags.id, materialTags.tagId))
      .orderBy(asc(materialTags.materialId)),
  ]);
  // Sorted here, by code unit: the database's collation would order `levels` and `Sub-strand`
  // differently on PGlite and on PostgreSQL, and the file should not depend on it.
  tagRows.sort((a, b) => (a.key === b.key ? compare(a.value, b.value) : compare(a.key, b.key)));
  const tagsOf = new Map<number, { key: string; value: string }[]>();
  for (const { materialId, ...tag } of tagRows) tagsOf.set(materialId, [...(tagsOf.get(materialId) ?? []), tag]);
  const records = rows.map(
    (row): MaterialCsvRecord => ({ id: row.id, ...materialFields(row), tags: tagsOf.get(row.id) ?? [] }),
  );
  return materialsToCsv(records);
}

/**
 * Applies an uploaded CSV file (issue 24 §4) in ONE transaction: a row without an id creates a
 * material, a row with one changes it. Each row runs in a savepoint, so a row the service refuses
 * (unknown id, unknown type, a field the role may not change…) is reported and the next rows are
 * still checked. Any error, or a dry run, rolls everything back, the audit entries with it; the
 * counts then say what the file would do, and are 0 when it has errors (it would do nothing).
 */
export async function importMaterialsCsv(
  db: Database,
  actor: CatalogueActor,
  text: string,
  { dryRun }: { dryRun: boolean },
): Promise<CsvImportResult> {
  const file = readMaterialsCsv(text);
  const errors: CsvRowError[] = [...file.errors];
  let created = 0;
  let updated = 0;
  try {
    await db.transaction(async (tx) => {
      for (const row of file.rows) {
        try {
          await tx.transaction(async (savepoint) => {
            if (row.id === null) {
              const id = await createMaterialIn(savepoint, actor.email, row.create);
              if (row.status && row.status !== 'draft')
                await changeMaterialIn(savepoint, actor, id, { status: row.status });
              created++;
            } else if (await changeMaterialIn(savepoint, actor, row.id, row.patch)) updated++;
          });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          errors.push({ row: row.row, message: error.message });
        }
      }
      if (dryRun || errors.length) throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  errors.sort((a, b) => a.row - b.row);
  return errors.length
    ? { rows: file.count, created: 0, updated: 0, errors }
    : { rows: file.count, created, updated, errors };
}
