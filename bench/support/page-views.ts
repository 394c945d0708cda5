/**
 * What a shopper of `bench:load` does after each think time: one page view, drawn by weight. A page
 * view is the page's HTML (when it is a page of its own) and the API calls its screen makes, as a
 * browser sends them: one after the other, or together where the screen asks for both at once.
 */
import type { LoadPlan, Shopper } from './shoppers';

const searchPath = (query: string, page: number) => `/api/materials/search?${query ? `${query}&` : ''}page=${page}`;

export type PageView = { weight: number; run: (shopper: Shopper, plan: LoadPlan) => Promise<void> };

/** Checkout in the cart drawer: the prefill and the price, the form, then the hosted card page's address. */
export const CHECKOUT: PageView = { weight: 8, run: (s) => s.checkout() };

export const PAGE_VIEWS: PageView[] = [
  {
    weight: 10, // the home page
    run: async (s) => {
      await s.send('browse', 'GET / (HTML)', '/');
      await s.send('browse', 'GET /api/materials/popular', '/api/materials/popular?limit=8');
    },
  },
  {
    weight: 12, // /materials, sometimes scrolled to the next page
    run: async (s, plan) => {
      await s.send('browse', 'GET /materials (HTML)', '/materials');
      await s.send('browse', 'GET /api/materials/search (list)', searchPath('', 1));
      if (plan.listPages > 1 && s.chance(0.3)) {
        await s.think(500, 2000);
        await s.send('browse', 'GET /api/materials/search (list)', searchPath('', 2));
      }
    },
  },
  {
    weight: 4, // the whole catalogue, as the API's other clients read it (the web app searches instead)
    run: async (s) => {
      await s.send('browse', 'GET /api/materials', '/api/materials');
    },
  },
  {
    weight: 20, // a material's page
    run: async (s, plan) => {
      const id = s.pick(plan.materialIds);
      await s.send('browse', 'GET /material/{id} (HTML)', `/material/${id}`);
      await s.send('browse', 'GET /api/materials/{id}', `/api/materials/${id}`);
    },
  },
  {
    weight: 22, // a search typed on /materials (a prefix first, for a slower typist), then often a filter ticked
    run: async (s, plan) => {
      const text = s.pick(plan.searches.typed);
      const typed = `q=${encodeURIComponent(text)}`;
      if (text.length > 4 && s.chance(0.4)) {
        await s.send(
          'search',
          'GET /api/materials/search?q=…',
          searchPath(`q=${encodeURIComponent(text.slice(0, 3))}`, 1),
        );
        await s.think(300, 1000);
      }
      await s.send('search', 'GET /api/materials/search?q=…', searchPath(typed, 1));
      if (s.chance(0.5)) {
        await s.think(1000, 3000);
        const filter = s.pick(plan.searches.filters);
        await s.send('search', 'GET /api/materials/search?q=…&filter', searchPath(`${typed}&${filter}`, 1));
      }
    },
  },
  {
    weight: 15, // My Materials: a page of the browser's own (the app shell), its library and the reader's address
    run: async (s) => {
      await s.send('library', 'GET /my-materials (HTML)', '/my-materials');
      await Promise.all([
        s.send('library', 'GET /api/materials/me', '/api/materials/me'),
        s.send('library', 'GET /api/app-config', '/api/app-config'),
      ]);
    },
  },
  {
    weight: 5, // signing in again: another tab, another device, a session ended
    run: (s) => s.signIn(),
  },
  CHECKOUT,
];
