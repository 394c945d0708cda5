import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { backOfficeSeparationPlugin } from './build/back-office-separation';
import { screenModulesPlugin } from './build/screen-modules';

// `npm run dev`: the Vite dev server with hot reload, against the API on API_URL (default :3000).
const api = process.env.API_URL ?? 'http://localhost:3000';

/** Text the browser loads from the build; images and fonts are compressed formats already. */
const TEXT_FILES = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map|ico)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9) next to every text file of the
 * build, public files included, which the server sends as they are (issue 12 §1): the slowest
 * settings cost seconds once per build instead of CPU on every request. No size threshold, because
 * @fastify/compress would compress a small file on every request instead (it compresses a streamed
 * file whatever its size); a sibling that would not be smaller is not written.
 */
function precompress(): Plugin {
  return {
    name: 'the-gate:precompress',
    // The browser's build only: the server-rendering bundle is read from disk by the server.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler({ dir }) {
        if (!dir) return;
        const names = (await readdir(dir, { recursive: true, encoding: 'utf8' })).filter((name) =>
          TEXT_FILES.test(name),
        );
        let plain = 0;
        let compressed = 0;
        await Promise.all(
          names.map(async (name) => {
            const file = path.join(dir, name);
            const body = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < body.length) await writeFile(`${file}.br`, br);
            if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
            plain += body.length;
            compressed += Math.min(br.length, body.length);
          }),
        );
        const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
        this.info(`precompressed ${names.length} text files: ${kB(plain)}, ${kB(compressed)} as brotli`);
      },
    },
  };
}

const screenModules = screenModulesPlugin();

/**
 * The libraries every page runs: React, the router, the data cache (not the back office's table
 * library, @tanstack/react-table, which stays its own), class names.
 */
const LIBRARIES =
  /node_modules[\\/](?:react|react-dom|scheduler|wouter|regexparam|@tanstack[\\/](?:react-query|query-core)|clsx|class-variance-authority)[\\/]/;
/** What the back office (admin.html) uses of what every page of the shop loads anyway. */
const SHARED_WITH_BACK_OFFICE =
  /[\\/](?:web[\\/]src[\\/](?:lib[\\/](?:api-client|auth-token|cn|query-client|router[\\/][^\\/]+)|stores[\\/]session[\\/]session-store|components[\\/](?:error-state|ui[\\/]button))\.tsx?|node_modules[\\/](?:use-sync-external-store|@radix-ui[\\/]react-(?:slot|compose-refs)|lucide-react[\\/]dist[\\/]esm[\\/](?:shared[\\/]|context|Icon|createLucideIcon|icons[\\/](?:loader-circle|log-out|rotate-cw|triangle-exclamation-point)\.)))/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress(), screenModules, backOfficeSeparationPlugin()],
  // The `@/` alias is defined once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
  server: { proxy: { '/api': api, '/files': api } },
  // The manifest lets bench/web.bench.ts measure what each route loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // Every browser the build targets preloads modules itself; the polyfill would cost every page.
    // The router's screens preload their chunks from screen-modules.json (build/screen-modules.ts).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostId }) => (screenModules.dropsPreload(file, hostId) ? [] : deps),
    },
    // The libraries every page runs (React, the router, the data cache, class names) in one chunk:
    // the app is imported by the entry (src/boot.ts), and without this the bundler splits what it
    // shares with the screens into a dozen small files, each compressed on its own (bench:web).
    // Two pages, one build (issue 24 §6): the shop (index.html) and the back office (admin.html), which
    // shares the libraries chunk but nothing of its own with the shop (bench:web checks the manifest).
    ...(!isSsrBuild && {
      rolldownOptions: {
        input: {
          index: path.resolve(import.meta.dirname, 'index.html'),
          admin: path.resolve(import.meta.dirname, 'admin.html'),
        },
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'libraries',
                // And what the back office shares with every page of the shop (the API client, the
                // session, the router's hooks, the button, the icons' base): without this the bundler
                // splits it out of the app into chunks of its own, which every page of the shop would
                // fetch as extra files (issue 24 §6; bench:web's landing pages).
                test: (id: string) => LIBRARIES.test(id) || SHARED_WITH_BACK_OFFICE.test(id),
              },
            ],
          },
        },
      },
    }),
  },
  // The server-rendering bundle (`vite build --ssr src/entry-server.tsx`) carries its libraries,
  // React's production build among them, whatever NODE_ENV the server runs with. linkedom stays
  // outside: it loads optional modules at run time.
  ...(isSsrBuild && {
    ssr: { noExternal: true, external: ['linkedom'] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
}));
