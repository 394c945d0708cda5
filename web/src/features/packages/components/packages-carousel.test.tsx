import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, requestedPaths, stubApi } from '@/test/stub-api';
import { PACKAGE_GROUPS_PATH } from '../api/get-package-groups';
import { groups } from '../test/fixtures';
import { renderPackagesComponent } from '../test/render-packages';
import { PackagesCarousel } from './packages-carousel';

/** The carousel itself, inside the section of the same name. */
const findCarousel = (name: string) =>
  waitFor(() => {
    const regions = screen.getAllByRole('region', { name });
    const carousel = regions.find((region) => region.getAttribute('aria-roledescription') === 'carousel');
    if (!carousel) throw new Error(`No carousel named ${name}`);
    return carousel;
  });
const carouselCount = () => document.querySelectorAll('[aria-roledescription="carousel"]').length;

describe('PackagesCarousel', () => {
  it("YL-03 shows the year's packages, then its collections, not its books, each linking to its page", async () => {
    const fetchMock = stubApi({ [PACKAGE_GROUPS_PATH]: groups });
    renderPackagesComponent(<PackagesCarousel year="year-5" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Year 5 Packages & Collections' })).toBeInTheDocument();
    const carousel = await findCarousel('Year 5 Packages & Collections');
    const slides = within(carousel).getAllByRole('article');
    expect(
      slides.map((slide) => {
        const link = within(slide).getByRole('link');
        return [link.textContent, link.getAttribute('href')];
      }),
    ).toEqual([
      ['Year 5 Starter Package', '/packages/year-5/1'],
      ['Year 5 Basic Package', '/packages/year-5/2'],
      ['Year 5 Pro Package', '/packages/year-5/3'],
      ['Year 5 Holiday Bundle', '/packages/year-5/9'],
      ['Year 5 Reading Collection', '/materials/year-5/4'],
    ]);
    expect(within(slides[0] as HTMLElement).getByText('EGP 199.00')).toBeInTheDocument();
    expect(within(slides[4] as HTMLElement).getByText('Collection')).toBeInTheDocument();
    expect(within(slides[4] as HTMLElement).getByText('EGP 120.00')).toBeInTheDocument();
    expect(screen.queryByText('The Year 5 Grammar Handbook')).not.toBeInTheDocument();
    // The same cached call as the tier pages.
    expect(requestedPaths(fetchMock)).toEqual([PACKAGE_GROUPS_PATH]);
  });

  it("YL-03 'View All Packages' leads to /packages/{year}", async () => {
    stubApi({ [PACKAGE_GROUPS_PATH]: groups });
    const { user, router } = renderPackagesComponent(<PackagesCarousel year="year-6" />);
    await findCarousel('Year 6 Packages & Collections');
    await user.click(screen.getByRole('link', { name: 'View All Packages' }));
    expect(router.state.location.pathname).toBe('/packages/year-6');
  });

  it('YL-06 with nothing for the year it says "No packages found"', async () => {
    stubApi({ [PACKAGE_GROUPS_PATH]: groups });
    renderPackagesComponent(<PackagesCarousel year="year-8" />);
    expect(await screen.findByText('No packages found')).toBeInTheDocument();
    expect(carouselCount()).toBe(0);
  });

  it('a failed call shows an error with Try again', async () => {
    stubApi({ [PACKAGE_GROUPS_PATH]: reply(500, 'boom') });
    const { user } = renderPackagesComponent(<PackagesCarousel year="year-5" />);
    const alert = await screen.findByRole('alert');
    stubApi({ [PACKAGE_GROUPS_PATH]: groups });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findCarousel('Year 5 Packages & Collections')).toBeInTheDocument();
  });
});
