/**
 * Bundle budget: the gzip size of the JavaScript each route needs before it can render — the
 * entry chunk, the app it imports at once (`src/main.tsx`, see web/src/boot.ts), the route's lazy
 * chunk, and every chunk they import statically — read from Vite's
 * build manifest after a fresh production build. Budget: 150 kB gzip per route (issue 3).
 * Run with `npm run bench:web`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB = path.resolve(import.meta.dirname, '../web');
const DIST = path.join(WEB, 'dist');
const BUDGET_KB = 150;

/** The routes to measure and the module each one loads lazily (see web/src/app/router.tsx). */
const ROUTES: Record<string, string> = {
  '/': 'src/app/routes/home.tsx',
  '/materials': 'src/features/catalogue/routes/materials-page.tsx',
};

/** The app's module, which the entry (src/boot.ts) imports before anything renders in the browser. */
const APP = 'src/main.tsx';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean; css?: string[] };
type Manifest = Record<string, Chunk>;

function build() {
  execFileSync('npm', ['run', 'build', '-w', '@the-gate/web'], { stdio: 'inherit' });
}

/** The chunk and everything it imports statically, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

function main() {
  build();
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk.');

  let over = false;
  console.log(`\nJavaScript loaded first, gzip level 9 (budget ${BUDGET_KB} kB per route)`);
  for (const [route, module] of Object.entries(ROUTES)) {
    if (!manifest[module]) throw new Error(`No chunk for ${module}: is it still lazily loaded by the router?`);
    if (!manifest[APP]) throw new Error(`No chunk for ${APP}: does the entry still import it?`);
    const keys = new Set([...closure(manifest, entryKey), ...closure(manifest, APP), ...closure(manifest, module)]);
    const files = [...keys].map((key) => manifest[key]!.file);
    const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
    const verdict = total <= BUDGET_KB ? 'within budget' : 'OVER BUDGET';
    over ||= total > BUDGET_KB;
    console.log(`\n${route}: ${total.toFixed(1)} kB in ${files.length} files (${verdict})`);
    for (const file of files.sort()) console.log(`  ${gzipKb(file).toFixed(1).padStart(6)} kB  ${file}`);
  }
  if (over) process.exitCode = 1;
}

main();
