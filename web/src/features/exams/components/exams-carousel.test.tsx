import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, requestedPaths, stubApi } from '@/test/stub-api';
import { grammarPractice, readingDiagnostic, readingMock } from '../test/fixtures';
import { renderExams, yearExamsHref } from '../test/render-exams';

const YEAR_5_PATH = '/api/exams?yearGroup=Year%205';

describe('ExamsCarousel (year-level page)', () => {
  it('YL-04: shows "Year 5 Exams" from GET /api/exams?yearGroup=Year%205, each with type, duration, price and View Details', async () => {
    const fetchMock = stubApi({ [YEAR_5_PATH]: [readingDiagnostic, grammarPractice] });
    renderExams(yearExamsHref('Year 5'));
    expect(screen.getByRole('status', { name: 'Loading exams' })).toBeInTheDocument();
    const carousel = await screen.findByRole('region', { name: 'Exams for Year 5' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('heading', { level: 2, name: 'Year 5 Exams' })).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual([YEAR_5_PATH]);

    const slide = within(carousel).getByRole('article', { name: grammarPractice.title });
    expect(within(slide).getByText('Practice Test')).toBeInTheDocument();
    expect(within(slide).getByText('30 minutes')).toBeInTheDocument();
    expect(within(slide).getByText('EGP 75.00')).toBeInTheDocument();
    expect(within(slide).getByRole('link', { name: `View Details: ${grammarPractice.title}` })).toHaveAttribute(
      'href',
      '/the-gate-exams/2',
    );
    const free = within(carousel).getByRole('article', { name: readingDiagnostic.title });
    expect(within(free).getByText('Free')).toBeInTheDocument();
  });

  it('YL-04: View All Exams opens the list filtered to the year', async () => {
    stubApi({ [YEAR_5_PATH]: [readingDiagnostic], '/api/exams': [readingDiagnostic, grammarPractice, readingMock] });
    const { user, router } = renderExams(yearExamsHref('Year 5'));
    const viewAll = await screen.findByRole('link', { name: 'View All Exams' });
    expect(viewAll).toHaveAttribute('href', '/the-gate-exams?year=Year%205');
    await user.click(viewAll);
    expect(router.state.location.pathname).toBe('/the-gate-exams');
    expect(await screen.findByText('Showing 2 exam(s)')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Year Level' })).toHaveValue('Year 5');
  });

  it('YL-04: a year without exams shows "No exams found", still with View All Exams', async () => {
    stubApi({ '/api/exams?yearGroup=Year%207': [] });
    renderExams(yearExamsHref('Year 7'));
    expect(await screen.findByText('No exams found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Year 7 Exams' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Exams for Year 7' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Exams' })).toHaveAttribute(
      'href',
      '/the-gate-exams?year=Year%207',
    );
  });

  it('a failed load shows an error with Try again, which loads the exams', async () => {
    stubApi({ [YEAR_5_PATH]: reply(500, 'boom') });
    const { user } = renderExams(yearExamsHref('Year 5'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('API request failed with status 500: boom');
    stubApi({ [YEAR_5_PATH]: [grammarPractice] });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('article', { name: grammarPractice.title })).toBeInTheDocument());
  });
});
