/**
 * Bundle budget (issue 23 §5), in two measures, after a fresh production build:
 *
 * 1. Every route, from Vite's build manifest: the gzip size of the JavaScript a route needs before it
 *    can render — the entry chunk, the app it boots (`src/main.tsx`, see web/src/boot.ts), the
 *    route's lazy chunk, and every chunk they import statically. The routes are the screens in the
 *    `routes/` folders of web/src/app and web/src/features/*, which the router loads lazily. Budget
 *    140 kB gzip per route.
 * 2. The six landing pages in Chromium, as a phone pays for them: the real server on the demo data,
 *    each page opened cold in a mobile viewport, and the gzip size of every script the browser
 *    fetched before the network settled (whatever the page preloads, boots or loads on idle).
 *    Budget 120 kB gzip per page. Parts far down a page whose code loads only as they come near the
 *    screen (web/src/components/near-screen.tsx: the home page's blocks, an article's sidebar) are
 *    not fetched on the phone, so not counted here; measure 1 counts them, as routes of their own.
 *
 * Both measures are taken in both languages (issue 26 §7): the English build (web/dist) and the
 * Arabic one (web/dist/ar, its pages under /ar), each against the same budgets.
 *
 * Over either budget, the run exits 1. Run with `npm run bench:web` (BENCH_SKIP_BUILD=1 reuses the
 * build; BENCH_SKIP_BROWSER=1 leaves out the second measure).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, devices } from 'playwright-core';
import { buildWebApp, CHROMIUM_FLAGS, CHROMIUM_PATH, startBenchServer } from './support/bench-server';
import { landingPagesInBothLanguages } from './support/landing-pages';

const WEB = path.resolve(import.meta.dirname, '../web');
const DIST = path.join(WEB, 'dist');
const ROUTE_BUDGET_KB = 140;
const LANDING_BUDGET_KB = 120;
/** The phone the landing pages are opened on: Playwright's profile (viewport, touch, user agent) closest to Lighthouse's Moto G Power. */
const PHONE = 'Pixel 5';

/** The shop's page and the back office's (issue 24 §6), the build's two entries. */
const STOREFRONT_ENTRY = 'index.html';
const ADMIN_ENTRY = 'admin.html';

/** The app's module, which the entry (src/boot.ts) imports before anything renders in the browser. */
const APP = 'src/main.tsx';

type Chunk = {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};
type Manifest = Record<string, Chunk>;

/** The chunk and everything it imports statically, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** The two builds of the shop: English at the root, Arabic under /ar (web/dist/ar). */
const BUILDS = [
  { language: 'English', dir: DIST },
  { language: 'Arabic', dir: path.join(DIST, 'ar') },
] as const;

const gzipBytes = new Map<string, number>();
/**
 * A built file's size as gzip level 9, which is what the server sends a browser that asks for gzip
 * (the `.gz` sibling). `file` is from the build folder `dir`.
 */
function gzipKb(file: string, dir: string = DIST): number {
  const full = path.join(dir, file);
  let bytes = gzipBytes.get(full);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(full), { level: 9 }).length;
    gzipBytes.set(full, bytes);
  }
  return bytes / 1024;
}
/**
 * What the server sends a browser that takes brotli, as Chromium does: the build's `.br` sibling
 * (or the file itself where brotli would not be smaller). For information; the budget is in gzip.
 */
function brotliBytes(urlPath: string): number {
  const file = path.join(DIST, urlPath);
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
}
const sumKb = (files: Iterable<string>, dir: string = DIST) =>
  [...files].reduce((sum, file) => sum + gzipKb(file, dir), 0);

/**
 * The route screens, as manifest keys: every module in a `routes/` folder (tests aside). Found by
 * folder rather than read from the router, so a new screen is measured without being listed here.
 */
function routeModules(): string[] {
  const folders = [path.join(WEB, 'src/app/routes')];
  for (const feature of readdirSync(path.join(WEB, 'src/features'), { withFileTypes: true })) {
    if (feature.isDirectory()) folders.push(path.join(WEB, 'src/features', feature.name, 'routes'));
  }
  return folders
    .flatMap((folder) => {
      try {
        return readdirSync(folder).map((name) => path.join(folder, name));
      } catch {
        return [];
      }
    })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.relative(WEB, file).split(path.sep).join('/'))
    .sort();
}

/** Measure 1: every route from a build's manifest (in `dir`). True when one is over budget. */
function measureRoutes(manifest: Manifest, dir: string, language: string): boolean {
  // The shop's page; the back office (admin.html) is an entry of its own, measured apart.
  const entryKey = STOREFRONT_ENTRY;
  if (!manifest[entryKey]?.isEntry) throw new Error(`The build manifest has no entry chunk for ${entryKey}.`);
  if (!manifest[APP]) throw new Error(`No chunk for ${APP}: does the entry still import it?`);
  const base = new Set([...closure(manifest, entryKey), ...closure(manifest, APP)]);
  const baseKb = sumKb(
    [...base].map((key) => manifest[key]!.file),
    dir,
  );

  const rows: { module: string; kb: number; files: number }[] = [];
  const notChunks: string[] = [];
  for (const module of routeModules()) {
    if (!manifest[module]) {
      // Imported statically by another screen (a section of it): measured with that screen.
      notChunks.push(module);
      continue;
    }
    const files = new Set([...base, ...closure(manifest, module)].map((key) => manifest[key]!.file));
    rows.push({ module, kb: sumKb(files, dir), files: files.size });
  }

  console.log(
    `\n${language}: every route, JavaScript loaded before it renders, gzip level 9 (budget ${ROUTE_BUDGET_KB} kB)` +
      `\nEvery route pays the entry and the app it boots: ${baseKb.toFixed(1)} kB in ${base.size} files.\n`,
  );
  const width = Math.max(...rows.map((row) => row.module.length));
  console.log(`${'route module'.padEnd(width)}      kB  files`);
  for (const row of rows) {
    const verdict = row.kb <= ROUTE_BUDGET_KB ? '' : '  OVER BUDGET';
    console.log(
      `${row.module.padEnd(width)}  ${row.kb.toFixed(1).padStart(6)}  ${String(row.files).padStart(5)}${verdict}`,
    );
  }
  const over = rows.filter((row) => row.kb > ROUTE_BUDGET_KB);
  const largest = rows.reduce((a, b) => (b.kb > a.kb ? b : a));
  console.log(
    `\n${language}: ${rows.length} routes, largest ${largest.kb.toFixed(1)} kB (${largest.module}), ${over.length} over budget.`,
  );
  if (notChunks.length)
    console.log(`Not a chunk of their own (part of the screen that imports them): ${notChunks.join(', ')}`);
  return over.length > 0;
}

/**
 * The back office (issue 24 §6), apart from the shop's routes and without a budget: what its page
 * loads, from its own build's manifest (web/vite.admin.config.ts), and that no file of the shop's
 * manifest is one of its modules (the shop's build fails on it too, web/build/back-office-separation.ts).
 * True when the shop holds any of it.
 */
function measureBackOffice(shop: Manifest): boolean {
  const admin = JSON.parse(readFileSync(path.join(DIST, '.vite', 'admin-manifest.json'), 'utf8')) as Manifest;
  if (!admin[ADMIN_ENTRY]?.isEntry)
    throw new Error(`The back office's manifest has no entry chunk for ${ADMIN_ENTRY}.`);
  const leaked = Object.keys(shop).filter((key) => key === ADMIN_ENTRY || key.startsWith('src/admin/'));
  const files = new Set([...closure(admin, ADMIN_ENTRY)].map((key) => admin[key]!.file));
  console.log(
    `\nThe back office (${ADMIN_ENTRY}, a build of its own, no budget): ${sumKb(files).toFixed(1)} kB gzip in ${files.size} files before it renders.` +
      (leaked.length
        ? `\nTHE SHOP'S BUILD HOLDS ITS MODULES: ${leaked.join(', ')}`
        : "\nThe shop's build holds none of it."),
  );
  return leaked.length > 0;
}

/** Measure 2: the six landing pages in Chromium. True when one is over budget. */
async function measureLandingPages(): Promise<boolean> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gate-bench-web-'));
  const server = await startBenchServer(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  let over = false;
  try {
    const pages = await landingPagesInBothLanguages(server.url);
    console.log(
      `\nThe landing pages in Chromium (${PHONE}, cold cache): every script fetched before the network` +
        ` settled, gzip as sent (budget ${LANDING_BUDGET_KB} kB)\n`,
    );
    console.log('page              kB  scripts  brotli kB  path');
    const details: string[] = [];
    for (const [name, pagePath] of Object.entries(pages)) {
      const scripts = await scriptsFetched(browser, server.url + pagePath);
      const kb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
      const brotliKb = scripts.reduce((sum, script) => sum + brotliBytes(script.file), 0) / 1024;
      over ||= kb > LANDING_BUDGET_KB;
      const verdict = kb <= LANDING_BUDGET_KB ? '' : '  OVER BUDGET';
      console.log(
        `${name.padEnd(13)} ${kb.toFixed(1).padStart(6)}  ${String(scripts.length).padStart(7)}  ${brotliKb.toFixed(1).padStart(9)}  ${pagePath}${verdict}`,
      );
      details.push(
        `${name}:\n${scripts
          .sort((a, b) => b.bytes - a.bytes)
          .map((script) => `  ${(script.bytes / 1024).toFixed(1).padStart(6)} kB  ${script.file}`)
          .join('\n')}`,
      );
    }
    console.log(`\n${details.join('\n')}`);
  } finally {
    await browser.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return over;
}

/**
 * The scripts a cold page load fetched until the network was idle (no request for 500 ms), with
 * their sizes on the wire. The browser asks for gzip only, so the size is the gzip the server sends
 * (a browser that takes brotli gets less). The page must have been taken over by the app, so the
 * scripts that boot it are all counted.
 */
async function scriptsFetched(browser: Browser, url: string) {
  const context = await browser.newContext({ ...devices[PHONE], extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = await context.newPage();
  const scripts: Promise<{ file: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    const file = new URL(request.url()).pathname;
    if (!/\.m?js$/.test(file)) return;
    scripts.push(
      (async () => {
        const response = await request.response();
        if (response?.headers()['content-encoding'] !== 'gzip') throw new Error(`${file} was not sent as gzip.`);
        return { file, bytes: (await request.sizes()).responseBodySize };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const hydrated = await page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  if (!hydrated) throw new Error(`${url}: the app had not started when the network settled.`);
  const fetched = await Promise.all(scripts);
  await context.close();
  return fetched;
}

async function main() {
  buildWebApp();
  let routesOver = false;
  for (const { language, dir } of BUILDS) {
    const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    routesOver = measureRoutes(manifest, dir, language) || routesOver;
    if (dir === DIST) routesOver = measureBackOffice(manifest) || routesOver;
  }
  const landingOver = process.env.BENCH_SKIP_BROWSER === '1' ? false : await measureLandingPages();
  if (routesOver || landingOver) {
    console.log('\nOver budget: the run fails.');
    process.exitCode = 1;
  }
}

await main();
