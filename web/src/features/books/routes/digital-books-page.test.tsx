import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, requestedPaths, stubApi } from '@/test/stub-api';
import { BOOKS_PATH } from '../api/get-books';
import {
  book,
  books,
  grammarHandbook,
  grammarHandbookCartLine,
  nileAnthology,
  year6Workbook,
  year8Handbook,
} from '../test/fixtures';
import { renderBooks } from '../test/render-books';

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search books' });
const yearSelect = () => screen.getByRole('combobox', { name: 'Year' });

async function renderLoaded(entry = '/digital-books', routes: Record<string, unknown> = { [BOOKS_PATH]: books }) {
  const fetchMock = stubApi(routes);
  const view = renderBooks(entry);
  await waitFor(() => expect(screen.queryByText('Loading books...')).not.toBeInTheDocument());
  return { ...view, fetchMock };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/digital-books', () => {
  it('DB-01: a breadcrumb leads Home and the page has one h1, "Digital Books"', async () => {
    const { user, router } = await renderLoaded();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Digital Books')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Digital Books']);
    await user.click(within(breadcrumb).getByRole('link', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('DB-02: the search box reads "Search by title, description or author..." and is labelled "Search books"', async () => {
    await renderLoaded();
    expect(searchBox()).toHaveAttribute('placeholder', 'Search by title, description or author...');
    expect(screen.getByRole('search')).toContainElement(searchBox());
  });

  it('DB-03: the search is a case-insensitive substring of the title, the description (without its HTML) or the author', async () => {
    const { user } = await renderLoaded();
    expect(cardTitles()).toEqual(books.map((b) => b.name));

    await user.type(searchBox(), 'yEaR 8 gRaM');
    await waitFor(() => expect(cardTitles()).toEqual([year8Handbook.name]));

    await user.clear(searchBox());
    await user.type(searchBox(), 'HUGHES');
    await waitFor(() => expect(cardTitles()).toEqual([grammarHandbook.name, year8Handbook.name]));

    // Words only in the description, even inside tags and entities.
    await user.clear(searchBox());
    await user.type(searchBox(), 'aswan');
    await waitFor(() => expect(cardTitles()).toEqual([nileAnthology.name]));
    await user.clear(searchBox());
    await user.type(searchBox(), 'stories & poems');
    await waitFor(() => expect(cardTitles()).toEqual([nileAnthology.name]));

    // The tags themselves are not text: "strong" is only a tag name in the anthology's description.
    await user.clear(searchBox());
    await user.type(searchBox(), 'strong');
    expect(await screen.findByText('No books match your search for "strong"')).toBeInTheDocument();
  });

  it('DB-04: the Year filter offers All Years, Year 5, Year 6, Year 7, Year 8 and keeps the books of that year', async () => {
    const { user } = await renderLoaded();
    expect(
      within(yearSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Years', 'Year 5', 'Year 6', 'Year 7', 'Year 8']);
    expect(yearSelect()).toHaveValue('');
    await user.selectOptions(yearSelect(), 'Year 5');
    await waitFor(() => expect(cardTitles()).toEqual([nileAnthology.name, grammarHandbook.name]));
  });

  it('DB-05: Clear All Filters empties the search and the year and drops both from the query string', async () => {
    const { user, router } = await renderLoaded('/digital-books?search=grammar&year=Year%205&from=home');
    await waitFor(() => expect(cardTitles()).toEqual([grammarHandbook.name]));
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(searchBox()).toHaveValue('');
    expect(yearSelect()).toHaveValue('');
    expect(router.state.location.search).toBe('?from=home');
    await waitFor(() => expect(cardTitles()).toHaveLength(books.length));
  });

  it('DB-06: the search reaches the address as `search` 300 ms after the last keystroke, replacing the entry', async () => {
    const { router } = await renderLoaded();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

    await user.type(searchBox(), 'g');
    await advance(200);
    await user.type(searchBox(), 'r');
    await advance(200);
    // 400 ms since the first key, 200 since the last: the address has not changed yet.
    expect(router.state.location.search).toBe('');
    // The results do not wait for the address.
    expect(cardTitles()).toEqual([grammarHandbook.name, year6Workbook.name, year8Handbook.name]);
    await advance(100);
    expect(router.state.location.search).toBe('?search=gr');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('DB-07 (AMB-32): the year is kept in the query string as `year` in the form "Year 6"', async () => {
    const { user, router } = await renderLoaded();
    await user.selectOptions(yearSelect(), 'Year 6');
    expect(router.state.location.search).toBe('?year=Year+6');
    expect(new URLSearchParams(router.state.location.search).get('year')).toBe('Year 6');
    await user.selectOptions(yearSelect(), 'All Years');
    expect(router.state.location.search).toBe('');
  });

  it('DB-07 (AMB-32): a link with year=6 or year=year-6 selects Year 6 too', async () => {
    const { router } = await renderLoaded('/digital-books?year=6');
    expect(yearSelect()).toHaveValue('Year 6');
    await waitFor(() => expect(cardTitles()).toEqual([year6Workbook.name]));
    await act(() => router.navigate('/digital-books?year=year-6'));
    expect(yearSelect()).toHaveValue('Year 6');
    await act(() => router.navigate('/digital-books?year=Year%2012'));
    expect(yearSelect()).toHaveValue('');
  });

  it('DB-08: loading /digital-books?search=grammar&year=Year%206 fills both filters and shows the matching books', async () => {
    await renderLoaded('/digital-books?search=grammar&year=Year%206');
    expect(searchBox()).toHaveValue('grammar');
    expect(yearSelect()).toHaveValue('Year 6');
    // "grammar" is only in this workbook's description; the two handbooks are other years.
    await waitFor(() => expect(cardTitles()).toEqual([year6Workbook.name]));
  });

  it('DB-09: Back and Forward restore the filters from the address', async () => {
    const { user, router } = await renderLoaded('/digital-books?search=handbook');
    await user.selectOptions(yearSelect(), 'Year 5');
    await user.selectOptions(yearSelect(), 'Year 8');
    await waitFor(() => expect(cardTitles()).toEqual([year8Handbook.name]));

    await act(() => router.navigate(-1));
    expect(yearSelect()).toHaveValue('Year 5');
    expect(searchBox()).toHaveValue('handbook');
    await waitFor(() => expect(cardTitles()).toEqual([grammarHandbook.name]));

    await act(() => router.navigate(-1));
    expect(yearSelect()).toHaveValue('');
    await act(() => router.navigate('/digital-books?search=nile'));
    expect(searchBox()).toHaveValue('nile');
    await act(() => router.navigate(-1));
    expect(searchBox()).toHaveValue('handbook');
    await act(() => router.navigate(1));
    expect(searchBox()).toHaveValue('nile');
    await waitFor(() => expect(cardTitles()).toEqual([nileAnthology.name]));
  });

  it('DB-11: no results for a search shows "No books found" and the term in double quotes', async () => {
    const { user } = await renderLoaded();
    await user.type(searchBox(), 'shakespeare');
    const heading = await screen.findByRole('heading', { level: 2, name: 'No books found' });
    const empty = heading.closest<HTMLElement>('[role="status"]');
    expect(empty).not.toBeNull();
    expect(within(empty as HTMLElement).getByText('No books match your search for "shakespeare"')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('DB-12: no results from the year alone shows "No books found" and "No books match your filter criteria"', async () => {
    const { user } = await renderLoaded();
    await user.selectOptions(yearSelect(), 'Year 7');
    expect(await screen.findByText('No books found')).toBeInTheDocument();
    expect(screen.getByText('No books match your filter criteria')).toBeInTheDocument();
  });

  it('DB-11/DB-12 (AMB-32): with both a search and a year and no results, the search message wins', async () => {
    await renderLoaded('/digital-books?search=nile&year=Year%208');
    expect(await screen.findByText('No books match your search for "nile"')).toBeInTheDocument();
    expect(screen.queryByText('No books match your filter criteria')).not.toBeInTheDocument();
  });

  it('DB-13: a card shows the cover, type and year badges, author and price', async () => {
    await renderLoaded();
    const card = screen.getByRole('article', { name: year6Workbook.name });
    expect(within(card).getByRole('img', { name: year6Workbook.name })).toHaveAttribute(
      'src',
      year6Workbook.thumbnailPath,
    );
    expect(within(card).getByText('Digital Book')).toBeInTheDocument();
    expect(within(card).getByText('Year 6')).toBeInTheDocument();
    expect(within(card).getByText('Nourhan Abdel-Rahman')).toBeInTheDocument();
    expect(within(card).getByText('EGP 1,500.00')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: nileAnthology.name })).getByText('Free')).toBeInTheDocument();
  });

  it('DB-13: Add to Cart adds a book line, opens the cart and becomes a disabled "In Cart"', async () => {
    const { user } = await renderLoaded();
    const card = screen.getByRole('article', { name: grammarHandbook.name });
    const probe = screen.getByTestId('cart-probe');
    expect(probe).toHaveAttribute('data-open', 'false');
    await user.click(within(card).getByRole('button', { name: `Add to Cart: ${grammarHandbook.name}` }));
    const inCart = within(card).getByRole('button', { name: `In Cart: ${grammarHandbook.name}` });
    expect(inCart).toBeDisabled();
    expect(inCart).toHaveTextContent('In Cart');
    expect(probe).toHaveAttribute('data-open', 'true');
    expect(probe).toHaveTextContent('book:30x1');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([grammarHandbookCartLine]);
    expect(screen.getByRole('button', { name: `Add to Cart: ${year8Handbook.name}` })).toBeEnabled();
  });

  it('DB-13: after a reload with the book in the cart its card shows "In Cart" at once; a material with the same id does not count', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: 29, type: 'book', title: nileAnthology.name, price: 0, quantity: 1, isFree: true },
        { id: 30, type: 'material', title: 'A worksheet', price: 10, quantity: 1, isFree: false },
      ]),
    );
    await renderLoaded();
    expect(screen.getByRole('button', { name: `In Cart: ${nileAnthology.name}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Add to Cart: ${grammarHandbook.name}` })).toBeEnabled();
  });

  it('DB-13: View Details goes to /digital-books/{id}', async () => {
    const { user, router } = await renderLoaded('/digital-books', {
      [BOOKS_PATH]: books,
      '/api/material-groups/31': year6Workbook,
    });
    const link = screen.getByRole('link', { name: `View Details: ${year6Workbook.name}` });
    expect(link).toHaveAttribute('href', '/digital-books/31');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/digital-books/31');
    expect(await screen.findByRole('heading', { level: 1, name: year6Workbook.name })).toBeInTheDocument();
  });

  it('DB-15: a book without a title shows "Untitled Book" on its card and in the cart', async () => {
    const untitled = book({ id: 50, name: '', title: '', price: 99, isFree: false });
    const { user } = await renderLoaded('/digital-books', { [BOOKS_PATH]: [untitled] });
    const card = screen.getByRole('article', { name: 'Untitled Book' });
    await user.click(within(card).getByRole('button', { name: 'Add to Cart: Untitled Book' }));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')[0]).toMatchObject({
      id: 50,
      type: 'book',
      title: 'Untitled Book',
    });
  });

  it('DB-14: without IntersectionObserver the cards show at once, with the fade classes in place', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await renderLoaded();
    // Nothing may stay invisible where the browser cannot tell what is in view.
    const card = screen.getByRole('article', { name: grammarHandbook.name });
    expect(card).toHaveClass('opacity-100', 'transition-opacity', 'delay-300', 'motion-reduce:transition-none');
    expect(card).not.toHaveClass('opacity-0');
  });
});

describe('/digital-books loading, errors and data', () => {
  it('DB-10: while the books load, "Loading books..." is shown as a status, under the page heading', async () => {
    stubApi({ [BOOKS_PATH]: books });
    renderBooks('/digital-books');
    expect(screen.getByText('Loading books...').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Digital Books' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: grammarHandbook.name })).toBeInTheDocument();
    expect(screen.queryByText('Loading books...')).not.toBeInTheDocument();
  });

  it('DB-16: the books come from GET /api/material-groups?categoryId=5', async () => {
    const { fetchMock } = await renderLoaded();
    expect(requestedPaths(fetchMock)).toEqual(['/api/material-groups?categoryId=5']);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('DB-16: an answer that is not an array counts as no books', async () => {
    await renderLoaded('/digital-books', { [BOOKS_PATH]: { items: books } });
    expect(await screen.findByText('No books found')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('AMB-12: a failed load shows the error with Try again, never sample books, and the retry loads them', async () => {
    const fetchMock = stubApi({ [BOOKS_PATH]: reply(500, 'boom') });
    const { user } = renderBooks('/digital-books');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load books' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('API request failed with status 500: boom');
    expect(screen.queryAllByRole('article')).toEqual([]);

    stubApi({ [BOOKS_PATH]: books });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: grammarHandbook.name })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
