import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReaderMaterial } from '@the-gate/contract/library';
import { vi } from 'vitest';
import { paths } from '@/config/paths';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { ReaderPage } from '../routes/reader-page';

export const TOKEN = 'reader-test-token';
export const signIn = () => sessionStorage.setItem(AUTH_TOKEN_KEY, TOKEN);

export const readingPack: ReaderMaterial = {
  id: 7,
  title: 'Year 7 Reading Pack',
  fileUrl: '/files/materials/7/reading-pack.pdf?expires=1767225600&signature=abc123',
  pages: 3,
};
export const READER_API = '/api/materials/7/reader';

/** Renders `/reader/{id}` and the pages its links lead to, as the app will. */
export function renderReader(initialEntry = paths.reader.href(readingPack.id)) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.reader.path, element: <ReaderPage /> },
      { path: paths.login.path, element: <h1>Login page</h1> },
      { path: paths.material.path, element: <h1>Material page</h1> },
      { path: paths.myMaterials.path, element: <h1>My Materials page</h1> },
    ],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user };
}

/** The reading area's width as a ResizeObserver reports it; `resizeTo` is a window resize. */
export function stubReadingWidth(initialWidth: number) {
  let width = initialWidth;
  const observers = new Set<FakeResizeObserver>();
  class FakeResizeObserver {
    private readonly targets = new Set<Element>();
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.targets.add(target);
      observers.add(this);
      this.report();
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      observers.delete(this);
    }
    report() {
      const entries = [...this.targets].map((target) => ({ target, contentRect: { width } }) as ResizeObserverEntry);
      this.callback(entries, this as unknown as ResizeObserver);
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return {
    resizeTo(next: number) {
      width = next;
      act(() => {
        for (const observer of observers) observer.report();
      });
    },
  };
}

/** The stand-in of the page on screen (see fake-react-pdf). */
export const shownPage = () => screen.getByTestId('pdf-page');
export const pageStatus = () => screen.getByRole('status');
