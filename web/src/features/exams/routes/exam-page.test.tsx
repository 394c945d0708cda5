import { act, screen, waitFor, within } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { describe, expect, it } from 'vitest';
import { reply, requestedPaths, requestsTo, stubApi } from '@/test/stub-api';
import { grammarPractice, grammarPracticeCartLine, readingDiagnostic } from '../test/fixtures';
import { renderExams, signIn } from '../test/render-exams';

const ownedGrammar = { ...grammarPractice, paperUrl: '/files/signed/exam-2.pdf?expires=1&signature=abc' };
const api = {
  '/api/exams/1': readingDiagnostic,
  '/api/exams/2': grammarPractice,
  '/api/exams/999': reply(404, { message: 'Exam not found.' }),
};

async function renderExam(entry: string, routes: Record<string, unknown> = api) {
  const fetchMock = stubApi(routes);
  const view = renderExams(entry);
  await waitFor(() => expect(screen.queryByText('Loading exam...')).not.toBeInTheDocument());
  return { ...view, fetchMock };
}

const loaded = (title: string) => screen.findByRole('heading', { level: 1, name: title });

describe('/the-gate-exams/{id}', () => {
  it('shows the breadcrumb Home > The Gate Exams > title, the cover, badges, description, facts, price and the page title', async () => {
    const { user, router } = await renderExam('/the-gate-exams/2');
    const heading = await loaded(grammarPractice.title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${grammarPractice.title} | The Gate`);

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText(grammarPractice.title)).toHaveAttribute('aria-current', 'page');

    expect(screen.getByRole('img', { name: grammarPractice.title })).toHaveAttribute(
      'src',
      grammarPractice.thumbnailPath,
    );
    const badges = heading.previousElementSibling as HTMLElement;
    expect([...badges.children].map((badge) => badge.textContent)).toEqual(['Practice Test', 'Year 5']);
    expect(screen.getByText(grammarPractice.description)).toBeInTheDocument();
    const facts = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Subject: 'Grammar and Punctuation',
      'Year Level': 'Year 5',
      Duration: '30 minutes',
      Questions: '25',
      Difficulty: 'Standard',
    });
    expect(screen.getByText('EGP 75.00')).toBeInTheDocument();

    await user.click(within(breadcrumb).getByRole('link', { name: 'The Gate Exams' }));
    expect(router.state.location.pathname).toBe('/the-gate-exams');
  });

  it('sells an exam the visitor does not own: Add to Cart adds an exam line, opens the cart and reads "Added to Cart"', async () => {
    const { user } = await renderExam('/the-gate-exams/2');
    await loaded(grammarPractice.title);
    expect(screen.getByText('Secure payment • Instant access')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Materials' })).toHaveAttribute('href', '/my-materials');
    expect(screen.queryByRole('link', { name: /Take Exam/ })).not.toBeInTheDocument();
    expect(screen.queryByText('You own this exam.')).not.toBeInTheDocument();

    const probe = screen.getByTestId('cart-probe');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Added to Cart' })).toBeDisabled();
    expect(probe).toHaveAttribute('data-open', 'true');
    expect(probe).toHaveTextContent('exam:2x1');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([grammarPracticeCartLine]);
  });

  it('an owner (the server sent the paper link) gets Take Exam in a new tab and "You own this exam.", not Add to Cart', async () => {
    signIn();
    const { fetchMock } = await renderExam('/the-gate-exams/2', { '/api/exams/2': ownedGrammar });
    await loaded(grammarPractice.title);
    expect(requestsTo(fetchMock, '/api/exams/2')[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    const take = screen.getByRole('link', { name: 'Take Exam (opens in a new tab)' });
    expect(take).toHaveAttribute('href', ownedGrammar.paperUrl);
    expect(take).toHaveAttribute('target', '_blank');
    expect(take).toHaveAttribute('rel', 'noopener');
    expect(screen.getByText('You own this exam.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add(ed)? to Cart/ })).not.toBeInTheDocument();
  });

  it('a free exam shows Free twice (badge and price) and Take Exam, without "You own this exam."', async () => {
    await renderExam('/the-gate-exams/1');
    await loaded(readingDiagnostic.title);
    expect(screen.getAllByText('Free')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Take Exam (opens in a new tab)' })).toHaveAttribute(
      'href',
      readingDiagnostic.paperUrl,
    );
    expect(screen.queryByText('You own this exam.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('signing in in another tab asks again with the token, and the bought exam then opens', async () => {
    const fetchMock = stubApi({
      '/api/exams/2': ({ init }: { init: RequestInit }) =>
        new Headers(init.headers).get('Authorization') ? ownedGrammar : grammarPractice,
    });
    renderExams('/the-gate-exams/2');
    await loaded(grammarPractice.title);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();

    signIn();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token' })));
    expect(await screen.findByRole('link', { name: 'Take Exam (opens in a new tab)' })).toHaveAttribute(
      'href',
      ownedGrammar.paperUrl,
    );
    expect(requestedPaths(fetchMock)).toEqual(['/api/exams/2', '/api/exams/2']);
  });

  it('an unknown exam shows "Exam not found." with a link back to the list', async () => {
    const { user, router } = await renderExam('/the-gate-exams/999');
    expect(await loaded('Exam not found.')).toBeInTheDocument();
    expect(document.title).toBe('Exam Not Found | The Gate');
    const back = screen.getByRole('link', { name: 'Browse All Exams' });
    expect(back).toHaveAttribute('href', '/the-gate-exams');
    stubApi({ '/api/exams': [] });
    await user.click(back);
    expect(router.state.location.pathname).toBe('/the-gate-exams');
  });

  it('a malformed id is not found without a request', async () => {
    const { fetchMock } = await renderExam('/the-gate-exams/abc');
    expect(await loaded('Exam not found.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('another failure shows "Failed to load exam details" with Try again, which loads the exam', async () => {
    stubApi({ '/api/exams/2': reply(500, 'boom') });
    const { user } = renderExams('/the-gate-exams/2');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load exam details' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('API request failed with status 500: boom');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();

    stubApi(api);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await loaded(grammarPractice.title)).toBeInTheDocument();
  });

  it('shows "Loading exam..." as a status while GET /api/exams/{id} is answered', async () => {
    const fetchMock = stubApi(api);
    renderExams('/the-gate-exams/2');
    expect(screen.getByText('Loading exam...').closest('[role="status"]')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await loaded(grammarPractice.title);
    expect(requestedPaths(fetchMock)).toEqual(['/api/exams/2']);
  });
});
