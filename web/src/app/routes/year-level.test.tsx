import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { BOOKS_PATH } from '@/features/books/api/get-books';
import { books } from '@/features/books/test/fixtures';
import { examsPath } from '@/features/exams/api/get-exams';
import { exams } from '@/features/exams/test/fixtures';
import { PACKAGE_GROUPS_PATH } from '@/features/packages/api/get-package-groups';
import { groups } from '@/features/packages/test/fixtures';
import { CartProvider } from '@/stores/cart/cart-store';
import { SessionProvider } from '@/stores/session/session-store';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { stubApi } from '@/test/stub-api';
import { YearLevelPage } from './year-level';

function renderYearLevel(slug: string, routes: Record<string, unknown>) {
  stubApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: paths.yearLevel.path, element: <YearLevelPage /> }], {
    initialEntries: [paths.yearLevel.href(slug)],
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <CartProvider>
          <RouterProvider router={router} />
        </CartProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const year5 = {
  [BOOKS_PATH]: books,
  [PACKAGE_GROUPS_PATH]: groups,
  [examsPath('Year 5')]: exams.filter((exam) => exam.yearGroup === 'Year 5'),
};

describe('/year-level/{yearLevel}', () => {
  it("YL-01..YL-04 shows the year's books, tiers, packages and exams from the server", async () => {
    renderYearLevel('year-5', year5);
    expect(screen.getByRole('heading', { level: 1, name: 'Year 5' })).toBeInTheDocument();
    expect(document.title).toBe('Year 5 | The Gate');
    expect(await screen.findByRole('link', { name: /View All Books/ })).toHaveAttribute('href', '/digital-books');
    const getThis = await screen.findAllByRole('link', { name: /^Get This Package/ });
    expect(getThis.length).toBeGreaterThan(0);
    expect(getThis.length).toBeLessThanOrEqual(3);
    for (const link of getThis) expect(link.getAttribute('href')).toMatch(/^\/packages\/year-5\/\d+$/);
    expect(screen.getAllByRole('link', { name: /^View Package Details/ })).toHaveLength(getThis.length);
    expect(await screen.findByRole('link', { name: /View All Packages/ })).toHaveAttribute('href', '/packages/year-5');
    const examLink = await screen.findByRole('link', { name: /View All Exams/ });
    expect(examLink).toHaveAttribute('href', '/the-gate-exams?year=Year%205');
    for (const exam of exams.filter((e) => e.yearGroup === 'Year 5')) {
      expect(await screen.findByText(exam.title)).toBeInTheDocument();
    }
    expect(screen.queryByText('No exams found')).not.toBeInTheDocument();
  });

  it('YL-05 links to the other year levels only', async () => {
    renderYearLevel('year-6', year5);
    const others = screen.getByRole('navigation', { name: 'Browse Other Year Levels' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Year 5', '/year-level/year-5'],
      ['Year 7', '/year-level/year-7'],
      ['Year 8', '/year-level/year-8'],
    ]);
  });

  it('YL-04 YL-06 shows "No books found", "No packages found" and "No exams found" when the year has none', async () => {
    renderYearLevel('year-8', {
      [BOOKS_PATH]: books.filter((book) => !book.tags.some((tag) => tag.value === 'Year 8')),
      [PACKAGE_GROUPS_PATH]: [],
      [examsPath('Year 8')]: [],
    });
    expect(await screen.findByText('No books found')).toBeInTheDocument();
    expect(await screen.findAllByText('No packages found')).not.toHaveLength(0);
    expect(await screen.findByText('No exams found')).toBeInTheDocument();
  });

  it('names an unknown year level and offers the four real ones, without asking the server', async () => {
    renderYearLevel('year-12', {});
    expect(screen.getByRole('heading', { level: 1, name: 'Year level not found' })).toBeInTheDocument();
    const others = screen.getByRole('navigation', { name: 'Browse Other Year Levels' });
    expect(within(others).getAllByRole('link')).toHaveLength(4);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
