import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.head.innerHTML = '';
});

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

/** A fresh copy of the module (it reads the table once), over a server answering `answer`. */
async function withTable(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  const { preloadScreenModules } = await import('./screen-modules');
  return { preloadScreenModules, fetchMock };
}

/** Issue 23 §5: a screen's chunks are asked for side by side on the way to it, from screen-modules.json. */
describe('preloading a screen', () => {
  it('asks for every chunk of the screen at once, each once, reading the table once', async () => {
    const table = {
      'src/a.tsx': ['assets/a.js', 'assets/shared.js'],
      'src/b.tsx': ['assets/b.js', 'assets/shared.js'],
    };
    const { preloadScreenModules, fetchMock } = await withTable(async () => Response.json(table));
    await preloadScreenModules('src/a.tsx');
    expect(preloads()).toEqual(['/assets/a.js', '/assets/shared.js']);
    await preloadScreenModules('src/b.tsx');
    await preloadScreenModules('src/a.tsx');
    expect(preloads()).toEqual(['/assets/a.js', '/assets/shared.js', '/assets/b.js']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/screen-modules.json');
  });

  it('does nothing, and throws nothing, without a table (the dev server) or when the request fails', async () => {
    const missing = await withTable(async () => new Response('Not found', { status: 404 }));
    await expect(missing.preloadScreenModules('src/a.tsx')).resolves.toBeUndefined();
    vi.resetModules();
    const offline = await withTable(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.preloadScreenModules('src/a.tsx')).resolves.toBeUndefined();
    expect(preloads()).toEqual([]);
  });
});
