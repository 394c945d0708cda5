import { screen, waitFor, within } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderAuth, requests, sara, seedSession, stubFetch } from '../test/render-auth';

afterEach(() => {
  // The stubbed fetch must not leak into the next file's tests.
  vi.unstubAllGlobals();
});

const bar = () => screen.getByTestId('navbar');
const mobileMenu = () => screen.getByRole('navigation', { name: 'Mobile menu' });
const avatarButton = () => within(bar()).getByRole('button', { name: 'Account menu for Sara Ahmed' });
/** The menu's code loads lazily for a signed-in user: wait for its button first. */
const findAvatarButton = () => within(bar()).findByRole('button', { name: 'Account menu for Sara Ahmed' });

/** Opens the avatar menu and returns it. */
async function openMenu(user: ReturnType<typeof renderAuth>['user']) {
  await user.click(await findAvatarButton());
  return screen.findByRole('menu');
}

describe('anonymous visitors', () => {
  it('NAV-09 see "Log in" and "Sign up" and no avatar', () => {
    renderAuth('/');
    expect(within(bar()).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(bar()).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(bar()).queryByRole('button', { name: /^Account menu/ })).not.toBeInTheDocument();
  });

  it('GLB-10 a user_data that is not JSON leaves the bar showing "Log in" and "Sign up"', () => {
    sessionStorage.setItem('auth_token', 'token-1');
    sessionStorage.setItem('user_data', '{"fullName": "Sara');
    renderAuth('/');
    expect(within(bar()).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });
});

describe('the avatar', () => {
  it('NAV-10 NAV-13 a signed-in user sees an avatar with the initials of first and last name', async () => {
    seedSession();
    renderAuth('/');
    await findAvatarButton();
    expect(avatarButton().querySelector('[aria-hidden=true]')).toHaveTextContent(/^SA$/);
    expect(avatarButton().querySelector('img')).toBeNull();
    expect(within(bar()).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('NAV-12 shows the profile picture when there is one', async () => {
    seedSession({ ...sara, profilePictureUrl: '/files/avatars/sara.jpg' });
    renderAuth('/');
    await findAvatarButton();
    expect(avatarButton().querySelector('img')).toHaveAttribute('src', '/files/avatars/sara.jpg');
    expect(avatarButton().querySelector('[aria-hidden=true]')).not.toHaveTextContent('SA');
  });

  it('NAV-12 NAV-13 a picture that fails to load gives way to the initials', async () => {
    seedSession({ ...sara, profilePictureUrl: '/files/avatars/missing.jpg' });
    renderAuth('/');
    await findAvatarButton();
    avatarButton().querySelector('img')?.dispatchEvent(new Event('error'));
    return waitFor(() => expect(avatarButton().querySelector('[aria-hidden=true]')).toHaveTextContent(/^SA$/));
  });
});

describe('the avatar menu', () => {
  it('NAV-11 shows the name and e-mail, then Dashboard, My Materials, My Courses, My Orders (issue 25 §7), Profile and Log out', async () => {
    seedSession();
    const { user } = renderAuth('/');
    const menu = await openMenu(user);

    expect(within(menu).getByText('Sara Ahmed')).toBeInTheDocument();
    expect(within(menu).getByText('sara@example.com')).toBeInTheDocument();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Dashboard',
      'My Materials',
      'My Courses',
      'My Orders',
      'My Licences',
      'Profile',
      'Log out',
    ]);
    expect(items.slice(0, 6).map((item) => item.getAttribute('href'))).toEqual([
      '/dashboard',
      '/my-materials',
      '/my-courses',
      '/my-orders',
      '/my-licences',
      '/profile',
    ]);
  });

  it('NAV-11 choosing an item goes there and closes the menu', async () => {
    seedSession();
    const { user, pathname } = renderAuth('/');
    const menu = await openMenu(user);

    await user.click(within(menu).getByRole('menuitem', { name: 'My Courses' }));

    expect(pathname()).toBe('/my-courses');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('logging out', () => {
  it('NAV-16 LOGOUT-01..03 tells the server with the token, clears both storages, closes the menu and goes to /login', async () => {
    seedSession(sara, { storage: sessionStorage });
    seedSession(sara, { storage: localStorage });
    const fetchMock = stubFetch(() => answer(200, { succeeded: true, message: 'Signed out.', errors: [] }));
    const { user, pathname } = renderAuth('/my-materials');
    const menu = await openMenu(user);

    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));

    expect(requests(fetchMock)).toEqual([
      { path: '/api/auth/logout', method: 'POST', body: undefined, authorization: 'Bearer token-1' },
    ]);
    for (const storage of [sessionStorage, localStorage]) {
      expect(storage.getItem('auth_token')).toBeNull();
      expect(storage.getItem('user_data')).toBeNull();
    }
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
  });

  it.each([
    ['the server is offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server refuses the token', () => answer(401, { message: 'Unauthorized' })],
  ])('LOGOUT-01 when %s the user is signed out all the same', async (_, reply) => {
    seedSession();
    const fetchMock = stubFetch(reply);
    const { user, pathname } = renderAuth('/');

    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('auth_token')).toBeNull();
    expect(within(bar()).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
  });

  it('LOGOUT-04 AMB-43 keeps the cart and the pending payment', async () => {
    seedSession();
    localStorage.setItem(CART_STORAGE_KEY, '[{"id":1,"type":"material","quantity":2}]');
    localStorage.setItem('pendingPayment', 'PAY-123');
    stubFetch(() => answer(200, { succeeded: true, message: 'Signed out.', errors: [] }));
    const { user } = renderAuth('/');

    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Log out' }));

    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe('[{"id":1,"type":"material","quantity":2}]');
    expect(localStorage.getItem('pendingPayment')).toBe('PAY-123');
  });
});

describe('the mobile menu', () => {
  it('NAV-14 anonymous visitors get "Log in" and "Sign up"', () => {
    renderAuth('/');
    expect(within(mobileMenu()).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(mobileMenu()).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('NAV-14 a signed-in user gets the name, e-mail, the four account links and Log out', async () => {
    seedSession();
    const fetchMock = stubFetch(() => answer(200, { succeeded: true, message: 'Signed out.', errors: [] }));
    const { user, pathname } = renderAuth('/');
    const account = within(mobileMenu()).getByRole('region', { name: 'Your account' });

    expect(within(account).getByText('Sara Ahmed')).toBeInTheDocument();
    expect(within(account).getByText('sara@example.com')).toBeInTheDocument();
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Materials', '/my-materials'],
      ['My Courses', '/my-courses'],
      ['My Orders', '/my-orders'],
      ['My Licences', '/my-licences'],
      ['Profile', '/profile'],
    ]);

    await user.click(within(account).getByRole('button', { name: 'Log out' }));

    expect(requests(fetchMock)[0]).toMatchObject({ path: '/api/auth/logout', authorization: 'Bearer token-1' });
    expect(sessionStorage.getItem('user_data')).toBeNull();
    expect(within(mobileMenu()).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
  });
});
