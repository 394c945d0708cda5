import { fireEvent, screen, within } from '@testing-library/react';
import type { LibraryMaterial } from '@the-gate/contract/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsTo, stubApi } from '@/test/stub-api';
import { MY_MATERIALS_PATH } from '../api/get-my-materials';
import { OTHER_MATERIALS } from '../lib/group-library';
import { persuasionSlides, readingPack } from '../test/fixtures';
import { renderLibrary, signIn } from '../test/render-library';

/** Issue 25 §7: items bought as a package are grouped under the package in My Materials. */

afterEach(() => {
  vi.unstubAllGlobals();
});

const GOLD = { id: 7, title: 'Year 6 Gold package' };
/** Twelve sheets of the Gold package: with the slides bought alone, 13 items, so search shows. */
const goldSheets: LibraryMaterial[] = Array.from({ length: 12 }, (_, index) => ({
  ...readingPack,
  id: 200 + index,
  title: `Gold sheet ${index + 1}`,
  isFavorite: false,
  package: GOLD,
}));
const library = [...goldSheets, { ...persuasionSlides, package: null }];

async function renderGrouped() {
  signIn();
  const fetchMock = stubApi({
    [MY_MATERIALS_PATH]: library,
    '/api/materials/200/favorite': { id: 200, isFavorite: true },
  });
  const view = renderLibrary();
  await screen.findByRole('list', { name: GOLD.title });
  return { ...view, fetchMock };
}

const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((article) => article.querySelector('h3')?.textContent);

describe('My Materials grouped by package (issue 25 §7)', () => {
  it('shows each package as a section headed by its title, then the items bought on their own', async () => {
    await renderGrouped();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([GOLD.title, OTHER_MATERIALS]);
    expect(screen.getByRole('region', { name: GOLD.title })).toHaveTextContent('12 materials');
    expect(titlesIn(screen.getByRole('list', { name: GOLD.title }))).toEqual(goldSheets.map((sheet) => sheet.title));
    expect(titlesIn(screen.getByRole('list', { name: OTHER_MATERIALS }))).toEqual([persuasionSlides.title]);
    expect(screen.queryByRole('list', { name: 'Your materials' })).not.toBeInTheDocument();
  });

  it('keeps search and favourites working inside the groups', async () => {
    const { user, fetchMock } = await renderGrouped();
    await user.click(screen.getByRole('button', { name: 'Add Gold sheet 1 to favourites' }));
    expect(requestsTo(fetchMock, '/api/materials/200/favorite')).toMatchObject([{ body: { isFavorite: true } }]);
    expect(screen.getByRole('button', { name: 'Remove Gold sheet 1 from favourites' })).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search your materials' });
    fireEvent.change(search, { target: { value: 'Persuasive' } });
    expect(await screen.findByText('Showing 1 of 13 materials')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: GOLD.title })).not.toBeInTheDocument();
    expect(titlesIn(screen.getByRole('list', { name: OTHER_MATERIALS }))).toEqual([persuasionSlides.title]);

    fireEvent.change(search, { target: { value: 'Gold sheet 1' } });
    expect(await screen.findByText('Showing 4 of 13 materials')).toBeInTheDocument();
    expect(titlesIn(screen.getByRole('list', { name: GOLD.title }))).toEqual([
      'Gold sheet 1',
      'Gold sheet 10',
      'Gold sheet 11',
      'Gold sheet 12',
    ]);
    expect(screen.queryByRole('list', { name: OTHER_MATERIALS })).not.toBeInTheDocument();
  });
});
