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

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/**
 * `<link rel="modulepreload">` tags for the chunks of the screen at `pathname` (issue 12 §5): the
 * browser fetches them with the main script instead of after it has run, a round trip less before
 * the page can render. Read from Vite's manifest; the entry and what it imports are left out, as
 * the HTML already loads them. Without a manifest (no build) there are no hints.
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
    return (source && tags.get(source)) || '';
  };
}
