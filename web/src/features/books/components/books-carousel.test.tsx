import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { deferred, reply, stubApi } from '@/test/stub-api';
import { BOOKS_PATH } from '../api/get-books';
import { books, grammarHandbook, nileAnthology, year6Workbook, year8Handbook } from '../test/fixtures';
import { BooksCarousel } from './books-carousel';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCarousel(props: ComponentProps<typeof BooksCarousel>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <p>Before</p>
            <BooksCarousel {...props} />
          </>
        ),
      },
      { path: paths.digitalBook.path, element: <h1>Book page</h1> },
      { path: paths.digitalBooks.path, element: <h1>Books page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user };
}

const slideTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('group')
    .map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent);

describe('BooksCarousel', () => {
  it('shows every book as a slide with its cover, year badge, price or "Free", linking to the book page', async () => {
    stubApi({ [BOOKS_PATH]: books });
    const { user, router } = renderCarousel({ title: 'Checkpoint Books' });

    const region = await screen.findByRole('region', { name: 'Checkpoint Books' });
    expect(screen.getByRole('heading', { level: 2, name: 'Checkpoint Books' })).toBeInTheDocument();
    expect(slideTitles(region)).toEqual(books.map((book) => book.name));

    const [anthology, handbook] = within(region).getAllByRole('group');
    expect(within(anthology!).getByText('Year 5')).toBeInTheDocument();
    expect(within(anthology!).getByText('Free')).toBeInTheDocument();
    expect(within(handbook!).getByText('EGP 240.00')).toBeInTheDocument();
    expect(anthology!.querySelector('img')).toHaveAttribute('src', nileAnthology.thumbnailPath);

    await user.click(within(region).getByRole('link', { name: grammarHandbook.name }));
    expect(router.state.location.pathname).toBe('/digital-books/30');
  });

  it('YL-01 keeps only the books of the given year level', async () => {
    stubApi({ [BOOKS_PATH]: books });
    renderCarousel({ title: 'Year 5 Books', yearLevel: 'Year 5' });
    const region = await screen.findByRole('region', { name: 'Year 5 Books' });
    expect(slideTitles(region)).toEqual([nileAnthology.name, grammarHandbook.name]);
    expect(within(region).queryByText(year6Workbook.name)).not.toBeInTheDocument();
    expect(within(region).queryByText(year8Handbook.name)).not.toBeInTheDocument();
  });

  it("YL-01 offers 'View All Books' to /digital-books only when asked", async () => {
    stubApi({ [BOOKS_PATH]: books });
    const { user, router } = renderCarousel({ title: 'Books', viewAllLink: true });
    await user.click(await screen.findByRole('link', { name: 'View All Books' }));
    expect(router.state.location.pathname).toBe('/digital-books');
  });

  it('has no View All Books link without viewAllLink', async () => {
    stubApi({ [BOOKS_PATH]: books });
    renderCarousel({ title: 'Books' });
    await screen.findByRole('region', { name: 'Books' });
    expect(screen.queryByRole('link', { name: 'View All Books' })).not.toBeInTheDocument();
  });

  it('YL-06 says "No books found" when no book is for the year', async () => {
    stubApi({ [BOOKS_PATH]: [year8Handbook] });
    renderCarousel({ title: 'Year 7 Books', yearLevel: 'Year 7' });
    expect(await screen.findByText('No books found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Year 7 Books' })).not.toBeInTheDocument();
  });

  it('HOME-02 shows a loading state, without the heading, while the books are on their way', async () => {
    const answer = deferred<unknown>();
    stubApi({ [BOOKS_PATH]: () => answer.promise });
    renderCarousel({ title: 'Checkpoint Books', hideWhenEmpty: true });
    expect(screen.getByRole('status', { name: 'Loading Checkpoint Books' })).toBeInTheDocument();
    // Not shown before the call says there is a book (HOME-02).
    expect(screen.queryByRole('heading', { name: 'Checkpoint Books' })).not.toBeInTheDocument();
    answer.resolve(books);
    await screen.findByRole('region', { name: 'Checkpoint Books' });
    expect(screen.getByRole('heading', { name: 'Checkpoint Books' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Checkpoint Books' })).not.toBeInTheDocument();
  });

  it('HOME-02 with hideWhenEmpty, leaves itself out when there is no book', async () => {
    stubApi({ [BOOKS_PATH]: [] });
    renderCarousel({ title: 'Checkpoint Books', hideWhenEmpty: true });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Checkpoint Books' })).not.toBeInTheDocument();
    expect(screen.queryByText('No books found')).not.toBeInTheDocument();
  });

  it('HOME-02 with hideWhenEmpty, leaves itself out when the call fails', async () => {
    stubApi({ [BOOKS_PATH]: reply(500, 'boom') });
    renderCarousel({ title: 'Checkpoint Books', hideWhenEmpty: true });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Checkpoint Books' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without hideWhenEmpty, a failed call says so with a retry that loads the books', async () => {
    let calls = 0;
    stubApi({ [BOOKS_PATH]: () => (++calls === 1 ? reply(500, 'boom') : books) });
    const { user } = renderCarousel({ title: 'Books' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load books');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const region = await screen.findByRole('region', { name: 'Books' });
    expect(slideTitles(region)).toHaveLength(books.length);
  });
});
