import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { stubApi } from '@/test/stub-api';
import { SCHOOL_SERVICE_PATHS } from '../lib/schools-paths';
import { renderScreens, UNKNOWN_SERVICE_PATH } from '../test/schools-render-screens';

const TITLES: Record<string, string> = {
  '/school-curriculum': 'Curriculum Development',
  '/faculty-development': 'Faculty Development',
  '/assessment-solutions': 'Assessment Solutions',
  '/school-improvement': 'School Improvement Programs',
  '/educational-resources': 'Educational Resources',
};

describe('SchoolServicePage (RT-44)', () => {
  it.each(SCHOOL_SERVICE_PATHS)('%s shows its own service page', (path) => {
    stubApi({});
    renderScreens(path);
    const title = TITLES[path]!;
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | The Gate`);
    expect(screen.getByRole('region', { name: 'What’s included' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'For Schools' })).toHaveAttribute('href', paths.forSchools.href());
  });

  it('lists what the service includes, its steps, a success story and the other services', () => {
    stubApi({});
    renderScreens('/faculty-development');
    const included = screen.getByRole('region', { name: 'What’s included' });
    expect(within(included).getByText(/Six-week coaching cycles/)).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((step) => step.textContent),
    ).toEqual(['Needs analysis', 'Programme design', 'Delivery', 'Impact report']);
    expect(screen.getByRole('link', { name: /^Read the case study/ })).toHaveAttribute(
      'href',
      '/case-studies/westlake',
    );
    const others = screen.getByRole('complementary');
    expect(within(others).getByRole('link', { name: 'Assessment Solutions' })).toHaveAttribute(
      'href',
      '/assessment-solutions',
    );
    expect(within(others).queryByRole('link', { name: 'Faculty Development' })).not.toBeInTheDocument();
  });

  // The dialog is the inbox's; app/routes/school-service.test.tsx sends a real request (issue 23 §1).
  it('hands the service to both of its consultation buttons as their topic', () => {
    stubApi({});
    renderScreens('/assessment-solutions');
    const buttons = screen.getAllByRole('button', { name: 'Request a Consultation' });
    expect(buttons.map((button) => button.getAttribute('data-topic'))).toEqual([
      'Assessment Solutions',
      'Assessment Solutions',
    ]);
  });

  it('says so, with the way back to For Schools, on a path that is not a service', () => {
    stubApi({});
    renderScreens(UNKNOWN_SERVICE_PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to School Services' })).toHaveAttribute(
      'href',
      paths.forSchools.href(),
    );
  });
});
