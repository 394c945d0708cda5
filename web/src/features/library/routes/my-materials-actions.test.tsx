import { screen, waitFor, within } from '@testing-library/react';
import type { LibraryMaterial } from '@the-gate/contract/library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, reply, requestsTo, stubApi } from '@/test/stub-api';
import { APP_CONFIG_PATH } from '../api/get-app-config';
import { MY_MATERIALS_PATH } from '../api/get-my-materials';
import { FAVORITE_FAILED } from '../api/set-favorite';
import { REFETCH_AFTER_DOWNLOAD_MS } from '../components/library-actions';
import { library, pastPaper, persuasionSlides, readingPack } from '../test/fixtures';
import { renderLibrary, signIn } from '../test/render-library';

// jsdom cannot follow links; the handlers under test run before the browser would.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(() => {
  document.removeEventListener('click', stopNavigation);
  vi.unstubAllGlobals();
});

async function renderLoaded(routes: Record<string, unknown> = {}) {
  signIn();
  const fetchMock = stubApi({ [MY_MATERIALS_PATH]: library, ...routes });
  const view = renderLibrary();
  await screen.findByRole('list', { name: 'Your materials' });
  return { ...view, fetchMock };
}

const card = (title: string) => screen.getByRole('article', { name: title });
const link = (title: string, label: string) => within(card(title)).queryByRole('link', { name: `${label}: ${title}` });

describe('/my-materials actions', () => {
  it("MM-15 'View on Application' opens the reader the server names, for the material id, in a new tab", async () => {
    await renderLoaded({ [APP_CONFIG_PATH]: { readerUrl: 'https://reader.example/books/{id}' } });
    await waitFor(() =>
      expect(link(readingPack.title, 'View on Application')).toHaveAttribute(
        'href',
        'https://reader.example/books/101',
      ),
    );
    const reader = link(persuasionSlides.title, 'View on Application');
    expect(reader).toHaveAttribute('href', 'https://reader.example/books/102');
    expect(reader).toHaveAttribute('target', '_blank');
    expect(reader?.getAttribute('rel')).toContain('noopener');
  });

  it("MM-15 without the server's settings 'View on Application' opens our own reader path", async () => {
    const { fetchMock } = await renderLoaded({ [APP_CONFIG_PATH]: reply(500, 'down') });
    await waitFor(() => expect(requestsTo(fetchMock, APP_CONFIG_PATH)).toHaveLength(1));
    expect(link(readingPack.title, 'View on Application')).toHaveAttribute('href', '/reader/101');
    // Our own reader gets an opener, so a sign-in kept only in session storage reaches its tab.
    expect(link(readingPack.title, 'View on Application')).toHaveAttribute('rel', 'opener');
  });

  it('MM-16 \'Download\' links to the signed file in a new tab, toasts "Download started" and fetches the list again', async () => {
    let calls = 0;
    const { user, fetchMock } = await renderLoaded({
      [MY_MATERIALS_PATH]: () =>
        ++calls === 1 ? library : [{ ...readingPack, lastAccessedDate: '2026-11-22T08:00:00Z' }, persuasionSlides],
    });
    const download = link(readingPack.title, 'Download');
    expect(download).toHaveAttribute('href', readingPack.filePath);
    expect(download).toHaveAttribute('target', '_blank');
    expect(download?.getAttribute('rel')).toContain('noopener');

    await user.click(download as HTMLElement);
    expect(await screen.findByText('Download started')).toBeInTheDocument();
    // Not at once: the new tab's file request, which stamps the date, goes first.
    expect(requestsTo(fetchMock, MY_MATERIALS_PATH)).toHaveLength(1);
    await waitFor(
      () =>
        expect(within(card(readingPack.title)).getByText('Last Accessed').nextElementSibling).toHaveTextContent(
          'November 22, 2026',
        ),
      { timeout: REFETCH_AFTER_DOWNLOAD_MS + 2000 },
    );
    expect(requestsTo(fetchMock, MY_MATERIALS_PATH)).toHaveLength(2);
  });

  it("MM-17 'Preview' opens the preview in a new tab, only for an item that does not download", async () => {
    await renderLoaded();
    const preview = link(persuasionSlides.title, 'Preview');
    expect(preview).toHaveAttribute('href', persuasionSlides.previewFilePath);
    expect(preview).toHaveAttribute('target', '_blank');
    expect(link(persuasionSlides.title, 'Download')).not.toBeInTheDocument();
    expect(link(readingPack.title, 'Preview')).not.toBeInTheDocument();
  });

  it('reading or previewing marks the list out of date, so coming back to the tab asks for it again', async () => {
    const { user, queryClient } = await renderLoaded();
    const state = () => queryClient.getQueryState(['library', 'materials']);
    expect(state()?.isInvalidated).toBe(false);
    await user.click(link(persuasionSlides.title, 'Preview') as HTMLElement);
    expect(state()?.isInvalidated).toBe(true);
  });

  it('MM-18 a downloadable item with an empty file path shows neither Download nor Preview', async () => {
    await renderLoaded();
    expect(pastPaper.isDownloadable && pastPaper.previewFilePath).toBeTruthy();
    expect(link(pastPaper.title, 'Download')).not.toBeInTheDocument();
    expect(link(pastPaper.title, 'Preview')).not.toBeInTheDocument();
    expect(link(pastPaper.title, 'View on Application')).toBeInTheDocument();
  });
});

describe('/my-materials favourites', () => {
  it('the heart marks an item as a favourite at once, sends the PUT, and shows the Favorite badge', async () => {
    const answer = deferred<unknown>();
    const { user, fetchMock } = await renderLoaded({
      '/api/materials/101/favorite': () => answer.promise,
    });
    const toggle = screen.getByRole('button', { name: `Add ${readingPack.title} to favourites` });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    const pressed = screen.getByRole('button', { name: `Remove ${readingPack.title} from favourites` });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(within(card(readingPack.title)).getByText('Favorite')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/materials/101/favorite')).toMatchObject([
      { method: 'PUT', body: { isFavorite: true } },
    ]);

    answer.resolve({ id: 101, isFavorite: true });
    await waitFor(() => expect(pressed).toHaveAttribute('aria-pressed', 'true'));
    expect(requestsTo(fetchMock, MY_MATERIALS_PATH)).toHaveLength(1);
  });

  it('a refused change puts the item back as it was and says so in a toast', async () => {
    const { user, fetchMock } = await renderLoaded({
      '/api/materials/102/favorite': reply(500, { message: 'boom' }),
    });
    await user.click(screen.getByRole('button', { name: `Remove ${persuasionSlides.title} from favourites` }));

    expect(await screen.findByText(FAVORITE_FAILED)).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: `Remove ${persuasionSlides.title} from favourites` });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(card(persuasionSlides.title)).getByText('Favorite')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/materials/102/favorite')).toMatchObject([{ body: { isFavorite: false } }]);
  });
});

describe('/my-materials search and type filter (more than 12 items)', () => {
  const many = (count: number): LibraryMaterial[] =>
    Array.from({ length: count }, (_, index) => ({
      ...readingPack,
      id: 200 + index,
      title: index === 4 ? 'Grammar Essentials' : `Practice Sheet ${index + 1}`,
      typeName: ['Worksheet', 'Presentation', 'Exam'][index % 3] ?? 'Worksheet',
      briefDescription: index === 7 ? 'Covers figurative language' : 'Levelled practice',
      description: index === 9 ? '<p>Includes a <em>poetry</em> unit.</p>' : null,
    }));

  const shownTitles = () =>
    within(screen.getByRole('list', { name: 'Your materials' }))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);

  it('12 items get no search box', async () => {
    await renderLoaded({ [MY_MATERIALS_PATH]: many(12) });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('13 items can be searched by title or description, ignoring case, with "Showing {n} of {total} materials"', async () => {
    const { user } = await renderLoaded({ [MY_MATERIALS_PATH]: many(13) });
    expect(screen.getByText('Showing 13 of 13 materials')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search your materials' });

    await user.type(search, 'GRAMMAR');
    await waitFor(() => expect(shownTitles()).toEqual(['Grammar Essentials']));
    expect(screen.getByText('Showing 1 of 13 materials')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'figurative');
    await waitFor(() => expect(shownTitles()).toEqual(['Practice Sheet 8']));

    await user.clear(search);
    await user.type(search, 'poetry');
    await waitFor(() => expect(shownTitles()).toEqual(['Practice Sheet 10']));
  });

  it('the type filter offers the types present and narrows the list', async () => {
    const { user } = await renderLoaded({ [MY_MATERIALS_PATH]: many(13) });
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All types', 'Exam', 'Presentation', 'Worksheet']);
    await user.selectOptions(type, 'Exam');
    await waitFor(() => expect(screen.getByText('Showing 4 of 13 materials')).toBeInTheDocument());
    expect(shownTitles()).toEqual(['Practice Sheet 3', 'Practice Sheet 6', 'Practice Sheet 9', 'Practice Sheet 12']);
  });

  it('no match says so, and Clear filters brings everything back', async () => {
    const { user } = await renderLoaded({ [MY_MATERIALS_PATH]: many(13) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Exam');
    await user.type(screen.getByRole('searchbox', { name: 'Search your materials' }), 'grammar');

    expect(await screen.findByText('No materials match your search.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 13 materials')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(await screen.findByText('Showing 13 of 13 materials')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search your materials' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
  });
});
