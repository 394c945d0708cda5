import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  confirmInput,
  eventually,
  expectFirstMessage,
  expectMessages,
  fillAccountStep,
  next,
  passwordInput,
  renderSignup,
} from '../test/render-signup';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/signup, the page and step 1', () => {
  it('REG-01, REG-02: the page is titled "Create Your Account" and shows step 1 of the three sections', () => {
    renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Account Information',
      'Personal Information',
      'Preferences',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2, name: 'Account Information' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Account Information' })).toHaveAttribute('novalidate');
  });

  it('REG-03: every step-1 field carries a star and is required for assistive technology', () => {
    renderSignup();
    const controls = [
      screen.getByRole('textbox', { name: 'Username' }),
      screen.getByRole('textbox', { name: 'Email address' }),
      passwordInput(),
      confirmInput(),
    ];
    for (const control of controls) {
      expect(control).toBeRequired();
      expect(document.querySelector(`label[for="${control.id}"]`)?.textContent).toMatch(/\*$/);
    }
    const userType = screen.getByRole('group', { name: 'User type' });
    expect(userType.querySelector('legend')?.textContent).toBe('User type*');
    for (const radio of within(userType).getAllByRole('radio')) expect(radio).toBeRequired();
  });

  it('REG-05: links "Already have an account? Sign in" to /login', () => {
    renderSignup();
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link.closest('p')).toHaveTextContent(/^Already have an account\? Sign in$/);
  });

  it('REG-07, REG-08, REG-09: offers the six user types, an e-mail input and the password hint', () => {
    renderSignup();
    const userType = screen.getByRole('group', { name: 'User type' });
    expect(
      within(userType)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Teacher', 'Head of Department', 'Student', 'Parent/Guardian', 'Academic Director', 'School Principal']);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
    expect(passwordInput()).toHaveAccessibleDescription(
      'At least 8 characters, including a number and a special character.',
    );
  });

  it('REG-10: one toggle shows and hides both passwords at once', async () => {
    const { user } = renderSignup();
    const toggle = screen.getByRole('button', { name: 'Show passwords' });
    expect(screen.getAllByRole('button', { name: /passwords/i })).toHaveLength(1);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(confirmInput()).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(confirmInput()).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(confirmInput()).toHaveAttribute('type', 'password');
  });

  it('REG-06, REG-11..REG-15: an empty step 1 stays put, shows its messages in the spec order and focuses user type', async () => {
    const { user } = renderSignup();
    await next(user);
    await expectMessages([
      'Please select a user type',
      'Please enter your username',
      'Please enter your email address',
      'Password must be at least 8 characters long',
      'Please confirm your password',
    ]);
    expect(screen.getByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await eventually(() => expect(screen.getByRole('radio', { name: 'Teacher' })).toHaveFocus());
    expect(screen.getByRole('group', { name: 'User type' })).toHaveAccessibleDescription('Please select a user type');
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Please enter your username');
  });

  it('REG-12: with a user type chosen, the first message and the focus are the username', async () => {
    const { user } = renderSignup();
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    await next(user);
    await expectFirstMessage('Please enter your username');
    await eventually(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus());
  });

  it('REG-13: an empty e-mail gives "Please enter your email address"', async () => {
    const { user } = renderSignup();
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'mona');
    await next(user);
    await expectFirstMessage('Please enter your email address');
    await eventually(() => expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveFocus());
  });

  it('REG-14: "abc123!" is too short and an 8-character password passes the length rule', async () => {
    const { user } = renderSignup();
    await user.type(passwordInput(), 'abc123!');
    await next(user);
    await eventually(() =>
      expect(passwordInput()).toHaveAccessibleDescription(
        expect.stringContaining('Password must be at least 8 characters long'),
      ),
    );
    await user.type(passwordInput(), 'x');
    await eventually(() => expect(passwordInput()).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Password must be at least 8 characters long')).not.toBeInTheDocument();
  });

  it('REG-17 (AMB-21): "abcdefgh" is refused on the client for lacking a number and a special character', async () => {
    const { user } = renderSignup();
    await fillAccountStep(user, { password: 'abcdefgh' });
    await next(user);
    await expectMessages(['Password must include a number and a special character.']);
    await eventually(() => expect(passwordInput()).toHaveFocus());
  });

  it('REG-15, REG-16: an empty confirmation asks for it; a different one "Passwords do not match"', async () => {
    const { user } = renderSignup();
    await user.type(passwordInput(), 'Secret123!');
    await next(user);
    await eventually(() => expect(confirmInput()).toHaveAccessibleDescription('Please confirm your password'));
    await user.type(confirmInput(), 'Secret123?');
    await eventually(() => expect(confirmInput()).toHaveAccessibleDescription('Passwords do not match'));
    await user.clear(confirmInput());
    await user.type(confirmInput(), 'Secret123!');
    await eventually(() => expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument());
    expect(confirmInput()).not.toHaveAttribute('aria-invalid');
  });

  it('REG-06: a valid step 1 moves to Personal Information, focuses its heading, and Back keeps what was typed', async () => {
    const { user } = renderSignup();
    await fillAccountStep(user);
    await next(user);
    const heading = await screen.findByRole('heading', { name: 'Personal Information' });
    await eventually(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Account Information' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('mona.salem');
    expect(screen.getByRole('radio', { name: 'Teacher' })).toBeChecked();
  });

  it('keyboard only: Enter in a field submits the step like Next', async () => {
    const { user } = renderSignup();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'mona{Enter}');
    await expectFirstMessage('Please select a user type');
    await eventually(() => expect(screen.getByRole('radio', { name: 'Teacher' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Head of Department' })).toBeChecked();
    await eventually(() => expect(screen.queryByText('Please select a user type')).not.toBeInTheDocument());
  });
});
