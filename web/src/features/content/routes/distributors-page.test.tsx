import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE } from '@/components/fallback-image';
import { paths } from '@/config/paths';
import { deferred, reply, requestedPaths, stubApi } from '@/test/stub-api';
import { DISTRIBUTORS_PATH } from '../api/distributors-list';
import { DISTRIBUTORS } from '../test/distributors-fixtures';
import { renderScreens } from '../test/render-content-screens';

const cards = () => screen.getAllByRole('article');
const cardNames = () => cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search distributors' });

describe('DistributorsPage', () => {
  it('shows the loading state, then three distributors with 3, 4 and 4 locations (DIS-02)', async () => {
    const answer = deferred<unknown>();
    const fetchMock = stubApi({ [DISTRIBUTORS_PATH]: () => answer.promise });
    renderScreens(paths.distributors.href());
    expect(document.title).toBe('Distributors | The Gate');
    expect(screen.getByRole('status')).toHaveTextContent('Loading distributors...');

    answer.resolve(DISTRIBUTORS);

    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(cardNames()).toEqual(DISTRIBUTORS.map((distributor) => distributor.name));
    expect(cards().map((card) => within(card).getAllByRole('link', { name: /^View on Map/ }).length)).toEqual([
      3, 4, 4,
    ]);
    expect(requestedPaths(fetchMock)).toEqual([DISTRIBUTORS_PATH]);
  });

  it('shows image, name, description and per location area, address, one tel: link per phone and the map (DIS-03)', async () => {
    stubApi({ [DISTRIBUTORS_PATH]: DISTRIBUTORS });
    renderScreens(paths.distributors.href());
    const [first, second] = await screen.findAllByRole('article');

    expect(first!.querySelector('img')).toHaveAttribute('src', '/files/distributors/distributor-1.svg');
    expect(second!.querySelector('img')).toHaveAttribute('src', DEFAULT_IMAGE);
    expect(within(first!).getByText(DISTRIBUTORS[0]!.description)).toBeInTheDocument();

    const heliopolis = within(first!).getByRole('heading', { level: 4, name: 'Heliopolis' }).closest('li')!;
    expect(within(heliopolis).getByText('14 Al-Ahram Street, Korba, Heliopolis, Cairo')).toBeInTheDocument();
    expect(
      within(heliopolis)
        .getAllByRole('link', { name: /^\+20/ })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['+20 2 2417 5500', 'tel:+20224175500'],
      ['+20 100 218 4473', 'tel:+201002184473'],
    ]);
    const map = within(heliopolis).getByRole('link', { name: /^View on Map/ });
    expect(map).toHaveAttribute('href', DISTRIBUTORS[0]!.locations[0]!.mapUrl);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('filters by name or description ignoring case, and keeps the search in the address (DIS-04)', async () => {
    stubApi({ [DISTRIBUTORS_PATH]: DISTRIBUTORS });
    const { user, router } = renderScreens(paths.distributors.href());
    await screen.findAllByRole('article');

    await user.type(search(), 'KALIMAT');
    await waitFor(() => expect(cardNames()).toEqual(['Kalimat Books & Stationery']));
    await waitFor(() => expect(router.state.location.search).toBe('?search=KALIMAT'));

    await user.clear(search());
    await user.type(search(), 'revision guides');
    await waitFor(() => expect(cardNames()).toEqual(['Horizon Educational Supplies']));
  });

  it('starts from the search in the address', async () => {
    stubApi({ [DISTRIBUTORS_PATH]: DISTRIBUTORS });
    renderScreens(`${paths.distributors.href()}?search=cairo`);
    await screen.findAllByRole('article');
    expect(search()).toHaveValue('cairo');
    expect(cardNames()).toEqual([
      'Nile Scholar Bookshops',
      'Kalimat Books & Stationery',
      'Horizon Educational Supplies',
    ]);
  });

  it('says so when nothing matches (DIS-05)', async () => {
    stubApi({ [DISTRIBUTORS_PATH]: DISTRIBUTORS });
    const { user } = renderScreens(paths.distributors.href());
    await screen.findAllByRole('article');

    await user.type(search(), 'Alexandria');

    expect(await screen.findByRole('heading', { name: 'No distributors found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('shows the failure with a way to try again', async () => {
    let calls = 0;
    stubApi({
      [DISTRIBUTORS_PATH]: () => {
        calls += 1;
        return calls === 1 ? reply(500, { message: 'Internal error' }) : DISTRIBUTORS;
      },
    });
    const { user } = renderScreens(paths.distributors.href());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load distributors');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});
