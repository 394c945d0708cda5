import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_ENTRIES, type RouteKey } from '@the-gate/contract/routes';

/**
 * The web app's screen module of each storefront landing page, from the route table's `preload`
 * (`@the-gate/contract/routes`). Only these pages get the hints; any other page loads as before.
 * `route-modules.test.ts` checks that every module named there exists, so a moved screen is noticed.
 */
export const ROUTE_MODULES: ReadonlyMap<RouteKey, string> = new Map(
  ROUTE_ENTRIES.flatMap(([key, { preload }]) => (preload ? [[key, preload] as const] : [])),
);

/** The app's module, which the HTML's entry imports (web/src/boot.ts). */
export const APP_MODULE = 'src/main.tsx';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/**
 * `<link rel="modulepreload">` tags for a page the browser renders: the app's module and what it
 * imports, for every page, and the chunks of the page's screen (issue 12 §5) at low
 * priority, so the browser fetches them with the entry script instead of after it has run, a round
 * trip less each before the page can render. Read from Vite's manifest; the entry and what it
 * imports are left out, as the HTML already loads them. Without a manifest (no build) there are no
 * hints. (A page rendered on the server gets none: its code waits for its pictures, decision 012.)
 */
export function routeModulePreloads(distDir: string, base = '/'): (page: RouteKey) => string {
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
    .map((key) => `<link rel="modulepreload" crossorigin href="${base}${manifest[key]!.file}" />`);
  for (const key of app) loadedByEntry.add(key);

  const tags = new Map<RouteKey, string>();
  for (const [page, source] of ROUTE_MODULES) {
    const chunks = new Set<string>();
    collect(source, chunks);
    const files = [...chunks].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]!.file);
    tags.set(
      page,
      files
        .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${base}${file}" />`)
        .join('\n    '),
    );
  }
  return (page) => {
    const route = tags.get(page) || '';
    return [...appTags, ...(route ? [route] : [])].join('\n    ');
  };
}
