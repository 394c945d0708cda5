import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The web app's screen module for the storefront's landing pages (web/src/app/router.tsx), by
 * address. Only these pages get the hints; any other page loads as before. `route-modules.test.ts`
 * checks that every module named here exists, so a moved screen is noticed.
 */
export const ROUTE_MODULES: readonly [RegExp, string][] = [
  [/^\/$/, 'src/app/routes/home.tsx'],
  [/^\/materials$/, 'src/features/catalogue/routes/materials-page.tsx'],
  [/^\/materials\/type\/[^/]+$/, 'src/features/catalogue/routes/materials-type-page.tsx'],
  [/^\/material\/[^/]+$/, 'src/features/catalogue/routes/material-detail-page.tsx'],
  [/^\/digital-books$/, 'src/features/books/routes/digital-books-page.tsx'],
  [/^\/digital-books\/[^/]+$/, 'src/features/books/routes/digital-book-page.tsx'],
  [/^\/packages$/, 'src/features/packages/routes/packages-page.tsx'],
  [/^\/packages\/[^/]+\/[^/]+$/, 'src/features/packages/routes/package-detail-page.tsx'],
  [/^\/the-gate-exams\/[^/]+$/, 'src/features/exams/routes/exam-page.tsx'],
  [/^\/teacher-courses\/[^/]+$/, 'src/features/courses/routes/teacher-course-page.tsx'],
  [/^\/blog$/, 'src/app/routes/blog-list.tsx'],
  [/^\/blog\/(?!category\/)[^/]+$/, 'src/app/routes/blog-article.tsx'],
];

/** The app's module, which the HTML's entry imports (web/src/boot.ts). */
export const APP_MODULE = 'src/main.tsx';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/**
 * `<link rel="modulepreload">` tags for a page the browser renders: the app's module and what it
 * imports, for every page, and the chunks of the screen at `pathname` (issue 12 §5) at low
 * priority, so the browser fetches them with the entry script instead of after it has run, a round
 * trip less each before the page can render. Read from Vite's manifest; the entry and what it
 * imports are left out, as the HTML already loads them. Without a manifest (no build) there are no
 * hints. (A page rendered on the server gets none: its code waits for its pictures, decision 012.)
 */
export function routeModulePreloads(distDir: string): (pathname: string) => string {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

  const loadedByEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loadedByEntry);

  // The app itself, which the entry imports at once on a page the browser renders (web/src/boot.ts):
  // fetched with the entry rather than after it has run.
  const app = new Set<string>();
  collect(APP_MODULE, app);
  const appTags = [...app]
    .filter((key) => !loadedByEntry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`);
  for (const key of app) loadedByEntry.add(key);

  const tags = new Map<string, string>();
  for (const [, source] of ROUTE_MODULES) {
    const chunks = new Set<string>();
    collect(source, chunks);
    const files = [...chunks].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]!.file);
    tags.set(
      source,
      files
        .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}" />`)
        .join('\n    '),
    );
  }
  return (pathname) => {
    const source = ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1];
    const route = (source && tags.get(source)) || '';
    return [...appTags, ...(route ? [route] : [])].join('\n    ');
  };
}
