import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { deferred, reply, requestsTo, stubApi } from '@/test/stub-api';
import { CONSULTATION_REQUESTS_PATH } from '../api/consultation-send-request';
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

const dialog = () => screen.getByRole('dialog', { name: 'Request a Consultation' });
const input = (name: RegExp) => within(dialog()).getByRole('textbox', { name });

async function openDialog(user: ReturnType<typeof renderScreens>['user']) {
  await user.click(screen.getAllByRole('button', { name: 'Request a Consultation' })[0]!);
  return dialog();
}

async function fillRequired(user: ReturnType<typeof renderScreens>['user']) {
  await user.type(input(/^Your name/), 'Hany Saleh');
  await user.type(input(/^Email/), 'hany.saleh@example.edu.eg');
  await user.type(input(/^School name/), 'Nile Valley School');
}

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

  it('opens the consultation form from Request a Consultation (SCH-02)', async () => {
    stubApi({});
    const { user } = renderScreens(paths.forSchools.href());
    const form = await openDialog(user);
    expect(within(form).getByRole('textbox', { name: /^Your name/ })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: /^Email/ })).toHaveAttribute('type', 'email');
    expect(within(form).getByRole('textbox', { name: /^School name/ })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: /^Phone/ })).not.toBeRequired();
  });

  it('posts the request, shows Sending..., then the server’s words', async () => {
    const answer = deferred<unknown>();
    const fetchMock = stubApi({ [CONSULTATION_REQUESTS_PATH]: () => answer.promise });
    const { user } = renderScreens(paths.forSchools.href());
    await openDialog(user);
    await fillRequired(user);
    await user.type(input(/^Phone/), '01001234567');

    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));

    expect(await within(dialog()).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(requestsTo(fetchMock, CONSULTATION_REQUESTS_PATH)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: {
          name: 'Hany Saleh',
          email: 'hany.saleh@example.edu.eg',
          schoolName: 'Nile Valley School',
          phone: '01001234567',
          message: null,
        },
      }),
    ]);

    answer.resolve(reply(201, { success: true, message: 'Thank you, we will contact you soon.' }));

    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Thank you, we will contact you soon.');
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The next opening starts a new, empty request.
    await openDialog(user);
    expect(input(/^Your name/)).toHaveValue('');
    expect(within(dialog()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the server’s message on a 4xx and keeps what was typed', async () => {
    stubApi({ [CONSULTATION_REQUESTS_PATH]: reply(400, { message: 'Please enter a valid email address' }) });
    const { user } = renderScreens(paths.forSchools.href());
    await openDialog(user);
    await fillRequired(user);

    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(input(/^Your name/)).toHaveValue('Hany Saleh');
    expect(input(/^School name/)).toHaveValue('Nile Valley School');
  });

  it('keeps what was typed when the dialog is closed before sending', async () => {
    const fetchMock = stubApi({});
    const { user } = renderScreens(paths.forSchools.href());
    await openDialog(user);
    await fillRequired(user);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openDialog(user);

    expect(input(/^Your name/)).toHaveValue('Hany Saleh');
    expect(input(/^School name/)).toHaveValue('Nile Valley School');
    expect(requestsTo(fetchMock, CONSULTATION_REQUESTS_PATH)).toEqual([]);
  });
});
