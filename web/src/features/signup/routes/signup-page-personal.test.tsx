import { screen, waitFor, within } from '@testing-library/react';
import { cairoToday } from '@the-gate/contract/auth-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseDateOfBirth,
  eventually,
  expectFirstMessage,
  expectMessages,
  fillAccountStep,
  fillPersonalStep,
  movesOn,
  next,
  renderSignup,
  type User,
} from '../test/render-signup';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderPersonalStep(options: { fakeTimers?: boolean } = {}) {
  const view = renderSignup(undefined, options);
  await fillAccountStep(view.user);
  await next(view.user);
  await screen.findByRole('heading', { name: 'Personal Information' });
  return view;
}

const dateButton = () => screen.getByRole('button', { name: /^Date of birth/ });

const passesStep = (user: User) => movesOn(user, 'Preferences');

describe('/signup, step 2: Personal Information', () => {
  it('REG-19, REG-03: has first and last name, date of birth, gender, a tel mobile number and country, all starred and required', async () => {
    await renderPersonalStep();
    for (const name of ['First name', 'Last name', 'Mobile number']) {
      const input = screen.getByRole('textbox', { name });
      expect(input).toBeRequired();
      expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe(`${name}*`);
    }
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile).toHaveAttribute('placeholder', '+20 100 123 4567');
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toBeRequired();
    expect(document.querySelector(`label[for="${country.id}"]`)?.textContent).toBe('Country*');
    expect(dateButton()).toHaveAccessibleName(/^Date of birth \(required\)/);
    expect(document.querySelector(`label[for="${dateButton().id}"]`)?.textContent).toBe('Date of birth* (required)');
    const gender = screen.getByRole('group', { name: 'Gender' });
    expect(gender.querySelector('legend')?.textContent).toBe('Gender*');
  });

  it('REG-31 (AMB-08): gender offers Male, Female and Other', async () => {
    await renderPersonalStep();
    const gender = screen.getByRole('group', { name: 'Gender' });
    expect(
      within(gender)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Male', 'Female', 'Other']);
  });

  it('REG-20: an empty step 2 stays put and shows its six messages in the spec order, focusing first name', async () => {
    const { user } = await renderPersonalStep();
    expect(await passesStep(user)).toBe(false);
    await expectMessages([
      'Please enter your first name',
      'Please enter your last name',
      'Please select your date of birth',
      'Please select your gender',
      'Please enter your mobile number',
      'Please select your country',
    ]);
    await eventually(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    expect(dateButton()).toHaveAccessibleDescription('Please select your date of birth');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Please select your country');
  });

  it('REG-20: with the names filled, focus goes to the date of birth, the first field still wrong', async () => {
    const { user } = await renderPersonalStep();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Mona');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Salem');
    await next(user);
    await expectFirstMessage('Please select your date of birth');
    await eventually(() => expect(dateButton()).toHaveFocus());
  });

  it('REG-32: Male (code 0) satisfies the gender rule, and a full step 2 moves on', async () => {
    const { user } = await renderPersonalStep();
    await fillPersonalStep(user, { gender: 'Male' });
    expect(await passesStep(user)).toBe(true);
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
  });

  it('REG-22: the country box finds Egypt from "egy" and from "EGY"', async () => {
    const { user } = await renderPersonalStep();
    const country = screen.getByRole('combobox', { name: 'Country' });
    // Waited for: on a busy machine the list can open a moment after the last key.
    const onlyEgypt = () =>
      waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Egypt']));
    await user.type(country, 'egy');
    await onlyEgypt();
    await user.clear(country);
    await user.type(country, 'EGY');
    await onlyEgypt();
  });

  it('a mobile number that is not a phone number is refused', async () => {
    const { user } = await renderPersonalStep();
    await fillPersonalStep(user);
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.clear(mobile);
    await user.type(mobile, '0123');
    expect(await passesStep(user)).toBe(false);
    await expectMessages(['Please enter a valid mobile number']);
    expect(mobile).toHaveFocus();
  });

  it('AMB-44: 31 February is refused at once with "Please enter a valid date of birth"', async () => {
    const { user } = await renderPersonalStep();
    await chooseDateOfBirth(user, '2001', 'February', '31');
    expect(await screen.findByText('Please enter a valid date of birth')).toBeInTheDocument();
    expect(dateButton()).toHaveAttribute('aria-invalid', 'true');
    expect(dateButton()).not.toHaveTextContent('February');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '28');
    await eventually(() => expect(screen.queryByText('Please enter a valid date of birth')).not.toBeInTheDocument());
    expect(dateButton()).toHaveTextContent('28 February 2001');
  });

  describe('on 22 November 2026 in Cairo', () => {
    const onTheDay = () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
      expect(cairoToday()).toBe('2026-11-22');
    };

    it('REG-30: 2013-11-22 (13 today) is accepted', async () => {
      onTheDay();
      const { user } = await renderPersonalStep({ fakeTimers: true });
      await fillPersonalStep(user, { dateOfBirth: ['2013', 'November', '22'] });
      expect(await passesStep(user)).toBe(true);
    });

    it('REG-30: 2013-11-23 (13 tomorrow) is refused with "You must be at least 13 years old to register"', async () => {
      onTheDay();
      const { user } = await renderPersonalStep({ fakeTimers: true });
      await fillPersonalStep(user, { dateOfBirth: ['2013', 'November', '23'] });
      expect(await passesStep(user)).toBe(false);
      await expectMessages(['You must be at least 13 years old to register']);
    });

    it('REG-29 (AMB-17): 2013-12-31 shows "Age: 13", the calendar-year difference, yet is refused as under 13', async () => {
      onTheDay();
      const { user } = await renderPersonalStep({ fakeTimers: true });
      await chooseDateOfBirth(user, '2013', 'December', '31');
      expect(dateButton()).toHaveTextContent('31 December 2013');
      expect(dateButton()).toHaveTextContent('Age: 13');
      expect(await screen.findByText('You must be at least 13 years old to register')).toBeInTheDocument();
    });
  });
});
