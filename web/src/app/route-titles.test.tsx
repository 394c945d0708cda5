import { act, render, waitFor } from '@testing-library/react';
import { matchRoute } from '@the-gate/contract/route-match';
import { ROUTE_ENTRIES, type RouteKey } from '@the-gate/contract/routes';
import { ENGLISH_ROUTE_TEXT } from '@the-gate/contract/routes-en';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { sampleAddress } from '@/test/route-samples';
import { AppProviders } from './app';
import { loadRouteTexts } from './layout/use-route-text';
import { AppRoutes, loadScreen } from './router';

/**
 * Issue 23 §7: every page has a tab title of its own, the route table's, on the first page and on
 * every client navigation; a screen with data of its own names itself from it.
 */

/** Pages that name themselves from their address (a year, a category, a school) at once. */
const FROM_ADDRESS: Partial<Record<RouteKey, string>> = {
  materialsYear: 'Year 5 Materials | The Gate',
  packagesYear: 'Year 5 Packages | The Gate',
  yearLevel: 'Year 5 | The Gate',
  blogCategory: 'Reading Skills | The Gate',
  caseStudy: 'Oakridge International School Case Study | The Gate',
};

/** The app's routes at `address`, with an API that never answers: every screen is still loading its data. */
async function renderApp(address: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  // jsdom does not scroll; the layout scrolls to the top on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  await loadScreen(matchRoute(new URL(address, 'http://localhost').pathname).key);
  const router = createMemoryRouter([], { initialEntries: [address] });
  render(
    <AppProviders queryClient={createQueryClient()} fromServer={false}>
      <RouterProvider router={router}>
        <AppRoutes />
      </RouterProvider>
    </AppProviders>,
  );
  await act(async () => undefined);
  return router;
}

// The texts of every page, which the app fetches at the first navigation (the HTML holds the first page's).
beforeAll(() => loadRouteTexts());

afterEach(() => {
  document.title = 'The Gate';
});

describe('the tab title', { timeout: 30_000 }, () => {
  it.each(ROUTE_ENTRIES.map(([key]) => key))('%s has its own', async (key) => {
    await renderApp(sampleAddress(key));
    expect(document.title).toBe(FROM_ADDRESS[key] ?? ENGLISH_ROUTE_TEXT[key].title);
  });

  it("follows client navigation, never keeping the last screen's own title", async () => {
    const router = await renderApp('/year-level/year-6');
    expect(document.title).toBe('Year 6 | The Gate');
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(document.title).toBe('Sign In | The Gate'), { timeout: 10_000 });
    await act(() => router.navigate('/materials/year-7'));
    await waitFor(() => expect(document.title).toBe('Year 7 Materials | The Gate'), { timeout: 10_000 });
    await act(() => router.navigate('/profile'));
    await waitFor(() => expect(document.title).toBe('Profile | The Gate'), { timeout: 10_000 });
    await act(() => router.navigate('/no/such/page'));
    await waitFor(() => expect(document.title).toBe('Page Not Found | The Gate'), { timeout: 10_000 });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(document.title).toBe('Profile | The Gate'), { timeout: 10_000 });
  });
});
