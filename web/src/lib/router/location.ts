import { useHistoryState, useLocationProperty } from 'wouter/use-browser-location';

/** An address as the screens read it: `search` and `hash` keep their `?` and `#` (or are empty). */
export type Location = { pathname: string; search: string; hash: string; state: unknown };

/** Where a link or a navigation goes: an address, or its parts (the missing ones empty). */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

/** `To` as the address it names. */
export function toHref(to: To): string {
  if (typeof to === 'string') return to;
  const search = to.search && !to.search.startsWith('?') ? `?${to.search}` : (to.search ?? '');
  const hash = to.hash && !to.hash.startsWith('#') ? `#${to.hash}` : (to.hash ?? '');
  return `${to.pathname ?? ''}${search}${hash}`;
}

/** The path of an address, without its query and fragment. */
export const pathOf = (href: string) => href.replace(/[?#].*$/, '');

/**
 * What wouter's location hooks do not give: the fragment and the history entry's state. A location
 * hook may carry its own (the tests' memory location); the browser's are read from `window`.
 */
export type LocationExtras = { hashHook?: () => string; stateHook?: () => unknown };

const currentHash = () => window.location.hash;

export const useBrowserHash = () => useLocationProperty(currentHash, () => '');
export const useBrowserState = (): unknown => useHistoryState();
