import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tag } from '@the-gate/contract/catalogue';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { deferred, reply, requestedPaths, stubApi } from '@/test/stub-api';
import { YEAR_LEVELS_PATH } from '../api/get-year-levels';
import { StudentServicesPage } from './student-services-page';

const level = (id: number, value: string): Tag => ({ id, key: 'levels', value });

/** What `searchTerm=Level` finds: out of order, with tags of other keys the server also matched. */
const levelTags: Tag[] = [
  level(8, 'Year 8'),
  level(6, 'Year 6'),
  { id: 99, key: 'Level descriptor', value: 'Expert' },
  level(5, 'Year 5'),
  { id: 98, key: 'Sub-strand', value: 'Levelled reading' },
  level(7, 'Year 7'),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.studentServices.path, element: <StudentServicesPage /> },
      { path: paths.yearLevel.path, element: <h1>Year level page</h1> },
      { path: paths.students.path, element: <h1>Students page</h1> },
    ],
    { initialEntries: ['/student-services'] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user };
}

const cardTitles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

async function renderLoaded(tags: unknown = levelTags) {
  const fetchMock = stubApi({ [YEAR_LEVELS_PATH]: tags });
  const view = renderPage();
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading year levels' })).not.toBeInTheDocument());
  return { ...view, fetchMock };
}

describe("/student-services, the 'For Students' page", () => {
  it("STU-06 has the one heading 'For Students', a title, and the tabs All Levels, Primary and Lower Secondary", async () => {
    await renderLoaded();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['For Students']);
    expect(document.title).toBe('For Students | The Gate');
    const tabs = within(screen.getByRole('tablist', { name: 'Year levels' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All Levels', 'Primary', 'Lower Secondary']);
    expect(screen.getByRole('tab', { name: 'All Levels' })).toHaveAttribute('aria-selected', 'true');
  });

  it('STU-07 All Levels shows every year; Primary Year 5 and 6; Lower Secondary Year 7 and 8', async () => {
    const { user } = await renderLoaded();
    expect(cardTitles()).toEqual(['Year 5', 'Year 6', 'Year 7', 'Year 8']);

    await user.click(screen.getByRole('tab', { name: 'Primary' }));
    expect(cardTitles()).toEqual(['Year 5', 'Year 6']);

    await user.click(screen.getByRole('tab', { name: 'Lower Secondary' }));
    expect(cardTitles()).toEqual(['Year 7', 'Year 8']);

    await user.click(screen.getByRole('tab', { name: 'All Levels' }));
    expect(cardTitles()).toEqual(['Year 5', 'Year 6', 'Year 7', 'Year 8']);
  });

  it('STU-07 the tabs work from the keyboard', async () => {
    const { user } = await renderLoaded();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'All Levels' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Primary' })).toHaveAttribute('aria-selected', 'true');
    expect(cardTitles()).toEqual(['Year 5', 'Year 6']);
  });

  it('STU-08 each year card links to /year-level/{slug}: "Year 5" becomes year-5', async () => {
    const { user, router } = await renderLoaded();
    const links = within(screen.getByRole('tabpanel')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/year-level/year-5',
      '/year-level/year-6',
      '/year-level/year-7',
      '/year-level/year-8',
    ]);
    await user.click(screen.getByRole('link', { name: 'Year 7' }));
    expect(router.state.location.pathname).toBe('/year-level/year-7');
  });

  it('STU-09 each card lists Textbooks & Notes, Practice Materials, Exams and Presentations', async () => {
    await renderLoaded();
    const cards = within(screen.getByRole('tabpanel')).getAllByRole('article');
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Textbooks & Notes', 'Practice Materials', 'Exams', 'Presentations']);
    }
  });

  it('STU-10 with no year levels it says "No year levels found." and raises no error', async () => {
    await renderLoaded([{ id: 99, key: 'Level descriptor', value: 'Expert' }]);
    expect(within(screen.getByRole('tabpanel')).getByText('No year levels found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load year levels. Please try again later.')).not.toBeInTheDocument();
  });

  it('STU-10 a tab with none of the years says "No year levels found."', async () => {
    const { user } = await renderLoaded([level(7, 'Year 7')]);
    await user.click(screen.getByRole('tab', { name: 'Primary' }));
    expect(cardTitles()).toEqual([]);
    expect(within(screen.getByRole('tabpanel')).getByText('No year levels found.')).toBeInTheDocument();
  });

  it('STU-11 a failed load shows a destructive "Error" toast, the empty text and a retry that loads them', async () => {
    let calls = 0;
    stubApi({ [YEAR_LEVELS_PATH]: () => (++calls === 1 ? reply(500, 'boom') : levelTags) });
    const { user } = renderPage();

    const message = await screen.findByText('Failed to load year levels. Please try again later.');
    const toast = message.closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(toast).toHaveAttribute('data-rich-colors', 'true');
    expect(within(toast as HTMLElement).getByText('Error')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByText('No year levels found.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Year 5', 'Year 6', 'Year 7', 'Year 8']));
    expect(calls).toBe(2);
  });

  it('STU-12 asks GET /api/tags?searchTerm=Level, keeps the levels tags and sorts them by year number', async () => {
    const { fetchMock } = await renderLoaded([
      level(10, 'Year 10'),
      level(6, 'Year 6'),
      { id: 99, key: 'Level descriptor', value: 'Year 1 descriptor' },
      level(5, 'Year 5'),
      level(5, 'Year 5'),
    ]);
    expect(requestedPaths(fetchMock)).toEqual(['/api/tags?searchTerm=Level']);
    expect(cardTitles()).toEqual(['Year 5', 'Year 6', 'Year 10']);
  });

  it('shows skeleton cards while the year levels load', async () => {
    const answer = deferred<unknown>();
    stubApi({ [YEAR_LEVELS_PATH]: () => answer.promise });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading year levels' })).toBeInTheDocument();
    answer.resolve(levelTags);
    expect(await screen.findByRole('link', { name: 'Year 5' })).toBeInTheDocument();
  });

  it('leads on to the resources landing at /students', async () => {
    const { user, router } = await renderLoaded();
    await user.click(screen.getByRole('link', { name: 'Resources for Students' }));
    expect(router.state.location.pathname).toBe('/students');
  });
});
