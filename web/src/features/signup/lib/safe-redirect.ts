import { paths } from '@/config/paths';

/**
 * Where to go after registering (REG-54, REG-55). `redirecturl` arrives already decoded by
 * URLSearchParams. Only a path on this site is followed: it must start with one "/" (not "//"
 * or "/\", which browsers read as another host) and resolve to our own origin. Anything else
 * goes to /login, so a crafted sign-up link cannot send a new user to another site (open redirect).
 */
export function safeRedirectTarget(redirectUrl: string | null): string {
  const fallback = paths.login.href();
  if (!redirectUrl?.startsWith('/') || redirectUrl.startsWith('//') || redirectUrl.startsWith('/\\')) {
    return fallback;
  }
  try {
    const base = window.location.origin;
    const resolved = new URL(redirectUrl, base);
    if (resolved.origin !== base) return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}
