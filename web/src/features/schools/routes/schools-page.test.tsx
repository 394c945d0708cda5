import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { stubApi } from '@/test/stub-api';
import { renderScreens } from '../test/schools-render-screens';
import { SCHOOLS_SLOGAN } from './schools-page';

const SECTIONS = [
  'Curriculum Development',
  'Faculty Development',
  'Assessment Solutions',
  'School Improvement Programs',
  'Educational Resources',
];
const SCHOOLS = ['Oakridge International School', 'Westlake International School', 'Greenfield International School'];

describe('ForSchoolsPage', () => {
  it('shows the slogan, the five services in order and three success stories (SCH-01)', () => {
    stubApi({});
    renderScreens(paths.forSchools.href());
    expect(document.title).toBe('For Schools | The Gate');
    expect(screen.getByRole('heading', { level: 1, name: SCHOOLS_SLOGAN })).toBeInTheDocument();

    const services = screen.getByRole('region', { name: 'Our Services' });
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(SECTIONS);

    const stories = screen.getByRole('region', { name: 'Success Stories' });
    expect(
      within(stories)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(SCHOOLS);
  });

  it('links each service and each case study to its own page (SCH-03)', () => {
    stubApi({});
    renderScreens(paths.forSchools.href());
    const services = screen.getByRole('region', { name: 'Our Services' });
    expect(
      within(services)
        .getAllByRole('link', { name: /^Learn more/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/school-curriculum',
      '/faculty-development',
      '/assessment-solutions',
      '/school-improvement',
      '/educational-resources',
    ]);
    const stories = screen.getByRole('region', { name: 'Success Stories' });
    expect(
      within(stories)
        .getAllByRole('link', { name: /^Read the case study/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/case-studies/oakridge', '/case-studies/westlake', '/case-studies/greenfield']);
  });

  // The dialog is the inbox's; app/routes/for-schools.test.tsx opens the real one (issue 23 §1).
  it("offers 'Request a Consultation' in the hero and in the closing band, about no service in particular (SCH-02)", () => {
    stubApi({});
    renderScreens(paths.forSchools.href());
    const buttons = screen.getAllByRole('button', { name: 'Request a Consultation' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toHaveAttribute('data-topic', '');
    const band = screen.getByRole('region', { name: 'Ready to talk about your school?' });
    expect(within(band).getByRole('button', { name: 'Request a Consultation' })).toBe(buttons[1]);
  });
});
