import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { reply, requestsTo, stubApi } from '@/test/stub-api';
import { CONSULTATION_REQUESTS_PATH } from '../api/consultation-send-request';
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

  it('asks for a consultation about the service, with the message started for the visitor', async () => {
    const fetchMock = stubApi({ [CONSULTATION_REQUESTS_PATH]: reply(201, { success: true, message: 'Thank you.' }) });
    const { user } = renderScreens('/assessment-solutions');
    await user.click(screen.getAllByRole('button', { name: 'Request a Consultation' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Request a Consultation' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Your name/ }), 'Salma Nabil');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'salma@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /^School name/ }), 'Delta Heights School');

    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you.');
    expect(requestsTo(fetchMock, CONSULTATION_REQUESTS_PATH)[0]?.body).toEqual({
      name: 'Salma Nabil',
      email: 'salma@example.com',
      schoolName: 'Delta Heights School',
      phone: null,
      message: 'We would like to know more about Assessment Solutions for our school.',
    });
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
