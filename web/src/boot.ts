import './index.css';
import { holdEarlyPresses } from './app/early-presses';
import { readAuthToken } from './lib/auth-token';

/** However slow the page's pictures, the app starts after this long. */
const START_AT_THE_LATEST_MS = 3000;

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main');
};
const afterPaint = () => requestAnimationFrame(() => setTimeout(start));

// A page the server rendered is on screen already (signed out; a signed-in visitor's page is drawn
// again at once, main.tsx). Its styles and pictures load first, with the whole line to themselves,
// and the app's code follows once they have arrived and been painted: the page is readable sooner
// on a slow phone. Links work meanwhile; a button pressed meanwhile is pressed again by the app.
if (!document.getElementById('server-state') || readAuthToken()) start();
else {
  holdEarlyPresses();
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  setTimeout(start, START_AT_THE_LATEST_MS);
}
