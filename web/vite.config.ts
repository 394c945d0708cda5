import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { backOfficeSeparationPlugin } from './build/back-office-separation';
import { LIBRARIES } from './build/libraries';
import { localeCataloguesPlugin, localeOfMode } from './build/locale-catalogs';
import { precompress } from './build/precompress';
import { screenModulesPlugin } from './build/screen-modules';

// `npm run dev`: the Vite dev server with hot reload, against the API on API_URL (default :3000).
const api = process.env.API_URL ?? 'http://localhost:3000';

const screenModules = screenModulesPlugin();

// One build per language (issue 26, decision 026): `vite build` is the English shop at the site's
// root, `vite build --mode ar` the Arabic one under /ar (dist/ar, and dist-server/ar for its renderer).
export default defineConfig(({ isSsrBuild, mode }) => {
  const locale = localeOfMode(mode);
  const arabic = locale === 'ar';
  return {
    base: arabic ? '/ar/' : '/',
    plugins: [
      localeCataloguesPlugin(locale),
      react(),
      tailwindcss(),
      precompress(),
      screenModules,
      backOfficeSeparationPlugin(),
    ],
    // The `@/` alias is defined once, in tsconfig.json.
    resolve: { tsconfigPaths: true },
    server: { proxy: { '/api': api, '/files': api } },
    // The manifest lets bench/web.bench.ts measure what each route loads.
    build: {
      outDir: arabic ? 'dist/ar' : 'dist',
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
      // The back office (admin.html) is a build of its own (vite.admin.config.ts, issue 24 §6): it
      // shares no chunk with the shop, so nothing it uses changes what a page of the shop loads.
      ...(!isSsrBuild && {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'libraries', test: LIBRARIES }] } },
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
      name: arabic ? 'web-ar' : 'web',
      environment: 'jsdom',
      // `*.ar.test.tsx` check the Arabic build (web-ar, vite.ar-test.config.ts); the rest the English.
      include: arabic ? ['src/**/*.ar.test.{ts,tsx}'] : ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      exclude: arabic ? [] : ['**/node_modules/**', 'src/**/*.ar.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
    },
  };
});
