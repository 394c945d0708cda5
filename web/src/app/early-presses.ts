/**
 * A page the server rendered is on screen, with working links, before the app's code has run
 * (web/src/boot.ts). A button pressed or a box ticked in that time would do nothing the app knows
 * of: the press is held here and made again once the app has taken the page over, so "Add to Cart"
 * tapped early still adds and a filter ticked early still filters. Links are left alone: they work
 * without the app.
 */
type Pressable = HTMLButtonElement | HTMLInputElement;

const held: Pressable[] = [];

function pressableOf(target: EventTarget | null): Pressable | null {
  if (!(target instanceof Element)) return null;
  if (target instanceof HTMLInputElement) return target.type === 'checkbox' || target.type === 'radio' ? target : null;
  return target.closest('button');
}

function hold(event: MouseEvent) {
  const pressable = pressableOf(event.target);
  if (!pressable || pressable.disabled) return;
  // A button in a form would otherwise submit it the browser's way, leaving the page; a box would
  // change without the app knowing, and the app's state and the page would disagree.
  event.preventDefault();
  const at = held.indexOf(pressable);
  // A checkbox ticked twice is back where it was; any other control is pressed once however often.
  if (at >= 0 && pressable instanceof HTMLInputElement && pressable.type === 'checkbox') held.splice(at, 1);
  else if (at < 0) held.push(pressable);
}

export function holdEarlyPresses() {
  document.addEventListener('click', hold, true);
}

/** Once the app has hydrated the page: the held presses, again, on the controls still there. */
export function replayEarlyPresses() {
  document.removeEventListener('click', hold, true);
  for (const pressable of held.splice(0)) {
    if (pressable.isConnected && !pressable.disabled) pressable.click();
  }
}
