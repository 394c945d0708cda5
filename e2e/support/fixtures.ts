import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey starts with an empty cart and fails on any error a page logs: the journey's page and
 * every tab it opens (the reader, a file), so a refusal by the Content-Security-Policy anywhere shows.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page, context }, use) => {
      const errors: string[] = [];
      const watch = (watched: Page) => {
        const where = watched === page ? '' : ' (in another tab)';
        watched.on('pageerror', (error) => errors.push(`${error.message}${where}`));
        watched.on('console', (message) => {
          // Chromium reports every non-2xx response this way; journeys assert those outcomes themselves.
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
            errors.push(`${message.text()}${where}`);
          }
        });
      };
      watch(page);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'errors logged by the pages').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
