import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { BOOKS_PATH } from '@/features/books/api/get-books';
import { books, nileAnthology } from '@/features/books/test/fixtures';
import { popularMaterialsPath } from '@/features/catalogue/api/get-popular-materials';
import { argumentPresentation, inferenceSheet, untaggedExam } from '@/features/catalogue/test/fixtures';
import { PACKAGES_PATH } from '@/features/packages/api/get-packages';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { reply, stubApi } from '@/test/stub-api';
import { HOME_TITLE, HomePage } from './home';

const POPULAR_PATH = popularMaterialsPath(8);

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderHome(routes: Record<string, unknown> = {}) {
  const fetchMock = stubApi({ [BOOKS_PATH]: books, [PACKAGES_PATH]: [], [POPULAR_PATH]: [], ...routes });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const stub = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      { path: paths.home.path, element: <HomePage /> },
      { path: paths.forTeachers.path, element: stub("Teachers' Hub") },
      { path: paths.studentServices.path, element: stub('For Students') },
      { path: paths.materials.path, element: stub('Materials page') },
      { path: paths.packages.path, element: stub('Packages page') },
      { path: paths.yearLevel.path, element: stub('Year level page') },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user, fetchMock };
}

/** Every call has answered: nothing is loading any more. */
const settled = () => waitFor(() => expect(screen.queryAllByRole('status')).toEqual([]));

describe('the home page', () => {
  it('HOME-01 shows the hero first: the one h1, saying what is sold and for whom', async () => {
    const { container } = renderHome();
    const hero = container.firstElementChild as HTMLElement;
    const h1 = within(hero).getByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([h1]);
    expect(screen.getAllByRole('heading')[0]).toBe(h1);
    for (const offer of [
      'Practice sheets',
      'Past papers & exams',
      'Digital books',
      'Whole-year packages',
      'Teacher courses',
    ]) {
      expect(
        within(within(hero).getByRole('navigation', { name: 'What we sell' })).getByRole('link', { name: offer }),
      ).toBeInTheDocument();
    }
    expect(within(hero).getByText('Students, Years 5–8')).toBeInTheDocument();
    expect(within(hero).getByText('Parents')).toBeInTheDocument();
    expect(within(hero).getByText('Teachers')).toBeInTheDocument();
    expect(within(hero).getByText('Schools')).toBeInTheDocument();
    expect(document.title).toBe(HOME_TITLE);
    await settled();
  });

  it('HOME-01 the hero leads to the materials and to the year packages', async () => {
    const { container, user, router } = renderHome();
    const hero = container.firstElementChild as HTMLElement;
    expect(within(hero).getByRole('link', { name: 'Year packages' })).toHaveAttribute('href', '/packages');
    await user.click(within(hero).getByRole('link', { name: 'Browse materials' }));
    expect(router.state.location.pathname).toBe('/materials');
  });

  it('HOME-01 the hero has a shortcut to each year page', async () => {
    const { container } = renderHome();
    const hero = container.firstElementChild as HTMLElement;
    expect(within(hero).getByRole('link', { name: 'Year 5' })).toHaveAttribute('href', '/year-level/year-5');
    expect(within(hero).getByRole('link', { name: 'Year 8' })).toHaveAttribute('href', '/year-level/year-8');
    await settled();
  });

  it("HOME-02 shows the 'Checkpoint Books' carousel when the books call returns a book", async () => {
    renderHome({ [BOOKS_PATH]: [nileAnthology] });
    const carousel = await screen.findByRole('region', { name: 'Checkpoint Books' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(1);
    expect(within(carousel).getByRole('link', { name: nileAnthology.name })).toHaveAttribute(
      'href',
      '/digital-books/29',
    );
    expect(screen.getByRole('link', { name: 'View All Books' })).toHaveAttribute('href', '/digital-books');
  });

  it("HOME-02 leaves the 'Checkpoint Books' section out when there are no books", async () => {
    renderHome({ [BOOKS_PATH]: [] });
    await settled();
    expect(screen.queryByRole('heading', { name: 'Checkpoint Books' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Checkpoint Books' })).not.toBeInTheDocument();
  });

  it("HOME-02 leaves the 'Checkpoint Books' section out when the books call fails", async () => {
    renderHome({ [BOOKS_PATH]: reply(500, 'boom') });
    await settled();
    expect(screen.queryByRole('heading', { name: 'Checkpoint Books' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our Services' })).toBeInTheDocument();
  });

  it("HOME-03 'Our Services' has exactly two cards: For Teachers and For Students", async () => {
    const { user, router } = renderHome();
    const services = screen.getByRole('region', { name: 'Our Services' });
    const cards = within(services).getAllByRole('group');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'For Teachers',
      'For Students',
    ]);
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/for-teachers', '/student-services']);
    await user.click(within(services).getByRole('link', { name: 'For Students' }));
    expect(router.state.location.pathname).toBe('/student-services');
  });

  it('HOME-05 the carousels show 1 slide per row on a phone, 2 medium, 3 large, 4 extra large', async () => {
    renderHome();
    const carousels = [
      await screen.findByRole('region', { name: 'Checkpoint Books' }),
      screen.getByRole('region', { name: 'Our Services' }),
    ];
    for (const carousel of carousels) {
      for (const slide of within(carousel).getAllByRole('group')) {
        expect(slide).toHaveClass('basis-full', 'md:basis-1/2', 'lg:basis-1/3', 'xl:basis-1/4');
      }
    }
  });

  it('shows the most downloaded materials in the order the server sends them', async () => {
    renderHome({ [POPULAR_PATH]: [argumentPresentation, untaggedExam, inferenceSheet] });
    const popular = await screen.findByRole('region', { name: 'Most Downloaded Materials' });
    expect(
      within(popular)
        .getAllByRole('group')
        .map((slide) => within(slide).getByRole('heading').textContent),
    ).toEqual([argumentPresentation.title, untaggedExam.title, inferenceSheet.title]);
  });

  it('with every call failing, the page still shows the hero and Our Services, and nothing invented', async () => {
    renderHome({
      [BOOKS_PATH]: reply(500, 'boom'),
      [PACKAGES_PATH]: reply(500, 'boom'),
      [POPULAR_PATH]: reply(500, 'boom'),
    });
    await settled();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const carousels = screen
      .getAllByRole('region')
      .filter((region) => region.getAttribute('aria-roledescription') === 'carousel');
    expect(carousels.map((carousel) => carousel.getAttribute('aria-label'))).toEqual(['Our Services']);
    expect(screen.queryByRole('heading', { name: 'Premium Packages' })).not.toBeInTheDocument();
    expect(screen.queryByText(/EGP/)).not.toBeInTheDocument();
  });
});
