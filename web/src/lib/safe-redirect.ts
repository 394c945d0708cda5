/**
 * Where to go after signing up or in (REG-54, REG-55, AMB-19). `redirectUrl` arrives already
 * decoded by URLSearchParams. Only a path on this site is followed: it must start with one "/"
 * (not "//" or "/\", which browsers read as another host) and resolve to our own origin. Anything
 * else goes to `fallback`, so a crafted link cannot send the user to another site (open redirect).
 */
export function safeRedirectTarget(redirectUrl: string | null, fallback: string): string {
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
