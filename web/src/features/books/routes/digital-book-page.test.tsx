import { screen, waitFor, within } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, requestedPaths, stubApi } from '@/test/stub-api';
import { BOOKS_PATH } from '../api/get-books';
import { book, books, grammarHandbook, grammarHandbookCartLine, nileAnthology } from '../test/fixtures';
import { NO_ID_PATH, renderBooks } from '../test/render-books';

const api = {
  '/api/material-groups/29': nileAnthology,
  '/api/material-groups/30': grammarHandbook,
  [BOOKS_PATH]: books,
};

async function renderBook(entry: string, routes: Record<string, unknown> = api) {
  const fetchMock = stubApi(routes);
  const view = renderBooks(entry);
  await waitFor(() => expect(screen.queryByText('Loading book...')).not.toBeInTheDocument());
  return { ...view, fetchMock };
}

const loaded = (title: string) => screen.findByRole('heading', { level: 1, name: title });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/digital-books/{id}', () => {
  it('BD-01: shows a breadcrumb and a Back to Books link to /digital-books', async () => {
    const { user, router } = await renderBook('/digital-books/30');
    await loaded(grammarHandbook.name);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Digital Books' })).toHaveAttribute('href', '/digital-books');
    expect(within(breadcrumb).getByText(grammarHandbook.name)).toHaveAttribute('aria-current', 'page');

    const back = screen.getByRole('link', { name: 'Back to Books' });
    expect(back).toHaveAttribute('href', '/digital-books');
    await user.click(back);
    expect(router.state.location.pathname).toBe('/digital-books');
    expect(await screen.findByRole('heading', { level: 1, name: 'Digital Books' })).toBeInTheDocument();
  });

  it('BD-02: shows the cover and the price; a paid book has no Free badge', async () => {
    await renderBook('/digital-books/30');
    const heading = await loaded(grammarHandbook.name);
    expect(screen.getByRole('img', { name: grammarHandbook.name })).toHaveAttribute(
      'src',
      grammarHandbook.thumbnailPath,
    );
    expect(screen.getByText('EGP 240.00')).toBeInTheDocument();
    const badges = heading.previousElementSibling as HTMLElement;
    expect([...badges.children].map((badge) => badge.textContent)).toEqual(['Digital Book', 'Year 5']);
    expect(screen.queryByText('Free')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('BD-02: a free book shows a Free badge and the price reads Free', async () => {
    await renderBook('/digital-books/29');
    const heading = await loaded(nileAnthology.name);
    const badges = heading.previousElementSibling as HTMLElement;
    expect([...badges.children].map((badge) => badge.textContent)).toEqual(['Digital Book', 'Year 5', 'Free']);
    expect(screen.getAllByText('Free')).toHaveLength(2);
  });

  it('BD-03: Add to Cart adds the book (type book), opens the cart and then reads "Added to Cart", disabled', async () => {
    const { user } = await renderBook('/digital-books/30');
    await loaded(grammarHandbook.name);
    const probe = screen.getByTestId('cart-probe');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Added to Cart' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(probe).toHaveAttribute('data-open', 'true');
    expect(probe).toHaveTextContent('book:30x1');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([grammarHandbookCartLine]);
  });

  it('BD-03: an owned book (the server sent its downloadUrl) offers Download in a new tab instead of Add to Cart', async () => {
    const owned = { ...grammarHandbook, downloadUrl: '/files/signed/book-30.pdf?expires=1&sig=abc' };
    await renderBook('/digital-books/30', { ...api, '/api/material-groups/30': owned });
    await loaded(grammarHandbook.name);
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', owned.downloadUrl);
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: /Add(ed)? to Cart/ })).not.toBeInTheDocument();
  });

  it('BD-03: without a downloadUrl there is no Download link', async () => {
    await renderBook('/digital-books/30');
    await loaded(grammarHandbook.name);
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('BD-04: Preview Book opens previewFilePath in a new tab', async () => {
    await renderBook('/digital-books/29');
    await loaded(nileAnthology.name);
    const preview = screen.getByRole('link', { name: 'Preview Book' });
    expect(preview).toHaveAttribute('href', nileAnthology.previewFilePath);
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('BD-04: Preview Book is disabled without a preview file', async () => {
    await renderBook('/digital-books/30');
    await loaded(grammarHandbook.name);
    expect(screen.queryByRole('link', { name: 'Preview Book' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Book' })).toBeDisabled();
  });

  it('BD-05: shows author, published date "March 3, 2025", pages, type, year level, downloads and tags', async () => {
    await renderBook('/digital-books/29');
    await loaded(nileAnthology.name);
    const facts = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Author: 'Mariam El-Sayed',
      Published: 'March 3, 2025',
      Pages: '96',
      Type: 'Digital Book',
      'Year Level': 'Year 5',
      Downloads: '2,140',
    });
    const tags = screen.getByRole('heading', { name: 'Tags' }).nextElementSibling as HTMLElement;
    // The internal Count and MaterialType tags are not shown.
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Year 5', 'Reading']);
  });

  it('BD-06: only the Description tab has a trigger, and it shows the description as HTML', async () => {
    await renderBook('/digital-books/29');
    await loaded(nileAnthology.name);
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Description']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Description' });
    expect(within(panel).getByRole('heading', { level: 3, name: "What's inside" })).toBeInTheDocument();
    expect(within(panel).getByText('Aswan').tagName).toBe('STRONG');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Stories & poems', 'Reading questions']);
  });

  it('BD-07: an unknown book shows "Book Not Found", the reason and Browse All Books', async () => {
    const { user, router, fetchMock } = await renderBook('/digital-books/999');
    expect(await loaded('Book Not Found')).toBeInTheDocument();
    expect(screen.getByText('The requested book could not be found.')).toBeInTheDocument();
    // BD-09: "Book not found" is the error behind it.
    expect(screen.getByText('Book not found')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual(['/api/material-groups/999']);
    const browse = screen.getByRole('link', { name: 'Browse All Books' });
    expect(browse).toHaveAttribute('href', '/digital-books');
    await user.click(browse);
    expect(router.state.location.pathname).toBe('/digital-books');
  });

  it('BD-07: a group from another category (a package) is not shown as a book', async () => {
    const pkg = book({ id: 1, name: 'Year 5 Starter Package', typeName: 'Package', categoryId: 3 });
    await renderBook('/digital-books/1', { '/api/material-groups/1': pkg });
    expect(await loaded('Book Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('BD-08: a missing id shows the not-found screen with "Book ID is missing", without a request', async () => {
    const { fetchMock } = await renderBook(NO_ID_PATH);
    expect(await loaded('Book Not Found')).toBeInTheDocument();
    expect(screen.getByText('Book ID is missing')).toBeInTheDocument();
    expect(screen.getByText('The requested book could not be found.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('BD-08: a malformed id shows the not-found screen without a request', async () => {
    const { fetchMock } = await renderBook('/digital-books/abc');
    expect(await loaded('Book Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Books' })).toBeInTheDocument();
    expect(screen.queryByText('Book ID is missing')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('BD-09 (BD-10 reading: no sample book): another failure shows "Failed to load book details" with Try again, which reloads', async () => {
    stubApi({ '/api/material-groups/30': reply(500, 'boom') });
    const { user } = renderBooks('/digital-books/30');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load book details' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('API request failed with status 500: boom');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Books' })).toHaveAttribute('href', '/digital-books');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();

    stubApi(api);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await loaded(grammarHandbook.name)).toBeInTheDocument();
  });

  it('BD-11: the book is read from GET /api/material-groups/{id}, with a loading state first', async () => {
    const fetchMock = stubApi(api);
    renderBooks('/digital-books/30');
    expect(screen.getByText('Loading book...').closest('[role="status"]')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await loaded(grammarHandbook.name);
    expect(requestedPaths(fetchMock)).toEqual(['/api/material-groups/30']);
  });
});
