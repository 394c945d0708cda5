import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, reply, requestedPaths, requestsTo, stubApi } from '@/test/stub-api';
import { EXAMS_PATH } from '../api/get-exams';
import { exams, grammarPractice, readingDiagnostic, readingMock, writingPaper } from '../test/fixtures';
import { renderExams, signIn } from '../test/render-exams';

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search exams' });
const select = (name: 'Year Level' | 'Subject' | 'Sort By') => screen.getByRole('combobox', { name });
const chips = () =>
  within(screen.getByRole('list', { name: 'Active filters' }))
    .getAllByRole('button')
    .map((chip) => chip.textContent);
const card = (title: string) => screen.getByRole('article', { name: title });

async function renderLoaded(entry = '/the-gate-exams', routes: Record<string, unknown> = { [EXAMS_PATH]: exams }) {
  const fetchMock = stubApi(routes);
  const view = renderExams(entry);
  await waitFor(() => expect(screen.queryByText('Loading exams...')).not.toBeInTheDocument());
  return { ...view, fetchMock };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/the-gate-exams', () => {
  it('has one h1 "The Gate Exams", a breadcrumb Home and the page title', async () => {
    await renderLoaded();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['The Gate Exams']);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('The Gate Exams | The Gate');
  });

  it('EX-01: "Loading exams..." shows as a status while GET /api/exams is answered, then the cards', async () => {
    const answer = deferred<unknown>();
    const fetchMock = stubApi({ [EXAMS_PATH]: () => answer.promise });
    renderExams('/the-gate-exams');
    expect(screen.getByText('Loading exams...').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    answer.resolve(exams);
    expect(await screen.findByRole('article', { name: grammarPractice.title })).toBeInTheDocument();
    expect(screen.queryByText('Loading exams...')).not.toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual(['/api/exams']);
  });

  it('EX-02: the search matches title or description, ignoring case, and reaches the address as `search` after 300 ms', async () => {
    const { router } = await renderLoaded();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

    await user.type(searchBox(), 'RETRIEVAL');
    await waitFor(() => expect(cardTitles()).toEqual([readingDiagnostic.title]));
    await advance(200);
    expect(router.state.location.search).toBe('');
    await advance(100);
    expect(router.state.location.search).toBe('?search=RETRIEVAL');
    expect(router.state.historyAction).toBe('REPLACE');

    await user.clear(searchBox());
    await user.type(searchBox(), 'non-FICTION reading');
    await waitFor(() => expect(cardTitles()).toEqual([readingMock.title]));
  });

  it('EX-02: a link with ?search= fills the box and filters at once', async () => {
    await renderLoaded('/the-gate-exams?search=punctuation');
    expect(searchBox()).toHaveValue('punctuation');
    expect(cardTitles()).toEqual([grammarPractice.title]);
  });

  it('EX-03: the Filters panel has Year Level, Subject and Sort By, with all years and the served subjects', async () => {
    await renderLoaded();
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(panel).getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('combobox')).toEqual([
      select('Year Level'),
      select('Subject'),
      select('Sort By'),
    ]);
    const options = (name: 'Year Level' | 'Subject') =>
      within(select(name))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Year Level')).toEqual(['All Year Levels', 'Year 5', 'Year 6', 'Year 7', 'Year 8']);
    expect(options('Subject')).toEqual(['All Subjects', 'Grammar and Punctuation', 'Reading', 'Writing']);
  });

  it('EX-03: choosing a year and a subject filters the cards and writes `year` and `subject` to the address; Back undoes it', async () => {
    const { user, router } = await renderLoaded();
    await user.selectOptions(select('Year Level'), 'Year 5');
    expect(cardTitles()).toEqual([readingDiagnostic.title, grammarPractice.title]);
    expect(new URLSearchParams(router.state.location.search).get('year')).toBe('Year 5');

    await user.selectOptions(select('Subject'), 'Reading');
    expect(cardTitles()).toEqual([readingDiagnostic.title]);
    expect(new URLSearchParams(router.state.location.search).get('subject')).toBe('Reading');

    await act(() => router.navigate(-1));
    expect(select('Subject')).toHaveValue('');
    expect(select('Year Level')).toHaveValue('Year 5');
    expect(cardTitles()).toEqual([readingDiagnostic.title, grammarPractice.title]);
  });

  it('EX-03: the phone toggle shows and hides the Filters panel', async () => {
    const { user } = await renderLoaded();
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveClass('hidden', 'lg:block');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveClass('block');
    expect(panel).not.toHaveClass('hidden');
  });

  it('EX-04: /the-gate-exams?year=Year%205&subject=Reading shows both as chips; a chip removes only its own filter', async () => {
    const { user, router } = await renderLoaded('/the-gate-exams?year=Year%205&subject=Reading');
    expect(select('Year Level')).toHaveValue('Year 5');
    expect(chips()).toEqual(['Year 5', 'Reading']);
    expect(cardTitles()).toEqual([readingDiagnostic.title]);

    await user.click(screen.getByRole('button', { name: 'Remove filter Year 5' }));
    expect(chips()).toEqual(['Reading']);
    expect(select('Year Level')).toHaveValue('');
    expect(router.state.location.search).toBe('?subject=Reading');
    expect(cardTitles()).toEqual([readingDiagnostic.title, readingMock.title]);
  });

  it('EX-04: Clear all empties the search, year and subject, keeps the order, and shows every exam again', async () => {
    const { user, router } = await renderLoaded(
      '/the-gate-exams?search=year&year=Year%205&subject=Reading&sort=title-desc',
    );
    expect(cardTitles()).toEqual([readingDiagnostic.title]);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(searchBox()).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=title-desc');
    expect(cardTitles()).toEqual([
      readingMock.title,
      readingDiagnostic.title,
      grammarPractice.title,
      writingPaper.title,
    ]);
  });

  it('EX-07: the count line reads "Showing {N} exam(s)" and follows the filters', async () => {
    const { user } = await renderLoaded();
    expect(screen.getByText('Showing 4 exam(s)')).toBeInTheDocument();
    await user.selectOptions(select('Year Level'), 'Year 5');
    expect(screen.getByText('Showing 2 exam(s)')).toBeInTheDocument();
    await user.selectOptions(select('Subject'), 'Reading');
    expect(screen.getByText('Showing 1 exam(s)')).toBeInTheDocument();
  });

  it('EX-08: with no match it shows "No exams found" and a Clear all that brings the exams back', async () => {
    const { user } = await renderLoaded('/the-gate-exams?year=Year%207');
    expect(screen.getByText('No exams found')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear all' });
    expect(clearButtons).toHaveLength(2);
    await user.click(clearButtons[1] as HTMLElement);
    expect(cardTitles()).toHaveLength(exams.length);
    expect(screen.queryByText('No exams found')).not.toBeInTheDocument();
  });

  it('EX-08: a store without exams shows "No exams found" without a Clear all', async () => {
    await renderLoaded('/the-gate-exams', { [EXAMS_PATH]: [] });
    expect(screen.getByText('No exams found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('EX-09: Sort By offers default, price low to high, price high to low, title A–Z and title Z–A', async () => {
    await renderLoaded();
    expect(
      within(select('Sort By'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Default', 'Price low to high', 'Price high to low', 'Title A–Z', 'Title Z–A']);
    expect(select('Sort By')).toHaveValue('default');
  });

  it('EX-10: each sort orders the cards, is kept in the address as `sort`, and default restores the server order', async () => {
    const { user, router } = await renderLoaded();
    const serverOrder = exams.map((item) => item.title);
    expect(cardTitles()).toEqual(serverOrder);

    await user.selectOptions(select('Sort By'), 'Price low to high');
    expect(cardTitles()).toEqual([
      readingDiagnostic.title,
      grammarPractice.title,
      writingPaper.title,
      readingMock.title,
    ]);
    expect(router.state.location.search).toBe('?sort=price-asc');

    await user.selectOptions(select('Sort By'), 'Price high to low');
    // 75 and 75: the grammar test stays before the writing paper, as the server sent them.
    expect(cardTitles()).toEqual([
      readingMock.title,
      grammarPractice.title,
      writingPaper.title,
      readingDiagnostic.title,
    ]);

    await user.selectOptions(select('Sort By'), 'Title A–Z');
    const aToZ = [writingPaper.title, grammarPractice.title, readingDiagnostic.title, readingMock.title];
    expect(cardTitles()).toEqual(aToZ);

    await user.selectOptions(select('Sort By'), 'Title Z–A');
    expect(cardTitles()).toEqual([...aToZ].reverse());

    await user.selectOptions(select('Sort By'), 'Default');
    expect(cardTitles()).toEqual(serverOrder);
    expect(router.state.location.search).toBe('');
  });

  it('EX-05: a card shows thumbnail, type and year badges, duration, questions, difficulty, price and View Details', async () => {
    const { user, router } = await renderLoaded('/the-gate-exams', {
      [EXAMS_PATH]: exams,
      '/api/exams/4': readingMock,
    });
    const mock = card(readingMock.title);
    expect(within(mock).getByRole('img', { name: readingMock.title })).toHaveAttribute(
      'src',
      readingMock.thumbnailPath,
    );
    expect(within(mock).getByText('Mock Exam')).toBeInTheDocument();
    expect(within(mock).getByText('Year 6')).toBeInTheDocument();
    const facts = Object.fromEntries(
      [...mock.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({ Duration: '70 minutes', Questions: '24 questions', Difficulty: 'Advanced' });
    expect(within(mock).getByText('EGP 195.00')).toBeInTheDocument();

    const details = within(mock).getByRole('link', { name: `View Details: ${readingMock.title}` });
    expect(details).toHaveAttribute('href', '/the-gate-exams/4');
    await user.click(details);
    expect(router.state.location.pathname).toBe('/the-gate-exams/4');
    expect(await screen.findByRole('heading', { level: 1, name: readingMock.title })).toBeInTheDocument();
  });

  it('EX-11: a free exam shows "Free" as its price', async () => {
    await renderLoaded('/the-gate-exams', { [EXAMS_PATH]: [{ ...readingDiagnostic, price: 50 }, grammarPractice] });
    expect(within(card(readingDiagnostic.title)).getByText('Free')).toBeInTheDocument();
    expect(within(card(readingDiagnostic.title)).queryByText(/EGP/)).not.toBeInTheDocument();
    expect(within(card(grammarPractice.title)).getByText('EGP 75.00')).toBeInTheDocument();
  });

  it('EX-05/EX-06: Take Exam with a paper link opens the paper in a new tab', async () => {
    await renderLoaded();
    const take = within(card(readingDiagnostic.title)).getByRole('link', {
      name: `Take Exam: ${readingDiagnostic.title} (opens in a new tab)`,
    });
    expect(take).toHaveAttribute('href', readingDiagnostic.paperUrl);
    expect(take).toHaveAttribute('target', '_blank');
    expect(take).toHaveAttribute('rel', 'noopener');
  });

  it('EX-05/EX-06: Take Exam without a paper link leads to the exam page, where it can be bought', async () => {
    const { user, router } = await renderLoaded('/the-gate-exams', {
      [EXAMS_PATH]: exams,
      '/api/exams/2': grammarPractice,
    });
    const take = within(card(grammarPractice.title)).getByRole('link', { name: `Take Exam: ${grammarPractice.title}` });
    expect(take).toHaveAttribute('href', '/the-gate-exams/2');
    expect(take).not.toHaveAttribute('target');
    await user.click(take);
    expect(router.state.location.pathname).toBe('/the-gate-exams/2');
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('a failed load shows the error with Try again, never sample exams, and the retry loads them', async () => {
    stubApi({ [EXAMS_PATH]: reply(500, 'boom') });
    const { user } = renderExams('/the-gate-exams');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load exams' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('API request failed with status 500: boom');
    expect(screen.queryAllByRole('article')).toEqual([]);

    stubApi({ [EXAMS_PATH]: exams });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: grammarPractice.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a signed-in visitor asks with the bearer token and gets their own answer (an owned exam opens its paper)', async () => {
    signIn('token-7');
    const owned = { ...grammarPractice, paperUrl: '/files/signed/exam-2.pdf?expires=1&signature=x' };
    const { fetchMock } = await renderLoaded('/the-gate-exams', { [EXAMS_PATH]: [owned] });
    expect(requestsTo(fetchMock, EXAMS_PATH)[0]?.headers.get('Authorization')).toBe('Bearer token-7');
    expect(
      within(card(grammarPractice.title)).getByRole('link', { name: /^Take Exam: .* \(opens in a new tab\)$/ }),
    ).toHaveAttribute('href', owned.paperUrl);
  });
});
