import { fireEvent, screen, within } from '@testing-library/react';
import type { LibraryMaterial } from '@the-gate/contract/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_IMAGE } from '@/components/fallback-image';
import { deferred, reply, requestsTo, stubApi } from '@/test/stub-api';
import { MY_MATERIALS_PATH } from '../api/get-my-materials';
import { EMPTY_MESSAGE, EMPTY_TITLE, LOAD_FAILED_MESSAGE, SIGNED_OUT_MESSAGE } from '../components/library-states';
import { library, pastPaper, persuasionSlides, readingPack } from '../test/fixtures';
import { renderLibrary, signIn } from '../test/render-library';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderLoaded(materials: LibraryMaterial[] = library) {
  signIn();
  const fetchMock = stubApi({ [MY_MATERIALS_PATH]: materials });
  const view = renderLibrary();
  await screen.findByRole('list', { name: 'Your materials' });
  return { ...view, fetchMock };
}

const card = (title: string) => screen.getByRole('article', { name: title });
const badges = (title: string) =>
  within(within(card(title)).getByRole('list', { name: 'Details' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const fact = (title: string, label: string) => within(card(title)).getByText(label).nextElementSibling?.textContent;

describe('/my-materials without a session', () => {
  it('MM-01 ERR-14 says "You must be logged in to view your materials", links to log in and back, and asks nothing', async () => {
    const fetchMock = stubApi({ [MY_MATERIALS_PATH]: library });
    const { user, router } = renderLibrary();

    expect(screen.getByText(SIGNED_OUT_MESSAGE)).toBeInTheDocument();
    expect(SIGNED_OUT_MESSAGE).toBe('You must be logged in to view your materials');
    const link = screen.getByRole('link', { name: 'Go to Login' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('redirecturl')).toBe('/my-materials');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(link);
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('/my-materials loading and failing', () => {
  it('MM-02 asks GET /api/materials/me with the stored token as a Bearer header', async () => {
    const { fetchMock } = await renderLoaded();
    const [request] = requestsTo(fetchMock, MY_MATERIALS_PATH);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('MM-03 K-10 shows exactly 6 skeleton cards while loading, then the cards', async () => {
    signIn();
    const answer = deferred<unknown>();
    stubApi({ [MY_MATERIALS_PATH]: () => answer.promise });
    renderLibrary();

    const loading = await screen.findByRole('status', { name: 'Loading your materials' });
    expect(within(loading).getAllByTestId('library-card-skeleton')).toHaveLength(6);

    answer.resolve(library);
    await screen.findByRole('list', { name: 'Your materials' });
    expect(screen.queryByTestId('library-card-skeleton')).not.toBeInTheDocument();
  });

  it('MM-04 ERR-15 a failed call shows "Failed to load your materials. Please try again later." and Try Again loads again', async () => {
    signIn();
    let calls = 0;
    const fetchMock = stubApi({
      [MY_MATERIALS_PATH]: () => (++calls === 1 ? reply(500, { message: 'boom' }) : library),
    });
    const { user } = renderLibrary();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_FAILED_MESSAGE);
    expect(LOAD_FAILED_MESSAGE).toBe('Failed to load your materials. Please try again later.');
    expect(within(alert).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Your materials' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, MY_MATERIALS_PATH)).toHaveLength(2);
  });

  it('AMB-56 an expired session (401) also offers to log in again', async () => {
    signIn();
    stubApi({ [MY_MATERIALS_PATH]: reply(401, { message: 'Authentication required' }) });
    renderLibrary();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_FAILED_MESSAGE);
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirecturl=%2Fmy-materials',
    );
  });

  it('MM-05 an empty library says so and links to /materials', async () => {
    signIn();
    stubApi({ [MY_MATERIALS_PATH]: [] });
    const { user, router } = renderLibrary();

    expect(await screen.findByRole('heading', { name: EMPTY_TITLE })).toBeInTheDocument();
    expect(EMPTY_TITLE).toBe("You don't have any materials yet");
    expect(screen.getByText('Explore our collection and add materials to your library')).toBeInTheDocument();
    expect(EMPTY_MESSAGE).toBe('Explore our collection and add materials to your library');
    await user.click(screen.getByRole('link', { name: 'Browse Materials' }));
    expect(router.state.location.pathname).toBe('/materials');
  });

  it('sets the page title to "My Materials | The Gate" and puts the old one back on leaving', async () => {
    document.title = 'The Gate';
    const { unmount } = await renderLoaded();
    expect(document.title).toBe('My Materials | The Gate');
    unmount();
    expect(document.title).toBe('The Gate');
  });
});

describe('/my-materials cards', () => {
  it('MM-06 shows one card per item, in a grid', async () => {
    await renderLoaded();
    const grid = screen.getByRole('list', { name: 'Your materials' });
    expect(grid).toHaveClass('grid');
    expect(
      within(grid)
        .getAllByRole('article')
        .map((article) => article.querySelector('h2')?.textContent),
    ).toEqual(library.map((material) => material.title));
    expect(screen.getByRole('heading', { level: 2, name: readingPack.title })).toBeInTheDocument();
  });

  it('MM-07 MM-10 shows the thumbnail and the title, or a placeholder icon when there is no thumbnail', async () => {
    await renderLoaded();
    expect(within(card(readingPack.title)).getByRole('img', { name: readingPack.title })).toHaveAttribute(
      'src',
      readingPack.thumbnailPath,
    );
    const placeholder = within(card(persuasionSlides.title)).getByRole('img', { name: persuasionSlides.title });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder.querySelector('svg')).not.toBeNull();
  });

  it('MM-19 GLB-13 a thumbnail that fails to load shows the default image', async () => {
    await renderLoaded();
    const image = within(card(pastPaper.title)).getByRole('img', { name: pastPaper.title });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_IMAGE);
  });

  it('MM-08 MM-09 MM-14 AMB-28 shows Free and Favorite only when true, and always the type name', async () => {
    await renderLoaded();
    expect(badges(readingPack.title)).toEqual(['Free', 'Worksheet', '1.5 KB']);
    expect(badges(persuasionSlides.title)).toEqual(['Presentation', 'Favorite', '5 MB']);
    expect(badges(pastPaper.title)).toEqual(['Exam']);
  });

  it('MM-13 shows 512, 1536, 5242880 and 1073741824 bytes as 512 Bytes, 1.5 KB, 5 MB and 1 GB, and no badge for 0 or none', async () => {
    const sizes = [512, 1536, 5242880, 1073741824, 0, null];
    await renderLoaded(
      sizes.map((fileSize, index) => ({ ...pastPaper, id: index + 1, title: `Item ${index}`, fileSize })),
    );
    expect(sizes.map((_, index) => badges(`Item ${index}`).slice(1))).toEqual([
      ['512 Bytes'],
      ['1.5 KB'],
      ['5 MB'],
      ['1 GB'],
      [],
      [],
    ]);
  });

  it('MM-11 shows Added and Last Accessed in long US format', async () => {
    await renderLoaded();
    expect(fact(readingPack.title, 'Added')).toBe('January 5, 2025');
    expect(fact(readingPack.title, 'Last Accessed')).toBe('February 14, 2025');
  });

  it('MM-12 shows the brief description, else the description as text, else "No description available"', async () => {
    await renderLoaded();
    expect(within(card(readingPack.title)).getByText('20 levelled comprehension sheets')).toBeInTheDocument();
    expect(within(card(persuasionSlides.title)).getByText('Slides on rhetorical devices.')).toBeInTheDocument();
    expect(within(card(pastPaper.title)).getByText('No description available')).toBeInTheDocument();
  });
});
