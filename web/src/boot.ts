import './index.css';
import { holdEarlyPresses } from './app/early-presses';
import { readAuthToken } from './lib/auth-token';
import { nextTask } from './lib/next-task';

/** However slow the page's pictures, the app starts after this long. */
const START_AT_THE_LATEST_MS = 3000;

/**
 * Loads the app over a page the server rendered in steps, each its own task of the main thread:
 * the libraries (React and its renderer); the slowest first call of the first render, made ahead
 * (the price formatter reads the locale's data on first use); then the app. One task doing all of
 * it would hold a phone's main thread long enough for a tap to wait. (Class names cost nothing to
 * warm up: `cn` only joins them, tailwind-merge left the bundle in issue 23 §5.)
 */
async function startInSteps() {
  await import('react-dom/client');
  await nextTask();
  (await import('./lib/format')).formatMoney(0);
  await nextTask();
  await import('./main');
}

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void startInSteps();
};
const afterPaint = () => requestAnimationFrame(() => setTimeout(start));

// A page the server rendered is on screen already (signed out; a signed-in visitor's page is drawn
// again at once, main.tsx). Its styles and pictures load first, with the whole line to themselves,
// and the app's code follows once they have arrived and been painted: the page is readable sooner
// on a slow phone. Links work meanwhile; a button pressed meanwhile is pressed again by the app.
if (!document.getElementById('server-state') || readAuthToken()) void import('./main');
else {
  holdEarlyPresses();
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  setTimeout(start, START_AT_THE_LATEST_MS);
}
