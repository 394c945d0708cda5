/** Where the back office lives in the browser (issue 24 §2); its own routes are below it. */
export const ADMIN_BASE = '/admin';

/** The back office's pages, as paths below ADMIN_BASE (what its links and routes use). */
export const adminPaths = {
  home: '/',
  staff: '/staff',
  audit: '/audit',
  catalogue: '/catalogue',
} as const;

/**
 * The shop's sign-in, coming back to `adminPath` (below ADMIN_BASE) once signed in: the login page
 * follows `redirecturl` when it is a path of this site (web/src/lib/safe-redirect.ts).
 */
export function signInHref(adminPath: string): string {
  const back = adminPath === '/' ? ADMIN_BASE : `${ADMIN_BASE}${adminPath}`;
  return `/login?redirecturl=${encodeURIComponent(back)}`;
}
