import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, renderAuth, requests, sara, stubFetch } from '../test/render-auth';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const usernameField = () => screen.getByLabelText('Username or Email');
const passwordField = () => screen.getByLabelText('Password');
const submitButton = () => screen.getByRole('button', { name: /^Sign(ing)? in/ });

/** Opens /login (or `entry`) with the login endpoint answering `reply`. */
function renderLogin(reply: () => Response | Promise<Response>, entry = '/login') {
  const fetchMock = stubFetch((path) =>
    path === '/api/auth/login' ? reply() : answer(404, { message: 'Not found.' }),
  );
  return { ...renderAuth(entry), fetchMock };
}

async function signInAs(
  user: ReturnType<typeof renderLogin>['user'],
  username = 'sara.ahmed',
  password = 'S3cret!pass',
) {
  if (username) await user.type(usernameField(), username);
  if (password) await user.type(passwordField(), password);
  await user.click(submitButton());
}

const success = () => answer(200, { succeeded: true, token: 'token-1', user: sara, errors: [] });

describe('the login form', () => {
  it('LOGIN-01 has one text field for username or e-mail, a masked password and an unticked Remember me', () => {
    renderLogin(success);
    expect(usernameField()).toHaveAttribute('type', 'text');
    expect(usernameField()).toHaveAttribute('autocomplete', 'username');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(submitButton()).toHaveTextContent('Sign in');
  });

  it('LOGIN-01 the eye button shows the password in clear and hides it again', async () => {
    const { user } = renderLogin(success);
    const toggle = screen.getByRole('button', { name: 'Show password' });

    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('LOGIN-02 links to /forgot-password and /signup', () => {
    renderLogin(success);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: "Don't have an account? Sign up" })).toHaveAttribute('href', '/signup');
  });
});

describe('client validation', () => {
  it('LOGIN-03 an empty username shows "Please enter your email or username" and sends nothing', async () => {
    const { user, fetchMock } = renderLogin(success);
    await signInAs(user, '', 'S3cret!pass');

    expect(await screen.findByText('Please enter your email or username')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your password')).not.toBeInTheDocument();
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('LOGIN-03 a username of spaces only counts as empty', async () => {
    const { user, fetchMock } = renderLogin(success);
    await signInAs(user, '   ', 'S3cret!pass');

    expect(await screen.findByText('Please enter your email or username')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('LOGIN-04 an empty password shows "Please enter your password" and sends nothing', async () => {
    const { user, fetchMock } = renderLogin(success);
    await signInAs(user, 'sara.ahmed', '');

    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your email or username')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('LOGIN-05 with both fields empty both messages show', async () => {
    const { user, fetchMock } = renderLogin(success);
    await user.click(submitButton());

    expect(await screen.findByText('Please enter your email or username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('signing in', () => {
  it('LOGIN-06 while the request runs the button reads "Signing in..." and is disabled', async () => {
    let release: (response: Response) => void = () => undefined;
    const { user } = renderLogin(() => new Promise<Response>((resolve) => (release = resolve)));
    await signInAs(user);

    expect(submitButton()).toHaveTextContent('Signing in...');
    expect(submitButton()).toBeDisabled();

    release(answer(401, { succeeded: false, errors: [] }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('LOGIN-07 API-01 it posts exactly {userNameOrEmail, password}, trimmed username, no auth header', async () => {
    const { user, fetchMock } = renderLogin(success);
    await signInAs(user, '  sara.ahmed ', ' S3cret!pass');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    const [request] = requests(fetchMock);
    expect(request?.path).toBe('/api/auth/login');
    expect(request?.method).toBe('POST');
    // The password is sent as typed: spaces can be part of it.
    expect(request?.body).toStrictEqual({ userNameOrEmail: 'sara.ahmed', password: ' S3cret!pass' });
    expect(request?.authorization).toBeNull();
  });

  it('LOGIN-08 LOGIN-10 LOGIN-18 without Remember me the token and user go to session storage only', async () => {
    const { user } = renderLogin(success);
    await signInAs(user);
    await waitFor(() => expect(sessionStorage.getItem('auth_token')).toBe('token-1'));

    const stored = JSON.parse(sessionStorage.getItem('user_data') ?? 'null');
    expect(stored).toMatchObject({
      fullName: 'Sara Ahmed',
      firstName: 'Sara',
      lastName: 'Ahmed',
      email: 'sara@example.com',
      profilePictureUrl: null,
    });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
  });

  it('LOGIN-09 with Remember me ticked they go to local storage as well', async () => {
    const { user } = renderLogin(success);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signInAs(user);

    await waitFor(() => expect(localStorage.getItem('auth_token')).toBe('token-1'));
    expect(JSON.parse(localStorage.getItem('user_data') ?? 'null')).toEqual(sara);
    expect(sessionStorage.getItem('auth_token')).toBe('token-1');
  });

  it('LOGIN-11 LOGIN-13 success greets the user and the bar shows their avatar menu', async () => {
    const { user } = renderLogin(success);
    const bar = screen.getByTestId('navbar');
    expect(within(bar).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await signInAs(user);

    expect(await within(bar).findByRole('button', { name: 'Account menu for Sara Ahmed' })).toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Signed in successfully. Welcome back, Sara!');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('LOGIN-12 LOGIN-19 1000 ms after success it goes to /digital-books and reloads there 100 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch(success);
    const { user, pathname, reloadPage } = renderAuth('/login');
    await signInAs(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(900));
    expect(pathname()).toBe('/login');

    act(() => vi.advanceTimersByTime(100));
    expect(pathname()).toBe('/digital-books');
    expect(screen.getByRole('heading', { name: 'Digital books' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(100));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(reloadPage).toHaveBeenCalledWith('/digital-books');
  });

  it('AMB-19 (reading 2) DRW-16 a redirecturl of this site is followed, search and #cart included, and reloaded there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(success);
    const { user, router, reloadPage } = renderAuth(
      `/login?redirecturl=${encodeURIComponent('/my-materials?tab=all#cart')}`,
    );
    await signInAs(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalled());

    act(() => vi.advanceTimersByTime(1000));
    const { pathname, search, hash } = router.state.location;
    expect([pathname, search, hash]).toEqual(['/my-materials', '?tab=all', '#cart']);
    expect(screen.getByRole('heading', { name: 'My Materials page' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(100));
    expect(reloadPage).toHaveBeenCalledWith('/my-materials?tab=all#cart');
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a protocol-relative address', '//evil.example'],
  ])('AMB-19 a redirecturl to %s is refused: it goes to /digital-books', async (_, redirectUrl) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(success);
    const { user, pathname, reloadPage } = renderAuth(`/login?redirecturl=${encodeURIComponent(redirectUrl)}`);
    await signInAs(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalled());

    act(() => vi.advanceTimersByTime(1100));
    expect(pathname()).toBe('/digital-books');
    expect(reloadPage).toHaveBeenCalledWith('/digital-books');
  });
});

describe('a failed sign-in', () => {
  it.each([
    ['a 403', 403],
    ['a 401', 401],
    ['a 200 with succeeded false', 200],
  ])('LOGIN-14 AMB-20 %s shows only the first error, inline and as a toast', async (_, status) => {
    const { user } = renderLogin(() =>
      answer(status, { succeeded: false, errors: ['Account locked', 'Second reason'], message: 'Forbidden' }),
    );
    await signInAs(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Account locked$/);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Account locked');
    expect(screen.queryByText(/Second reason/)).not.toBeInTheDocument();
  });

  it.each([
    ['an empty errors list on a 401', () => answer(401, { succeeded: false, errors: [], message: 'Unauthorized' })],
    ['no errors at all on a 400', () => answer(400, { succeeded: false })],
    ['a 200 with succeeded false and no errors', () => answer(200, { succeeded: false, errors: [] })],
    ['errors that are not text', () => answer(401, { succeeded: false, errors: [42, ''] })],
  ])('LOGIN-15 %s shows "Invalid username or password"', async (_, reply) => {
    const { user } = renderLogin(reply);
    await signInAs(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid username or password$/);
    expect(toast.error).toHaveBeenCalledWith('Invalid username or password');
  });

  it.each([
    ['the server is offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 200 body is not JSON', () => answer(200, 'Welcome!')],
    ['a 502 body is an HTML page', () => answer(502, '<html>Bad gateway</html>')],
    ['a success carries no token', () => answer(200, { succeeded: true, user: sara, errors: [] })],
    ['a success carries no usable user', () => answer(200, { succeeded: true, token: 't', user: {}, errors: [] })],
  ])('LOGIN-16 when %s it shows "An unexpected error occurred. Please try again."', async (_, reply) => {
    const { user } = renderLogin(reply);
    await signInAs(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^An unexpected error occurred\. Please try again\.$/);
    expect(toast.error).toHaveBeenCalledWith('An unexpected error occurred. Please try again.');
    expect(sessionStorage.getItem('auth_token')).toBeNull();
  });

  it('keeps what the user typed, stores nothing and stays on /login', async () => {
    const { user, pathname } = renderLogin(() => answer(401, { succeeded: false, errors: [] }));
    await signInAs(user);
    await screen.findByRole('alert');

    expect(usernameField()).toHaveValue('sara.ahmed');
    expect(passwordField()).toHaveValue('S3cret!pass');
    expect([sessionStorage.length, localStorage.length]).toEqual([0, 0]);
    expect(pathname()).toBe('/login');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it.each([
    ['username', usernameField],
    ['password', passwordField],
  ])('LOGIN-17 editing the %s clears the error shown', async (_, field) => {
    const { user } = renderLogin(() => answer(401, { succeeded: false, errors: ['Account locked'] }));
    await signInAs(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Account locked');

    await user.type(field(), 'x');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
