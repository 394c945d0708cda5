import type { AuthUser } from '@the-gate/contract/auth';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { AUTH_TOKEN_KEY, readAuthToken } from '@/lib/auth-token';

/** The signed-in user, stored as JSON next to the token (A§3, GLB-09). */
export const USER_DATA_KEY = 'user_data';
const SESSION_KEYS: readonly string[] = [AUTH_TOKEN_KEY, USER_DATA_KEY];

/**
 * What the app can rely on in `user_data`: the name and e-mail the avatar menu shows (NAV-11).
 * The rest is optional because a `user_data` written by an older build, or seeded by a tester
 * with only the fields A§3 lists, still describes a signed-in user.
 */
export type SessionUser = Pick<AuthUser, 'fullName' | 'email'> & Partial<Omit<AuthUser, 'fullName' | 'email'>>;

const OPTIONAL_STRINGS = ['id', 'username', 'firstName', 'lastName'] as const;

/**
 * A user object worth storing and showing, or null: anything else means nobody is signed in (GLB-10).
 * Checked by hand rather than with the contract's zod schema: this runs on every page, and the
 * validation library would double the JavaScript every page loads first.
 */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const user = value as Record<string, unknown>;
  if (typeof user.fullName !== 'string' || typeof user.email !== 'string') return null;
  if (OPTIONAL_STRINGS.some((key) => user[key] !== undefined && typeof user[key] !== 'string')) return null;
  if (user.role !== undefined && !Number.isInteger(user.role)) return null;
  const picture = user.profilePictureUrl;
  if (picture !== undefined && picture !== null && typeof picture !== 'string') return null;
  return user as SessionUser;
}

function parseStoredUser(raw: string | null): SessionUser | null {
  if (raw === null) return null;
  try {
    return parseSessionUser(JSON.parse(raw));
  } catch {
    // Invalid JSON: treated as logged out rather than crashing the app (A§8, GLB-10).
    return null;
  }
}

/**
 * The raw `user_data` of the current session, read the same way as the token (session storage
 * first, then local storage; A§6, GLB-08). A string, so React can compare snapshots cheaply.
 * Without a token there is no session, whatever `user_data` says (A§6: a signed-in user holds both).
 */
function readStoredUserData(): string | null {
  try {
    if (!readAuthToken()) return null;
    return sessionStorage.getItem(USER_DATA_KEY) ?? localStorage.getItem(USER_DATA_KEY);
  } catch {
    // Storage unavailable (privacy modes): nobody is signed in.
    return null;
  }
}

// Same-tab changes: the `storage` event only reports changes made by other tabs.
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(onChange: () => void) {
  // Another tab signed in with "Remember me" or signed out: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || SESSION_KEYS.includes(event.key)) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function removeSessionKeys() {
  for (const storage of [sessionStorage, localStorage]) {
    for (const key of SESSION_KEYS) storage.removeItem(key);
  }
}

export type SessionContextValue = {
  user: SessionUser | null;
  /** Stores the session in session storage, and in local storage too when `remember` is set (A§4). */
  signIn(token: string, user: SessionUser, remember: boolean): void;
  /** Removes `auth_token` and `user_data` from both storages (A§4, LOGOUT-01). */
  signOut(): void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

/** The session lives in browser storage, the one source of truth; this provider only watches it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const raw = useSyncExternalStore(subscribe, readStoredUserData, () => null);
  const user = useMemo(() => parseStoredUser(raw), [raw]);

  const signIn = useCallback((token: string, signedIn: SessionUser, remember: boolean) => {
    // A new sign-in replaces any earlier session: without this, a remembered session of someone
    // else would come back once this tab is closed (LOGIN-10).
    removeSessionKeys();
    const userData = JSON.stringify(signedIn);
    for (const storage of remember ? [sessionStorage, localStorage] : [sessionStorage]) {
      storage.setItem(AUTH_TOKEN_KEY, token);
      storage.setItem(USER_DATA_KEY, userData);
    }
    notify();
  }, []);

  const signOut = useCallback(() => {
    removeSessionKeys();
    notify();
  }, []);

  const value = useMemo<SessionContextValue>(() => ({ user, signIn, signOut }), [user, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session; using it outside SessionProvider is a programming error. */
export function useSession(): SessionContextValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used within a SessionProvider.');
  return session;
}
