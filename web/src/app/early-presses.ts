import { holdPresses, replayPresses } from '@/lib/held-presses';

/**
 * A page the server rendered is on screen, with working links, before the app's code has run
 * (web/src/boot.ts): presses on it are held (lib/held-presses.ts) and made again once the app has
 * taken the page over.
 */
export function holdEarlyPresses() {
  holdPresses();
}

/** Once the app has hydrated the page: the held presses, again, on the controls still there. */
export function replayEarlyPresses() {
  replayPresses();
}
