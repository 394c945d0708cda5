import path from 'node:path';
import { parseArgs } from 'node:util';
import { TAG_KEYS } from '@the-gate/contract/catalogue-rules';
import { asc, count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { REPO_ROOT } from '../config';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { FileStorage } from '../lib/file-storage';
import { sanitizeStoredHtml } from '../lib/html';
import { fileUrlSecret } from '../lib/server-secrets';
import { materials, materialTags, materialTypes } from '../modules/catalogue/schema';
import { ensureTag } from '../modules/catalogue/writes';
import { seedDemoData } from './run-seed';
import { generateMaterial } from './scale-catalogue';
import { yearCategoryId } from './seed-catalogue';

/**
 * `npm run seed:scale -- --materials 10000 [--data-dir ./data-scale]` (issue 12 §4): a catalogue
 * of N standalone materials on embedded PGlite, in its own data folder, to measure the search
 * and the pages at scale. It migrates, runs the normal demo seed, then adds generated materials
 * in bulk until there are N. The generated rows reuse the demo files, so no file is written for
 * them. Running it again with a larger N adds the difference; with a smaller one, nothing.
 */

const BATCH_SIZE = 500;
const USAGE = 'Usage: npm run seed:scale -- --materials 10000 [--data-dir ./data-scale]';

function readOptions() {
  const { values } = parseArgs({
    options: { materials: { type: 'string', default: '10000' }, 'data-dir': { type: 'string' } },
  });
  const target = Number(values.materials);
  if (!Number.isInteger(target) || target < 1 || target > 1_000_000) {
    throw new Error(`--materials must be a whole number from 1 to 1000000.\n${USAGE}`);
  }
  // npm runs workspace scripts in the workspace folder: a relative path means the caller's folder.
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  const dataDir = values['data-dir'] ? path.resolve(callerDir, values['data-dir']) : path.join(REPO_ROOT, 'data-scale');
  if (dataDir === path.join(REPO_ROOT, 'data')) {
    throw new Error(`Refusing to fill the normal data folder ${dataDir}: choose another --data-dir.\n${USAGE}`);
  }
  return { target, dataDir, callerDir };
}

/** Demo file keys and page counts per type name (any demo material's when a type has none), reused by the rows. */
async function demoFiles(db: Database) {
  const rows = await db
    .select({
      typeName: materialTypes.name,
      thumbnailKey: materials.thumbnailKey,
      previewKey: materials.previewKey,
      fileKey: materials.fileKey,
      fileSize: materials.fileSize,
      // The reused file's own page count, so a row never promises pages its download lacks.
      pages: materials.pages,
    })
    .from(materials)
    .innerJoin(materialTypes, eq(materialTypes.id, materials.typeId))
    .where(eq(materials.isStandalone, true))
    .orderBy(asc(materials.id));
  const byType = new Map(rows.map((row) => [row.typeName, row]));
  return (typeName: string) => {
    const { typeName: _, ...keys } = byType.get(typeName) ?? rows[0]!;
    return keys;
  };
}

async function addGenerated(db: Database, from: number, to: number) {
  const types = await db.select().from(materialTypes).orderBy(asc(materialTypes.id));
  const typeIds = new Map(types.map((type) => [type.name, type.id]));
  const typeNames = types.map((type) => type.name);
  const filesOf = await demoFiles(db);
  const tagIds = new Map<string, number>();
  const tagId = async (key: string, value: string) => {
    const name = `${key}\u0000${value}`;
    if (!tagIds.has(name)) tagIds.set(name, await ensureTag(db, { key, value }));
    return tagIds.get(name)!;
  };

  for (let start = from; start <= to; start += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, to - start + 1) }, (_, i) =>
      generateMaterial(start + i, typeNames),
    );
    const inserted = await db
      .insert(materials)
      .values(
        batch.map((m) => ({
          title: m.title,
          briefDescription: m.briefDescription,
          description: sanitizeStoredHtml(m.description),
          price: m.price,
          isFree: m.price === 0,
          ...filesOf(m.typeName),
          author: m.author,
          publishDate: m.publishDate,
          subject: m.subject,
          typeId: typeIds.get(m.typeName)!,
          categoryId: m.level === null ? null : yearCategoryId(m.level),
          downloadCount: m.downloadCount,
          viewCount: m.viewCount,
        })),
      )
      .returning({ id: materials.id });
    const links: { materialId: number; tagId: number }[] = [];
    for (const [index, m] of batch.entries()) {
      const materialId = inserted[index]!.id;
      const tags = [
        m.level === null ? null : await tagId(TAG_KEYS.level, `Year ${m.level}`),
        m.subStrand === null ? null : await tagId(TAG_KEYS.subStrand, m.subStrand),
        await tagId(TAG_KEYS.materialType, m.typeName),
      ];
      for (const id of new Set(tags)) if (id !== null) links.push({ materialId, tagId: id });
    }
    await db.insert(materialTags).values(links);
  }
}

async function main() {
  const { target, dataDir, callerDir } = readOptions();
  const started = performance.now();
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), logger: pino({ level: 'silent' }) });
  try {
    await runMigrations(database);
    const files = new FileStorage(dataDir, await fileUrlSecret(database.db, undefined, dataDir));
    const seeded = await seedDemoData(database, files);
    const { db } = database;
    const standalone = async () =>
      (await db.select({ n: count() }).from(materials).where(eq(materials.isStandalone, true)))[0]!.n;
    const before = await standalone();
    const missing = Math.max(0, target - before);
    // Material number n is the n-th standalone one, so a rerun with a larger N continues the list.
    if (missing > 0) await db.transaction((tx) => addGenerated(tx, before + 1, target));
    // PGlite runs no autovacuum: after a bulk load, fresh statistics let the planner pick the
    // search indexes, and the visibility map lets it answer from the indexes alone.
    await db.execute(sql`VACUUM ANALYZE`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const relative = path.relative(callerDir, dataDir);
    const shown = relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `./${relative}` : dataDir;
    console.log(
      [
        `Scale catalogue in ${dataDir} (${seconds} s):`,
        `  demo seed: ${seeded ? 'seeded now' : 'already there'}`,
        `  standalone materials: ${before} before, ${missing} generated now, ${before + missing} in all`,
        '',
        'Start the server on it (the start does not reseed a database that has data):',
        `  DATA_DIR=${shown} npm start`,
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
