import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { fillPreferencesStep, reachPreferences, renderSignup, stubRegister, type User } from '../test/render-signup';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const SUCCESS = { status: 200, body: { succeeded: true, token: 'jwt-token', message: 'Registered.', errors: [] } };
const TO_LOGIN = 'Your account has been created successfully! You will be redirected to the login page shortly.';
const SHORTLY = 'Your account has been created successfully! You will be redirected shortly.';
const FAILED = 'Registration failed. Please check your information and try again.';
const UNEXPECTED = 'An unexpected error occurred. Please check your internet connection and try again.';

async function register(user: User) {
  await reachPreferences(user);
  await fillPreferencesStep(user);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/signup, after Create Account', () => {
  it('REG-52, REG-61 (AMB-11): a returned token goes to localStorage.auth_token; user_data is not stored', async () => {
    stubRegister(SUCCESS);
    const { user } = renderSignup();
    await register(user);
    await screen.findByRole('heading', { name: 'Success!' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('jwt-token');
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
    expect(sessionStorage.getItem('user_data')).toBeNull();
  });

  it('REG-52: a success without a token stores nothing', async () => {
    stubRegister({ status: 200, body: { succeeded: true, message: 'Registered.', errors: [] } });
    const { user } = renderSignup();
    await register(user);
    await screen.findByRole('heading', { name: 'Success!' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('REG-53, REG-54: the form becomes the "Success!" panel, the toast names the login page, and /login follows after 2000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubRegister(SUCCESS);
    const { user, router } = renderSignup(undefined, { fakeTimers: true });
    await register(user);
    const heading = await screen.findByRole('heading', { name: 'Success!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Your account has been created')).toBeInTheDocument();
    expect(screen.getByText('Redirecting you to login...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledExactlyOnceWith(TO_LOGIN);
    await advance(1500);
    expect(router.state.location.pathname).toBe('/signup');
    await advance(600);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('REG-55: with ?redirecturl=%2Fmy-materials the toast says "shortly" and the decoded /my-materials follows after 2000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubRegister(SUCCESS);
    const { user, router } = renderSignup('/signup?redirecturl=%2Fmy-materials', { fakeTimers: true });
    await register(user);
    await screen.findByRole('heading', { name: 'Success!' });
    expect(toast.success).toHaveBeenCalledExactlyOnceWith(SHORTLY);
    // AMB-11: the panel does not promise the login page when the user is going elsewhere.
    expect(screen.getByText('Redirecting you...')).toBeInTheDocument();
    await advance(1500);
    expect(router.state.location.pathname).toBe('/signup');
    await advance(600);
    expect(router.state.location.pathname).toBe('/my-materials');
  });

  it('a redirecturl to another site is not followed: the user goes to /login (no open redirect)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubRegister(SUCCESS);
    const { user, router } = renderSignup('/signup?redirecturl=https%3A%2F%2Fevil.example%2F', { fakeTimers: true });
    await register(user);
    await screen.findByRole('heading', { name: 'Success!' });
    expect(toast.success).toHaveBeenCalledExactlyOnceWith(TO_LOGIN);
    await advance(2100);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('REG-56: errors ["Username taken","Email taken"] give two separate error toasts', async () => {
    stubRegister({ status: 400, body: { succeeded: false, errors: ['Username taken', 'Email taken'], message: 'x' } });
    const { user } = renderSignup();
    await register(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    expect(vi.mocked(toast.error).mock.calls).toEqual([['Username taken'], ['Email taken']]);
  });

  it('REG-56: a 200 answer with succeeded false is a failure too, and nothing is stored', async () => {
    stubRegister({ status: 200, body: { succeeded: false, errors: ['Username taken'], message: '' } });
    const { user } = renderSignup();
    await register(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledExactlyOnceWith('Username taken'));
    expect(screen.queryByRole('heading', { name: 'Success!' })).not.toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('REG-57: with no errors, the message is shown', async () => {
    stubRegister({
      status: 409,
      body: { succeeded: false, errors: [], message: 'This e-mail is already registered.' },
    });
    const { user } = renderSignup();
    await register(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledExactlyOnceWith('This e-mail is already registered.'));
  });

  it('REG-58: with neither errors nor a message, the generic failure text is shown', async () => {
    stubRegister({ status: 400, body: { succeeded: false } });
    const { user } = renderSignup();
    await register(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledExactlyOnceWith(FAILED));
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['an unreadable error body', { status: 502, body: '<html>Bad Gateway</html>' }],
    ['an unreadable success body', { status: 200, body: 'OK' }],
  ])('REG-59: %s gives the unexpected-error text', async (_case, answer) => {
    stubRegister(answer);
    const { user } = renderSignup();
    await register(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledExactlyOnceWith(UNEXPECTED));
  });

  it('REG-60: after a failure the button is back to "Create Account", enabled, and every answer is kept', async () => {
    stubRegister({ status: 400, body: { succeeded: false, errors: ['Username taken'], message: '' } });
    const { user } = renderSignup();
    await register(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    const button = await screen.findByRole('button', { name: 'Create Account' });
    expect(button).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Teaching materials' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'My school' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('mona.salem');
    expect(screen.getByRole('radio', { name: 'Teacher' })).toBeChecked();
  });
});
