import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { LIBRARIES } from './build/libraries';
import { localeCataloguesPlugin } from './build/locale-catalogs';
import { precompress } from './build/precompress';

/**
 * The back office (issue 24 §6): `admin.html` and `src/admin/`, built after the shop into the same
 * `dist/` (its own hashed files under `assets/`, its manifest in `.vite/admin-manifest.json`). A build
 * of its own, so the shop's pages never load a byte of it, and nothing the two share moves into a
 * chunk the shop would fetch. The server answers /admin with `dist/admin.html`.
 */
export default defineConfig({
  // The back office is English only; the shop's code it shares reads its texts in English.
  plugins: [localeCataloguesPlugin('en'), react(), tailwindcss(), precompress({ bundleOnly: true })],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: '.vite/admin-manifest.json',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { admin: path.resolve(import.meta.dirname, 'admin.html') },
      output: { codeSplitting: { groups: [{ name: 'admin-libraries', test: LIBRARIES }] } },
    },
  },
});
