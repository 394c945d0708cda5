import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { stubApi } from '@/test/stub-api';
import { caseStudyHref } from '../lib/schools-paths';
import { renderScreens } from '../test/schools-render-screens';

describe('CaseStudyPage (RT-45)', () => {
  it.each([
    ['oakridge', 'Oakridge International School'],
    ['westlake', 'Westlake International School'],
    ['greenfield', 'Greenfield International School'],
  ] as const)('/case-studies/%s shows its school', (slug, school) => {
    stubApi({});
    renderScreens(caseStudyHref(slug));
    expect(screen.getByRole('heading', { level: 1, name: school })).toBeInTheDocument();
    expect(document.title).toBe(`${school} Case Study | The Gate`);
  });

  it('tells the challenge, what was done, the results with figures and a quote', () => {
    stubApi({});
    renderScreens(caseStudyHref('oakridge'));
    expect(screen.getByRole('region', { name: 'The Challenge' })).toHaveTextContent(/flat for three years/);
    expect(within(screen.getByRole('region', { name: 'What We Did' })).getAllByRole('listitem')).toHaveLength(4);
    const results = screen.getByRole('region', { name: 'The Results' });
    expect(within(results).getByText('3.4 → 4.3')).toBeInTheDocument();
    expect(within(results).getByText('Year 6 average Primary Checkpoint English score')).toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveTextContent(
      /plan from the same map.*Dina Farouk, Head of English, Primary, Oakridge International School/,
    );
  });

  it('links the services used and the two other success stories', () => {
    stubApi({});
    renderScreens(caseStudyHref('westlake'));
    expect(screen.getByRole('link', { name: 'Faculty Development' })).toHaveAttribute('href', '/faculty-development');
    const more = screen.getByRole('region', { name: 'More Success Stories' });
    expect(
      within(more)
        .getAllByRole('link', { name: /^Read the case study/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/case-studies/oakridge', '/case-studies/greenfield']);
    expect(screen.getByRole('button', { name: 'Request a Consultation' })).toBeInTheDocument();
  });

  it('says an unknown case study is not found, with a link back to For Schools', () => {
    stubApi({});
    renderScreens('/case-studies/riverside');
    expect(screen.getByRole('heading', { level: 1, name: 'Case Study Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Case Study Not Found | The Gate');
    expect(screen.getByRole('link', { name: 'Back to School Services' })).toHaveAttribute(
      'href',
      paths.forSchools.href(),
    );
  });
});
