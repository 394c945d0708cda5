import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '@/test/stub-api';
import { PACKAGE_GROUPS_PATH } from '../api/get-package-groups';
import { groups, year5Starter } from '../test/fixtures';
import { renderPackagesComponent } from '../test/render-packages';
import { PackageTiers } from './package-tiers';

/** As the year-level page will compose it: under a section heading of its own. */
function renderYearLevel(year: string) {
  return renderPackagesComponent(
    <section aria-label="Packages">
      <h2>Packages</h2>
      <PackageTiers year={year} variant="year-level" />
    </section>,
  );
}

describe('PackageTiers on the year-level page', () => {
  it('YL-02 shows up to 3 tiers, each with Get This Package and View Package Details to /packages/{year}/{id}', async () => {
    stubApi({ [PACKAGE_GROUPS_PATH]: groups });
    const { user, router } = renderYearLevel('year-5');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Year 5 Starter Package',
      'Year 5 Basic Package',
      'Year 5 Pro Package',
    ]);
    expect(screen.getAllByRole('link', { name: /^Get This Package/ }).map((link) => link.getAttribute('href'))).toEqual(
      ['/packages/year-5/1', '/packages/year-5/2', '/packages/year-5/3'],
    );
    expect(
      screen.getAllByRole('link', { name: /^View Package Details/ }).map((link) => link.getAttribute('href')),
    ).toEqual(['/packages/year-5/1', '/packages/year-5/2', '/packages/year-5/3']);
    expect(within(cards[2] as HTMLElement).getByText('Best Value')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Get This Package: Year 5 Basic Package' }));
    expect(router.state.location.pathname).toBe('/packages/year-5/2');
  });

  it('issue 23 §7 a tier card says what the package saves, and nothing when it saves nothing', async () => {
    // The Starter's 4 items cost 150 one by one; it sells for 119. The others list free items only.
    const prices = [60, 50, 0, 40];
    const starter = {
      ...year5Starter,
      price: 119,
      materials: year5Starter.materials!.map((item, index) => ({ ...item, price: prices[index]! })),
    };
    stubApi({ [PACKAGE_GROUPS_PATH]: groups.map((group) => (group.id === starter.id ? starter : group)) });
    renderYearLevel('year-5');
    const [starterCard, basicCard, proCard] = (await screen.findAllByRole('article')) as HTMLElement[];
    expect(within(starterCard!).getByText(/^You save/)).toHaveTextContent(
      'You save EGP 31.00 compared with buying the 4 items separately',
    );
    expect(within(basicCard!).queryByText(/You save/)).not.toBeInTheDocument();
    expect(within(proCard!).queryByText(/You save/)).not.toBeInTheDocument();
  });

  it('YL-06 with no package for the year it says "No packages found"', async () => {
    stubApi({ [PACKAGE_GROUPS_PATH]: groups });
    renderYearLevel('year-8');
    expect(await screen.findByText('No packages found')).toBeInTheDocument();
    expect(screen.queryByText(/No packages found for/)).not.toBeInTheDocument();
  });

  it('a failed call shows an error with Try again', async () => {
    stubApi({ [PACKAGE_GROUPS_PATH]: reply(503, 'down') });
    const { user } = renderYearLevel('year-5');
    const alert = await screen.findByRole('alert');
    stubApi({ [PACKAGE_GROUPS_PATH]: groups });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});
