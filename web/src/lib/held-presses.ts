/**
 * Presses on parts of a server-rendered page that are on screen before the code behind them (issue
 * 12 §5, issue 26 §7): a button pressed or a box ticked there would do nothing the app knows of. The
 * press is held and made again once the code has taken the part over, so "Add to Cart" tapped early
 * still adds and a carousel's arrow tapped early still turns. Links are left alone: they work
 * without the code.
 *
 * Held: every press on the page until the app has taken it over (boot.ts, main.tsx), and after that
 * the presses inside a part still waiting for its code (an element marked `data-awaiting-code`,
 * components/near-screen.tsx), until that part is live.
 */
type Pressable = HTMLButtonElement | HTMLInputElement;

/** The mark of a part of the page whose code has not taken it over yet. */
export const AWAITING_CODE = 'data-awaiting-code';

const held: Pressable[] = [];
let appLive = false;
let holding = false;

function pressableOf(target: EventTarget | null): Pressable | null {
  if (!(target instanceof Element)) return null;
  if (target instanceof HTMLInputElement) return target.type === 'checkbox' || target.type === 'radio' ? target : null;
  return target.closest('button');
}

const awaiting = (element: Element) => element.closest(`[${AWAITING_CODE}]`) !== null;

function hold(event: MouseEvent) {
  const pressable = pressableOf(event.target);
  if (!pressable || pressable.disabled) return;
  if (appLive && !awaiting(pressable)) return;
  // A button in a form would otherwise submit it the browser's way, leaving the page; a box would
  // change without the app knowing. Nothing else acts on the press now: it is made again later.
  event.preventDefault();
  event.stopPropagation();
  const at = held.indexOf(pressable);
  // A checkbox ticked twice is back where it was; any other control is pressed once however often.
  if (at >= 0 && pressable instanceof HTMLInputElement && pressable.type === 'checkbox') held.splice(at, 1);
  else if (at < 0) held.push(pressable);
}

/** From now until the app has taken the page over (`replayPresses()`), presses are held. */
export function holdPresses() {
  appLive = false;
  if (holding) return;
  holding = true;
  document.addEventListener('click', hold, true);
}

/**
 * The held presses, made again on the controls still there: once the app has taken the page over
 * (no argument), those outside parts still waiting for their code; once such a part is live, its own.
 */
export function replayPresses(part?: Element) {
  if (!part) appLive = true;
  for (const pressable of [...held]) {
    if (part ? !part.contains(pressable) : awaiting(pressable)) continue;
    held.splice(held.indexOf(pressable), 1);
    if (pressable.isConnected && !pressable.disabled) pressable.click();
  }
}
