import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MaterialSearchResult } from '@the-gate/contract/catalogue-search';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, reply } from '@/test/stub-api';
import { argumentPresentation, manySheets, summaries } from '../test/fixtures';
import { cardTitles, renderCatalogue, renderLoadedMaterials, searchBox } from '../test/render-catalogue';
import { fakeSearch, lastSearch, searchRequests, stubSearch } from '../test/stub-search';

// How /materials asks for its results: when, a page at a time, and what it shows meanwhile (issue 12 §2).

const SEARCH = '/api/materials/search';

describe('/materials while typing', () => {
  let fetchMock: ReturnType<typeof stubSearch>;
  beforeEach(() => {
    fetchMock = stubSearch(fakeSearch(summaries));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for new results 100 ms after the last keystroke, before the address follows at 300 ms (issue 12 §2, B§9)', async () => {
    const { router } = await renderLoadedMaterials();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      fireEvent.change(searchBox(), { target: { value: 'bal' } });
      act(() => vi.advanceTimersByTime(60));
      fireEvent.change(searchBox(), { target: { value: 'balanced' } });
      act(() => vi.advanceTimersByTime(99));
      // Nothing for "bal", and nothing yet for "balanced".
      expect(searchRequests(fetchMock)).toEqual([`${SEARCH}?page=1`]);
      act(() => vi.advanceTimersByTime(1));
      expect(searchRequests(fetchMock)).toEqual([`${SEARCH}?page=1`, `${SEARCH}?q=balanced&page=1`]);
      expect(router.state.location.search).toBe('');
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(router.state.location.search).toBe('?q=balanced');
      expect(screen.getByText('We found 1 material for you')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the last results on screen, without skeletons, while the next ones load', async () => {
    const held = deferred<MaterialSearchResult>();
    const search = fakeSearch(summaries);
    const fetchHeld = stubSearch((query) => (query.get('q') === 'balanced' ? held.promise : search(query)));
    const { user } = await renderLoadedMaterials();
    await user.type(searchBox(), 'balanced');
    await waitFor(() => expect(lastSearch(fetchHeld)).toBe(`${SEARCH}?q=balanced&page=1`));
    expect(cardTitles()).toHaveLength(3);
    expect(screen.getByText('We found 3 materials for you')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading materials' })).not.toBeInTheDocument();

    await act(async () => held.resolve(search(new URLSearchParams('q=balanced'))));
    expect(await screen.findByText('We found 1 material for you')).toBeInTheDocument();
    expect(cardTitles()).toEqual([argumentPresentation.title]);
  });

  it('shows skeleton cards and option placeholders while loading the first page', async () => {
    renderCatalogue('/materials');
    expect(screen.getByRole('status', { name: 'Loading materials' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Grade' })).queryAllByRole('checkbox')).toEqual([]);
    await screen.findByText('We found 3 materials for you');
    expect(screen.queryByRole('status', { name: 'Loading materials' })).not.toBeInTheDocument();
  });
});

describe('/materials a page at a time', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('"Load more materials" appends the next page of the same search, and goes when none is left', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const fetchMock = stubSearch(fakeSearch(manySheets(30)));
    const { user } = await renderLoadedMaterials('/materials?skill=Reading');
    expect(screen.getByText('We found 30 materials for you')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(24);

    await user.click(screen.getByRole('button', { name: 'Load more materials' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(cardTitles().slice(22, 26)).toEqual([
      'Reading Sheet 23',
      'Reading Sheet 24',
      'Reading Sheet 25',
      'Reading Sheet 26',
    ]);
    expect(searchRequests(fetchMock)).toEqual([`${SEARCH}?skill=Reading&page=1`, `${SEARCH}?skill=Reading&page=2`]);
    expect(screen.queryByRole('button', { name: 'Load more materials' })).not.toBeInTheDocument();
    expect(screen.getByText('We found 30 materials for you')).toBeInTheDocument();
  });

  it('loads the next page by itself when the end of the grid nears the viewport', async () => {
    const observed: { callback: IntersectionObserverCallback; target: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          observed.push({ callback: this.callback, target });
        }
        disconnect() {}
      },
    );
    const fetchMock = stubSearch(fakeSearch(manySheets(30)));
    await renderLoadedMaterials();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(searchRequests(fetchMock)).toEqual([`${SEARCH}?page=1`]);

    // The watcher sits at the end of the grid, beside the button.
    const button = screen.getByRole('button', { name: 'Load more materials' });
    const sentinel = observed.find(({ target }) => target.parentElement?.contains(button));
    expect(sentinel).toBeDefined();
    act(() =>
      sentinel?.callback(
        [{ isIntersecting: true, target: sentinel.target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(searchRequests(fetchMock)).toEqual([`${SEARCH}?page=1`, `${SEARCH}?page=2`]);
  });

  it('a failed next page says so, keeps the cards, and "Load more materials" tries again', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const search = fakeSearch(manySheets(30));
    let failing = true;
    stubSearch((query) => (query.get('page') === '2' && failing ? reply(500, 'boom') : search(query)));
    const { user } = await renderLoadedMaterials();

    await user.click(screen.getByRole('button', { name: 'Load more materials' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load more materials. API request failed with status 500: boom",
    );
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.getByText('We found 30 materials for you')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Load more materials' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/materials when the search call fails', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the API error with a retry, never sample materials, and the retry loads the catalogue', async () => {
    let failing = true;
    const search = fakeSearch(summaries);
    stubSearch((query) => (failing ? reply(500, 'boom') : search(query)));
    const { user } = renderCatalogue('/materials');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('API request failed with status 500: boom');
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.queryByText(/We found/)).not.toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('We found 3 materials for you')).toBeInTheDocument();
  });

  it("shows the server's sentence when it refuses the search, e.g. an address with too long a text", async () => {
    stubSearch(() => reply(400, { message: 'The search text must be at most 200 characters long.' }));
    renderCatalogue(`/materials?q=${'a'.repeat(300)}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search text must be at most 200 characters long.');
    expect(alert).not.toHaveTextContent('API request failed');
  });
});
