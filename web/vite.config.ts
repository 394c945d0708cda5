import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// `npm run dev`: the Vite dev server with hot reload, against the API on API_URL (default :3000).
const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The `@/` alias is defined once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
  server: { proxy: { '/api': api, '/files': api } },
  // The manifest lets bench/web.bench.ts measure what each route loads.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
