import { act, renderHook } from '@testing-library/react';
import type { AuthUser } from '@the-gate/contract/auth';
import { describe, expect, it } from 'vitest';
import { SessionProvider, USER_DATA_KEY, useSession } from './session-store';

const sara: AuthUser = {
  id: 'u-1',
  username: 'sara.ahmed',
  email: 'sara@example.com',
  firstName: 'Sara',
  lastName: 'Ahmed',
  fullName: 'Sara Ahmed',
  profilePictureUrl: null,
  role: 6,
};
const omar = { fullName: 'Omar Fathy', firstName: 'Omar', lastName: 'Fathy', email: 'omar@example.com' };

const renderSession = () => renderHook(() => useSession(), { wrapper: SessionProvider });

/** The four places a session can live, as `[session token, session user, local token, local user]`. */
const stored = () => [
  sessionStorage.getItem('auth_token'),
  sessionStorage.getItem('user_data'),
  localStorage.getItem('auth_token'),
  localStorage.getItem('user_data'),
];

function seed(storage: Storage, token: string, userData: string) {
  storage.setItem('auth_token', token);
  storage.setItem('user_data', userData);
}

describe('signing in and out', () => {
  it('LOGIN-08 LOGIN-10 without Remember me the session goes to session storage only', () => {
    const { result } = renderSession();
    act(() => result.current.signIn('token-1', sara, false));

    expect(stored()).toEqual(['token-1', JSON.stringify(sara), null, null]);
    expect(result.current.user).toEqual(sara);
  });

  it('LOGIN-09 with Remember me the session goes to both storages', () => {
    const { result } = renderSession();
    act(() => result.current.signIn('token-1', sara, true));

    expect(stored()).toEqual(['token-1', JSON.stringify(sara), 'token-1', JSON.stringify(sara)]);
  });

  it('LOGIN-10 a new sign-in without Remember me drops an earlier remembered session', () => {
    seed(localStorage, 'old-token', JSON.stringify(omar));
    const { result } = renderSession();
    expect(result.current.user?.fullName).toBe('Omar Fathy');

    act(() => result.current.signIn('token-1', sara, false));

    expect(stored()).toEqual(['token-1', JSON.stringify(sara), null, null]);
    expect(result.current.user?.fullName).toBe('Sara Ahmed');
  });

  it('LOGOUT-01 signing out removes auth_token and user_data from both storages and nothing else', () => {
    seed(sessionStorage, 'token-1', JSON.stringify(sara));
    seed(localStorage, 'token-2', JSON.stringify(sara));
    localStorage.setItem('pendingPayment', 'PAY-1');
    const { result } = renderSession();

    act(() => result.current.signOut());

    expect(stored()).toEqual([null, null, null, null]);
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('pendingPayment')).toBe('PAY-1');
  });
});

describe('reading the stored session', () => {
  it('GLB-08 user_data is read from session storage before local storage', () => {
    seed(sessionStorage, 'token-1', JSON.stringify(sara));
    seed(localStorage, 'token-2', JSON.stringify(omar));
    expect(renderSession().result.current.user?.fullName).toBe('Sara Ahmed');
  });

  it('GLB-08 a session kept only in local storage (Remember me) is signed in', () => {
    seed(localStorage, 'token-2', JSON.stringify(omar));
    expect(renderSession().result.current.user).toEqual(omar);
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['an object without an e-mail', JSON.stringify({ fullName: 'Sara Ahmed' })],
    ['a name that is not text', JSON.stringify({ fullName: 42, email: 'sara@example.com' })],
  ])('GLB-10 a user_data holding %s means logged out, without a crash', (_, userData) => {
    seed(sessionStorage, 'token-1', userData);
    expect(renderSession().result.current.user).toBeNull();
  });

  it('A§6 a user_data without any token means logged out', () => {
    sessionStorage.setItem(USER_DATA_KEY, JSON.stringify(sara));
    expect(renderSession().result.current.user).toBeNull();
  });

  it('GLB-19 AMB-56 a stored session counts as signed in without asking the server whether the token still works', () => {
    seed(localStorage, 'expired-token', JSON.stringify(sara));
    expect(renderSession().result.current.user?.email).toBe('sara@example.com');
  });
});

describe('other tabs', () => {
  it('a session remembered in another tab signs this tab in, and its sign-out signs this tab out', () => {
    const { result } = renderSession();
    expect(result.current.user).toBeNull();

    act(() => {
      seed(localStorage, 'token-2', JSON.stringify(omar));
      window.dispatchEvent(new StorageEvent('storage', { key: 'user_data' }));
    });
    expect(result.current.user?.fullName).toBe('Omar Fathy');

    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current.user).toBeNull();
  });
});

it('using the session outside its provider throws', () => {
  // Inside act() React 19 rethrows the render error instead of logging it (see cart-store.test.tsx).
  expect(() => renderHook(() => useSession())).toThrow('useSession must be used within a SessionProvider.');
});
