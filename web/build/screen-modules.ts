import path from 'node:path';
import type { Plugin } from 'vite';
import { isBackOfficeModule } from './back-office-separation';

/** The file the browser reads, at the site's root, to preload a screen's chunks (src/app/screen-modules.ts). */
export const SCREEN_MODULES_FILE = 'screen-modules.json';

/** A screen: a module in a `routes/` folder of the app or of a feature (what the router loads lazily). */
export const isScreenModule = (id: string) =>
  /[\\/]src[\\/](?:app|features[\\/][^\\/]+)[\\/]routes[\\/][^\\/]+\.tsx$/.test(id);

/** What the plugin needs of a built chunk. */
export type BuiltChunk = {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
};

/** A chunk and every chunk it imports statically, transitively. */
function closure(chunks: Map<string, BuiltChunk>, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) closure(chunks, imported, into);
  return into;
}

/**
 * Per screen module (by its path from the web folder, as in Vite's manifest), the script chunks it
 * needs that the page has not loaded already (the entry, the app and what they import): the list
 * the browser preloads when it goes to that screen.
 */
export function screenModules(chunks: readonly BuiltChunk[], root: string): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  for (const chunk of chunks) {
    // The shop's entry: the back office's (admin.html) is not loaded on the shop's pages (issue 24 §6).
    if (chunk.isEntry && !isBackOfficeModule(chunk.facadeModuleId ?? '')) {
      closure(byFile, chunk.fileName, loaded);
      // The app (src/main.tsx), which the entry imports dynamically, and what it imports.
      for (const app of chunk.dynamicImports) closure(byFile, app, loaded);
    }
  }
  const screens: Record<string, string[]> = {};
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId || !isScreenModule(chunk.facadeModuleId)) continue;
    const key = path.relative(root, chunk.facadeModuleId).split(path.sep).join('/');
    screens[key] = [...closure(byFile, chunk.fileName)].filter((file) => !loaded.has(file));
  }
  return screens;
}

/**
 * The router's screens are imported without the list of chunks each needs (Vite writes that list
 * into the importing chunk: 3.6 kB gzip of file names in the app's script, which every page paid,
 * issue 23 §5). The lists go into `screen-modules.json` instead, which the browser reads on its
 * first navigation and preloads from, so a screen's chunks still load side by side, not one after
 * the other. `dropsPreload` tells `build.modulePreload.resolveDependencies` which imports those are.
 */
export function screenModulesPlugin(): Plugin & { dropsPreload: (file: string, host: string) => boolean } {
  const screenFiles = new Set<string>();
  const routerFiles = new Set<string>();
  let root = process.cwd();
  return {
    name: 'the-gate:screen-modules',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // Before Vite's own step writes each dynamic import's list (and asks `dropsPreload`).
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        for (const chunk of chunks) {
          if (chunk.isDynamicEntry && chunk.facadeModuleId && isScreenModule(chunk.facadeModuleId)) {
            screenFiles.add(chunk.fileName);
          }
          if (chunk.moduleIds.some((id) => /[\\/]src[\\/]app[\\/]router\.tsx$/.test(id))) {
            routerFiles.add(chunk.fileName);
          }
        }
        this.emitFile({
          type: 'asset',
          fileName: SCREEN_MODULES_FILE,
          source: JSON.stringify(screenModules(chunks, root)),
        });
      },
    },
    dropsPreload: (file, host) => screenFiles.has(file) && routerFiles.has(host),
  };
}
