import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, reply, stubApi } from '@/test/stub-api';
import { PACKAGES_PATH } from '../api/get-packages';
import { packageList, year5Basic, year5Starter, year8Premium } from '../test/fixtures';
import { renderPackagesComponent } from '../test/render-packages';
import { PremiumPackagesList } from './premium-packages-list';

function renderList(limit?: number) {
  return renderPackagesComponent(
    <aside data-testid="sidebar">
      <PremiumPackagesList limit={limit} />
    </aside>,
  );
}

const names = async () => {
  const region = await screen.findByRole('region', { name: 'Premium Packages' });
  await waitFor(() => expect(within(region).queryByRole('status')).not.toBeInTheDocument());
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
};

describe('PremiumPackagesList', () => {
  it('BA-05 AMB-49 shows at most 3 premium packages by default, in the server order', async () => {
    stubApi({ [PACKAGES_PATH]: packageList });
    renderList();
    expect(await names()).toEqual(['Year 5 Pro Package', 'Year 6 Pro Package', 'Year 7 Pro Package']);
  });

  it('B§9 counts "premium" in a name as premium and takes another cap when asked', async () => {
    stubApi({ [PACKAGES_PATH]: [year5Starter, year8Premium, year5Basic] });
    renderList(4);
    expect(await names()).toEqual(['Year 8 Premium Edition']);
  });

  it('each package shows its year and price and opens its page', async () => {
    stubApi({ [PACKAGES_PATH]: packageList });
    const { user, router } = renderList();
    await names();
    const [first] = screen.getAllByRole('article');
    expect(within(first!).getByText('Year 5')).toBeInTheDocument();
    expect(within(first!).getByText('EGP 549.00')).toBeInTheDocument();
    await user.click(within(first!).getByRole('link', { name: 'Year 5 Pro Package' }));
    expect(router.state.location.pathname).toBe('/packages/year-5/3');
  });

  it("offers 'View All Packages'", async () => {
    stubApi({ [PACKAGES_PATH]: packageList });
    const { user, router } = renderList();
    await names();
    await user.click(screen.getByRole('link', { name: 'View All Packages' }));
    expect(router.state.location.pathname).toBe('/packages');
  });

  it('shows skeletons while loading', async () => {
    const answer = deferred<unknown>();
    stubApi({ [PACKAGES_PATH]: () => answer.promise });
    renderList();
    expect(screen.getByText('Loading packages...').closest('[role="status"]')).not.toBeNull();
    answer.resolve(packageList);
    expect(await names()).toHaveLength(3);
  });

  it('is left out when the call fails or there is no premium package', async () => {
    stubApi({ [PACKAGES_PATH]: reply(500, 'boom') });
    const failed = renderList();
    await waitFor(() => expect(screen.getByTestId('sidebar')).toBeEmptyDOMElement());
    failed.unmount();
    stubApi({ [PACKAGES_PATH]: [year5Starter, year5Basic] });
    renderList();
    await waitFor(() => expect(screen.queryByText('Loading packages...')).not.toBeInTheDocument());
    expect(screen.getByTestId('sidebar')).toBeEmptyDOMElement();
  });
});
