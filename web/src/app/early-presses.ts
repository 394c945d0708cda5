/**
 * A page the server rendered is on screen, with working links, before the app's code has run
 * (web/src/boot.ts). A button pressed in that time would do nothing: the press is held here and
 * made again once the app has taken the page over, so "Add to Cart" tapped early still adds.
 * Links are left alone: they work without the app.
 */
const held: HTMLButtonElement[] = [];

function hold(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest('button');
  if (!button || button.disabled) return;
  // A button in a form would otherwise submit it the browser's way, leaving the page.
  event.preventDefault();
  if (!held.includes(button)) held.push(button);
}

export function holdEarlyPresses() {
  document.addEventListener('click', hold, true);
}

/** Once the app has hydrated the page: the held presses, again, on the buttons still there. */
export function replayEarlyPresses() {
  document.removeEventListener('click', hold, true);
  for (const button of held.splice(0)) {
    if (button.isConnected && !button.disabled) button.click();
  }
}
