import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  eventually,
  expectMessages,
  fillPreferencesStep,
  reachPreferences,
  renderSignup,
  sentBody,
  stubRegister,
} from '../test/render-signup';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const SUCCESS = { status: 200, body: { succeeded: true, token: 'jwt-token', message: 'Registered.', errors: [] } };
const createButton = () => screen.getByRole('button', { name: /^Create Account$|^Creating Account\.\.\.$/ });
const terms = () => screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' });

async function renderPreferencesStep() {
  const view = renderSignup();
  await reachPreferences(view.user);
  return view;
}

// Egypt's own clock, so a date built from local midnight would show up here as the day before.
const originalTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Africa/Cairo';
});
afterAll(() => {
  process.env.TZ = originalTimeZone;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/signup, step 3: Preferences', () => {
  it('REG-03, REG-04, REG-33, REG-35, REG-38: interests, referral and terms are starred; communication is optional', async () => {
    await renderPreferencesStep();
    const interests = screen.getByRole('group', { name: 'Which services interest you? (required)' });
    expect(interests.querySelector('legend')?.textContent).toBe('Which services interest you?* (required)');
    expect(
      within(interests)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Teaching materials', 'Membership', 'Assessment', 'Training', 'Consultancy']);
    const referral = screen.getByRole('group', { name: 'How did you hear about us?' });
    expect(referral.querySelector('legend')?.textContent).toBe('How did you hear about us?*');
    expect(within(referral).getAllByRole('radio')).toHaveLength(5);
    const communication = screen.getByRole('group', { name: /keep in touch/ });
    expect(communication.querySelector('legend')?.textContent).not.toContain('*');
    expect(within(communication).getAllByRole('checkbox')).toHaveLength(4);
    expect(terms()).toBeRequired();
    expect(document.querySelector(`label[for="${terms().id}"]`)?.textContent).toBe(
      'I agree to the Terms of Service and Privacy Policy*',
    );
  });

  it('REG-05: links Terms of Service to /terms and Privacy Policy to /privacy, in a new tab', async () => {
    await renderPreferencesStep();
    const termsLink = screen.getByRole('link', { name: 'Terms of Service' });
    const privacyLink = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(termsLink).toHaveAttribute('href', '/terms');
    expect(privacyLink).toHaveAttribute('href', '/privacy');
    expect(termsLink).toHaveAttribute('target', '_blank');
    expect(privacyLink).toHaveAccessibleDescription('Opens in a new tab');
  });

  it('REG-39, REG-40 (AMB-45): Create Account stays disabled until the terms are ticked; unticking says why', async () => {
    const { user } = await renderPreferencesStep();
    expect(createButton()).toBeDisabled();
    await user.click(terms());
    expect(createButton()).toBeEnabled();
    await user.click(terms());
    expect(createButton()).toBeDisabled();
    await eventually(() =>
      expect(terms()).toHaveAccessibleDescription('You must agree to the Terms of Service and Privacy Policy'),
    );
  });

  it('REG-34, REG-36: with only the terms ticked, nothing is sent and both messages show in order', async () => {
    const { fetchMock } = stubRegister(SUCCESS);
    const { user } = await renderPreferencesStep();
    await user.click(terms());
    await user.click(createButton());
    await expectMessages([
      'Please select at least one service that interests you',
      'Please tell us how you heard about us',
    ]);
    await eventually(() => expect(screen.getByRole('checkbox', { name: 'Teaching materials' })).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Assessment' }));
    await expectMessages(['Please tell us how you heard about us']);
  });

  it('REG-06: Back from step 3 returns to step 2 with its answers', async () => {
    const { user } = await renderPreferencesStep();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await eventually(() => expect(screen.getByRole('heading', { name: 'Personal Information' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Egypt');
    expect(screen.getByRole('button', { name: /^Date of birth/ })).toHaveTextContent('17 May 2000');
  });

  it('REG-41: while the request runs the button reads "Creating Account..." and is disabled, and one request is sent', async () => {
    const { fetchMock, release } = stubRegister(SUCCESS, { hold: true });
    const { user } = await renderPreferencesStep();
    await fillPreferencesStep(user);
    await user.click(createButton());
    const busy = await screen.findByRole('button', { name: 'Creating Account...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(busy);
    release();
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('REG-37, REG-42..REG-51: sends the 15-key payload, in Cairo time, with social media (0) as the referral', async () => {
    const { fetchMock } = stubRegister(SUCCESS);
    const { user } = await renderPreferencesStep();
    await fillPreferencesStep(user, { interests: ['Assessment'], referral: 'Social media' });
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('checkbox', { name: 'WhatsApp' }));
    await user.click(createButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/register');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(sentBody(fetchMock)).toEqual({
      username: 'mona.salem',
      email: 'mona@example.com',
      password: 'Secret123!',
      role: 6,
      title: 0,
      firstName: 'Mona',
      lastName: 'Salem',
      dateOfBirth: '2000-05-17T00:00:00.000Z',
      gender: 1,
      mobileNumber: '+201001234567',
      country: 'Egypt',
      department: '',
      serviceInterests: 4,
      referralSource: 0,
      communicationPreferences: 9,
    });
    await screen.findByRole('heading', { name: 'Success!' });
  });

  it('REG-47, REG-49: all five interests give 31 and no communication preference gives 0', async () => {
    const { fetchMock } = stubRegister(SUCCESS);
    const { user } = await renderPreferencesStep();
    await fillPreferencesStep(user, {
      interests: ['Teaching materials', 'Membership', 'Assessment', 'Training', 'Consultancy'],
    });
    await user.click(createButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock)).toMatchObject({ serviceInterests: 31, communicationPreferences: 0, referralSource: 4 });
    await screen.findByRole('heading', { name: 'Success!' });
  });
});
