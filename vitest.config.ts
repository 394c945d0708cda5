import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      './web/vite.config.ts',
      // The Arabic build's code (issue 26): what only Arabic changes, in `*.ar.test.ts(x)` files.
      './web/vite.ar-test.config.ts',
      { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Several processes on one database need a real PostgreSQL: CI's second run (DATABASE_URL).
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['**/*.postgres.test.ts'])],
          setupFiles: ['./test/fail-on-console-error.ts'],
          globalSetup: ['./test/warm-image-cache.ts', './test/seed-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
