import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, reply, stubApi } from '@/test/stub-api';
import { PACKAGES_PATH } from '../api/get-packages';
import { packageList, year5Starter } from '../test/fixtures';
import { renderPackagesComponent } from '../test/render-packages';
import { FeaturedPackages } from './featured-packages';

function renderFeatured() {
  return renderPackagesComponent(
    <main data-testid="home">
      <FeaturedPackages />
    </main>,
  );
}

describe('FeaturedPackages', () => {
  it('B§9 shows the premium packages, capped at 4, each with year, Best Value, contents, price and a link', async () => {
    stubApi({ [PACKAGES_PATH]: packageList });
    renderFeatured();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'Year 5 Pro Package',
      'Year 6 Pro Package',
      'Year 7 Pro Package',
      'Year 8 Pro Package',
    ]);
    const year5 = cards[0] as HTMLElement;
    expect(within(year5).getByText('Year 5')).toBeInTheDocument();
    expect(within(year5).getByText('Best Value')).toBeInTheDocument();
    expect(within(year5).getByText('7 resources')).toBeInTheDocument();
    expect(within(year5).getByText('EGP 549.00')).toBeInTheDocument();
    expect(within(year5).getByRole('link')).toHaveAttribute('href', '/packages/year-5/3');
    expect(within(cards[3] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/packages/year-8/33');
  });

  it("'View All Packages' leads to /packages", async () => {
    stubApi({ [PACKAGES_PATH]: packageList });
    const { user, router } = renderFeatured();
    await screen.findAllByRole('article');
    expect(screen.getByRole('heading', { level: 2, name: 'Premium Packages' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View All Packages' }));
    expect(router.state.location.pathname).toBe('/packages');
  });

  it('shows skeletons while loading', async () => {
    const answer = deferred<unknown>();
    stubApi({ [PACKAGES_PATH]: () => answer.promise });
    renderFeatured();
    expect(screen.getByText('Loading packages...').closest('[role="status"]')).not.toBeNull();
    answer.resolve(packageList);
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });

  it('renders nothing when the call fails', async () => {
    const fetchMock = stubApi({ [PACKAGES_PATH]: reply(500, 'boom') });
    renderFeatured();
    await waitFor(() => expect(screen.queryByText('Loading packages...')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('home')).toBeEmptyDOMElement();
  });

  it('renders nothing when there is no premium package', async () => {
    stubApi({ [PACKAGES_PATH]: [year5Starter] });
    renderFeatured();
    await waitFor(() => expect(screen.queryByText('Loading packages...')).not.toBeInTheDocument());
    expect(screen.getByTestId('home')).toBeEmptyDOMElement();
  });

  it('renders nothing when there are no packages', async () => {
    stubApi({ [PACKAGES_PATH]: [] });
    renderFeatured();
    await waitFor(() => expect(screen.queryByText('Loading packages...')).not.toBeInTheDocument());
    expect(screen.getByTestId('home')).toBeEmptyDOMElement();
  });
});
