import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Vitest globalSetup of the server tests: every test file seeds the demo catalogue, whose ~200
 * pictures have raster renditions that take about a minute of CPU to encode the first time
 * (docs/decisions/010-image-renditions.md). Seeding once here, before the files start, fills the
 * rendition cache, so parallel files do not each encode them all at once and run past their hook
 * timeout. Skipped while the cache already holds this version of the demo pictures.
 */
export default async function warmImageCache() {
  const { RENDITION_CACHE } = await import('../src/lib/images');
  const marker = path.join(RENDITION_CACHE, `demo-seed-${await demoPicturesVersion()}`);
  if (existsSync(marker)) return;

  const [{ default: pino }, { openDatabase }, { runMigrations }, { FileStorage }, { seedDemoData }] = await Promise.all(
    [
      import('pino'),
      import('../src/db/client'),
      import('../src/db/migrate'),
      import('../src/lib/file-storage'),
      import('../src/seed/run-seed'),
    ],
  );
  const dataDir = await mkdtemp(path.join(tmpdir(), 'the-gate-warm-'));
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: null, logger: pino({ level: 'silent' }) });
  try {
    await runMigrations(database);
    await seedDemoData(database, new FileStorage(dataDir, 'warm'));
    await mkdir(RENDITION_CACHE, { recursive: true });
    await writeFile(marker, '');
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A hash of the code that draws the demo pictures: the seed, its data and the SVG builder. */
async function demoPicturesVersion(): Promise<string> {
  const src = path.join(import.meta.dirname, '..', 'src');
  const seed = (await readdir(path.join(src, 'seed'), { recursive: true })).map((file) => path.join('seed', file));
  const files = [...seed.filter((file) => file.endsWith('.ts')).sort(), path.join('lib', 'assets', 'svg.ts')];
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(await readFile(path.join(src, file)));
  return hash.digest('hex').slice(0, 16);
}
