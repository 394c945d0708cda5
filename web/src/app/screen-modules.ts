/** Per screen module, the chunks it needs beyond what the page has loaded (web/build/screen-modules.ts). */
type ScreenModules = Record<string, readonly string[]>;

let table: Promise<ScreenModules> | undefined;
const preloaded = new Set<string>();

/** The table, read once; without one (the dev server, a failed request) screens load their chunks as they import them. */
function readTable(): Promise<ScreenModules> {
  table ??= fetch(`${import.meta.env.BASE_URL}screen-modules.json`)
    .then((response) => (response.ok ? (response.json() as Promise<ScreenModules>) : {}))
    .catch(() => ({}));
  return table;
}

/**
 * Asks the browser for every chunk the screen `module` needs at once, as `<link rel="modulepreload">`,
 * while the screen's own chunk loads: otherwise each chunk would be found, and fetched, only once the
 * one importing it had arrived (up to five round trips one after the other). Each chunk is asked for once.
 */
export async function preloadScreenModules(module: string): Promise<void> {
  if (typeof document === 'undefined') return;
  const chunks = (await readTable())[module] ?? [];
  for (const file of chunks) {
    const href = `${import.meta.env.BASE_URL}${file}`;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
