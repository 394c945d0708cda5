import { screen, waitFor, within } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { describe, expect, it } from 'vitest';
import { reply, requestedPaths, stubApi } from '@/test/stub-api';
import { PACKAGE_GROUPS_PATH } from '../api/get-package-groups';
import { groups } from '../test/fixtures';
import { renderPackages } from '../test/render-packages';

const api = { [PACKAGE_GROUPS_PATH]: groups };

async function renderYear(entry: string, routes: Record<string, unknown> = api) {
  const fetchMock = stubApi(routes);
  const view = renderPackages(entry);
  await waitFor(() => expect(screen.queryByText('Loading packages...')).not.toBeInTheDocument());
  return { ...view, fetchMock };
}

const tierNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const tier = (name: string) => screen.getByRole('article', { name });
const includeList = (card: HTMLElement) =>
  within(within(card).getByRole('list', { name: "What's included" }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/packages/{year}', () => {
  it('names the page "Year 5 Packages", with a breadcrumb and a way back to /packages', async () => {
    await renderYear('/packages/year-5');
    expect(screen.getByRole('heading', { level: 1, name: 'Year 5 Packages' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Year 5 Packages | The Gate');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Packages', 'Year 5']);
    expect(within(breadcrumb).getByRole('link', { name: 'Packages' })).toHaveAttribute('href', '/packages');
    expect(screen.getByRole('link', { name: 'Back to Packages' })).toHaveAttribute('href', '/packages');
  });

  it('PY-01 reads GET /api/material-groups with materials, child and parent groups, and keeps Year 5 packages', async () => {
    const { fetchMock } = await renderYear('/packages/year-5');
    expect(requestedPaths(fetchMock)).toEqual([
      '/api/material-groups?includeMaterials=true&includeChildGroups=true&includeParentGroups=true',
    ]);
    expect(tierNames()).toEqual(['Year 5 Starter Package', 'Year 5 Basic Package', 'Year 5 Pro Package']);
    // The year's collection and book are not tiers, and Year 6 is another page.
    expect(screen.queryByText('Year 5 Reading Collection')).not.toBeInTheDocument();
    expect(screen.queryByText('The Year 5 Grammar Handbook')).not.toBeInTheDocument();
    expect(screen.queryByText(/Year 6/)).not.toBeInTheDocument();
  });

  it('PY-01 /packages/year-6 keeps "Year 6"', async () => {
    await renderYear('/packages/year-6');
    expect(tierNames()).toEqual(['Year 6 Starter Package', 'Year 6 Basic Package', 'Year 6 Pro Package']);
  });

  it('PY-02 PY-03 shows at most 3 tiers, sorted starter, basic, pro, though 4 arrive out of order', async () => {
    await renderYear('/packages/year-5');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText('Year 5 Holiday Bundle')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.querySelector('p')?.textContent)).toEqual([
      'Starter',
      'Basic',
      'Pro',
    ]);
  });

  it('PY-05 flags the pro tier "Best Value", and only it', async () => {
    await renderYear('/packages/year-5');
    expect(screen.getAllByText('Best Value')).toHaveLength(1);
    expect(within(tier('Year 5 Pro Package')).getByText('Best Value')).toBeInTheDocument();
  });

  it('PY-06 each tier lists its items per skill, counting only those whose Count tag is "True"', async () => {
    await renderYear('/packages/year-5');
    expect(includeList(tier('Year 5 Starter Package'))).toEqual(['Reading1 item', 'Writing1 item']);
    expect(includeList(tier('Year 5 Basic Package'))).toEqual([
      'Reading1 item',
      'Writing2 items',
      'Speaking and Listening1 item',
    ]);
    expect(includeList(tier('Year 5 Pro Package'))).toEqual([
      'Reading2 items',
      'Writing2 items',
      'Speaking and Listening1 item',
    ]);
  });

  it('shows each tier price as the server sends it', async () => {
    await renderYear('/packages/year-5');
    expect(within(tier('Year 5 Starter Package')).getByText('EGP 199.00')).toBeInTheDocument();
    expect(within(tier('Year 5 Basic Package')).getByText('EGP 349.00')).toBeInTheDocument();
    expect(within(tier('Year 5 Pro Package')).getByText('EGP 549.00')).toBeInTheDocument();
  });

  it('PY-07 each tier links to /packages/{year}/{packageId}', async () => {
    const { user, router } = await renderYear('/packages/year-5');
    expect(screen.getAllByRole('link', { name: /^View Details/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/packages/year-5/1',
      '/packages/year-5/2',
      '/packages/year-5/3',
    ]);
    await user.click(
      within(tier('Year 5 Pro Package')).getByRole('link', { name: 'View Details: Year 5 Pro Package' }),
    );
    expect(router.state.location.pathname).toBe('/packages/year-5/3');
  });

  it('Add to Cart on a tier adds the package (type package), opens the cart and then reads "In Cart"', async () => {
    const { user } = await renderYear('/packages/year-5');
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Year 5 Basic Package' }));
    expect(screen.getByRole('button', { name: 'In Cart: Year 5 Basic Package' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to Cart: Year 5 Pro Package' })).toBeEnabled();
    const probe = screen.getByTestId('cart-probe');
    expect(probe).toHaveAttribute('data-open', 'true');
    expect(probe).toHaveTextContent('package:2x1');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toMatchObject([
      { id: 2, type: 'package', title: 'Year 5 Basic Package', price: 349, yearGroup: 'Year 5' },
    ]);
  });

  it('PY-10 shows no tier selector', async () => {
    await renderYear('/packages/year-5');
    for (const role of ['tablist', 'tab', 'combobox', 'listbox', 'radiogroup', 'radio'] as const) {
      expect(screen.queryAllByRole(role)).toEqual([]);
    }
    expect(screen.queryByRole('button', { name: /^(all|starter|basic|pro)$/i })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Add to Cart',
      'Add to Cart',
      'Add to Cart',
    ]);
  });

  it('PY-09 with no package for the year it says "No packages found for Year 7."', async () => {
    await renderYear('/packages/year-7');
    expect(screen.getByText('No packages found for Year 7.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to Packages' })).toHaveAttribute('href', '/packages');
  });

  it('PY-08 reading: an empty answer shows the empty text, never built-in packages', async () => {
    await renderYear('/packages/year-5', { [PACKAGE_GROUPS_PATH]: [] });
    expect(screen.getByText('No packages found for Year 5.')).toBeInTheDocument();
    expect(screen.queryByText(/EGP/)).not.toBeInTheDocument();
  });

  it('a year outside 5 to 8 shows the same empty text without a request', async () => {
    const { fetchMock } = await renderYear('/packages/year-9');
    expect(screen.getByText('No packages found for year-9.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Packages' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows skeletons while loading, announced as "Loading packages..."', async () => {
    stubApi(api);
    renderPackages('/packages/year-5');
    expect(screen.getByText('Loading packages...').closest('[role="status"]')).not.toBeNull();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('PY-08 reading: a failed call shows an error with Try again, which reloads, and no invented packages', async () => {
    stubApi({ [PACKAGE_GROUPS_PATH]: reply(500, 'boom') });
    const { user } = renderPackages('/packages/year-5');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "We couldn't load the packages" })).toBeInTheDocument();
    expect(alert).toHaveTextContent('API request failed with status 500: boom');
    expect(screen.queryByText(/EGP/)).not.toBeInTheDocument();

    stubApi(api);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});
