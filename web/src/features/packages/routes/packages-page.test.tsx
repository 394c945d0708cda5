import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, reply, requestedPaths, stubApi } from '@/test/stub-api';
import { PACKAGES_PATH } from '../api/get-packages';
import { YEAR_PACKAGES } from '../lib/year-packages';
import { packageList } from '../test/fixtures';
import { renderPackages } from '../test/render-packages';

const yearCards = () => screen.findAllByRole('article');

describe('/packages', () => {
  it('PK-01 has a "Learning Packages" header with a slogan and a description, and names the page', async () => {
    stubApi({ [PACKAGES_PATH]: packageList });
    renderPackages('/packages');
    const heading = screen.getByRole('heading', { level: 1, name: 'Learning Packages' });
    const header = heading.closest('header') as HTMLElement;
    expect(within(header).getByText('Structured practice for every year, in one purchase.')).toBeInTheDocument();
    expect(within(header).getByText(/bundled by year level in Starter, Basic and Pro tiers/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Learning Packages | The Gate');
    await yearCards();
  });

  it('PK-02 has an "Educational Packages" section of complete learning packages for all grade levels', async () => {
    stubApi({ [PACKAGES_PATH]: packageList });
    renderPackages('/packages');
    const section = screen.getByRole('region', { name: 'Educational Packages' });
    expect(within(section).getByText('Complete learning packages for all grade levels.')).toBeInTheDocument();
    expect(await within(section).findAllByRole('article')).toHaveLength(4);
  });

  it('PK-03 shows a "Loading packages..." spinner while the packages load', async () => {
    const answer = deferred<unknown>();
    const fetchMock = stubApi({ [PACKAGES_PATH]: () => answer.promise });
    renderPackages('/packages');
    expect(screen.getByText('Loading packages...').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryAllByRole('article')).toEqual([]);
    answer.resolve(packageList);
    expect(await yearCards()).toHaveLength(4);
    expect(screen.queryByText('Loading packages...')).not.toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual([PACKAGES_PATH]);
  });

  it('PK-04 shows exactly four cards, Year 5 to Year 8, each badged "Available Now"', async () => {
    stubApi({ [PACKAGES_PATH]: packageList });
    renderPackages('/packages');
    const cards = await yearCards();
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Year 5',
      'Year 6',
      'Year 7',
      'Year 8',
    ]);
    for (const card of cards) expect(within(card).getByText('Available Now')).toBeInTheDocument();
  });

  it('PK-05 the cards link to /packages/year-5 .. /packages/year-8', async () => {
    stubApi({ [PACKAGES_PATH]: packageList });
    const { user, router } = renderPackages('/packages');
    const cards = await yearCards();
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/packages/year-5',
      '/packages/year-6',
      '/packages/year-7',
      '/packages/year-8',
    ]);
    stubApi({});
    await user.click(screen.getByRole('link', { name: 'Year 7' }));
    expect(router.state.location.pathname).toBe('/packages/year-7');
  });

  it('PK-06 each card has its own colour', async () => {
    stubApi({ [PACKAGES_PATH]: packageList });
    renderPackages('/packages');
    const cards = await yearCards();
    cards.forEach((card, index) => {
      expect((card.firstElementChild as HTMLElement).className).toContain(YEAR_PACKAGES[index]?.colour);
    });
  });

  it('shows on each card what the year holds, from GET /api/packages', async () => {
    stubApi({ [PACKAGES_PATH]: packageList });
    renderPackages('/packages');
    const [year5, year6, year7, year8] = await yearCards();
    expect(within(year5 as HTMLElement).getByText('3 tiers from EGP 199.00')).toBeInTheDocument();
    expect(within(year6 as HTMLElement).getByText('3 tiers from EGP 219.00')).toBeInTheDocument();
    expect(within(year7 as HTMLElement).getByText('1 tier from EGP 589.00')).toBeInTheDocument();
    expect(within(year8 as HTMLElement).getByText('2 tiers from EGP 609.00')).toBeInTheDocument();
  });

  it('B§8 when the packages call fails the four cards still show, without an error or invented contents', async () => {
    stubApi({ [PACKAGES_PATH]: reply(500, 'boom') });
    renderPackages('/packages');
    const cards = await yearCards();
    expect(cards).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/tiers? from/)).not.toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/packages/year-5');
  });
});
