import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { argumentPresentation } from '@/features/catalogue/test/fixtures';
import { reply, stubApi } from '@/test/stub-api';
import { createPageRenderer, rendersPath } from './entry-server';

/**
 * The server's renderer (decision 012), run here on a stubbed API: the server gives it a transport
 * to its own API; `fetch` stands in for it.
 */
const renderPage = createPageRenderer((path, init) => fetch(path, init));
const MATERIAL = `/material/${argumentPresentation.id}`;
const SHARED_CONTEXTS =
  'Detected multiple renderers concurrently rendering the same context provider. This is currently unsupported.';

afterEach(() => vi.unstubAllGlobals());

describe('rendering a page on the server (issue 12 §5)', () => {
  it('renders the landing pages and leaves the rest, signed-in screens included, to the browser', () => {
    for (const path of ['/', '/materials', MATERIAL, '/digital-books/4', '/packages/year-5/3', '/blog/a-post']) {
      expect(rendersPath(path), path).toBe(true);
    }
    for (const path of ['/about', '/my-materials', '/login', '/materials/type/2', '/no-such-page']) {
      expect(rendersPath(path), path).toBe(false);
    }
  });

  it("renders a material with the answer it asked for, and carries that answer for the browser's cache", async () => {
    const fetchMock = stubApi({ [`/api/materials/${argumentPresentation.id}`]: argumentPresentation });
    const page = await renderPage(MATERIAL);
    expect(page).not.toBeNull();
    expect(page!.html).toContain(
      `<h1 class="text-2xl font-bold text-slate-900 sm:text-3xl"><bdi>${argumentPresentation.title}</bdi></h1>`,
    );
    const state = JSON.parse(page!.state);
    expect(state.queries.queries.map((query: { queryKey: unknown }) => query.queryKey)).toEqual([
      ['material', argumentPresentation.id],
    ]);
    // As a signed-out visitor: no token goes with the request.
    const headers = new Headers(fetchMock.mock.calls[0]![1]?.headers);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('gives up on a page whose data failed, at once and without retrying, so the browser renders it', async () => {
    const fetchMock = stubApi({ [`/api/materials/${argumentPresentation.id}`]: reply(500, { message: 'Down.' }) });
    expect(await renderPage(MATERIAL)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives nothing for a page it does not render', async () => {
    const fetchMock = stubApi({});
    expect(await renderPage('/about')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the browser taking over a rendered page', () => {
  it("hydrates the server's HTML without a difference, keeps its elements, and makes a press made before it", async () => {
    stubApi({ [`/api/materials/${argumentPresentation.id}`]: argumentPresentation });
    const page = (await renderPage(MATERIAL))!;
    window.history.replaceState(null, '', MATERIAL);
    document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="server-state">${page.state}</script>`;
    const heading = screen.getByRole('heading', { level: 1 });
    // React's development build says this once the server's renderer and the browser's have both
    // used the same contexts, which only a test can do (they run in one page here). Anything else
    // logged would be a difference between the HTML and the app's first render.
    const logged: unknown[][] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });

    // Pressed before the app has run (boot.ts holds it); the app makes it again once it has hydrated.
    const { holdEarlyPresses } = await import('./app/early-presses');
    holdEarlyPresses();
    screen.getByRole('button', { name: /^Buy for/ }).click();
    await import('./main');

    expect(await screen.findByRole('dialog', { name: /Shopping Cart/ }, { timeout: 3000 })).toBeVisible();
    // The same element the server sent, not a new one drawn over it. (Any difference between the
    // HTML and the app's first render would be a console error, which fails the test.)
    expect(document.querySelector('h1')).toBe(heading);
    await waitFor(() => expect(screen.getByRole('button', { name: /In Cart/, hidden: true })).toBeDisabled());
    expect(logged.filter(([message]) => message !== SHARED_CONTEXTS)).toEqual([]);
  });
});
