import { hydrate } from '@tanstack/react-query';
import { stripLocale } from '@the-gate/contract/locales';
import { matchRoute } from '@the-gate/contract/route-match';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { replayEarlyPresses } from './app/early-presses';
import { startPrefetch } from './app/route-prefetch';
import { loadScreen } from './app/router';
import { readServerState } from './app/server-state';
import { readAuthToken } from './lib/auth-token';
import { nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const queryClient = createQueryClient();
  const state = readServerState();
  const page = matchRoute(stripLocale(window.location.pathname));

  // The server renders pages as a signed-out visitor sees them; a signed-in visitor's page differs
  // (what they own, their name in the bar), so the browser renders it afresh over that HTML.
  if (state && !readAuthToken()) {
    // Each step its own task (next-task.ts): evaluating this module, loading the page's screen
    // (so the first render is the HTML already on screen, with no loading state between), and hydrating.
    await nextTask();
    hydrate(queryClient, state.queries);
    await loadScreen(page.key, { preloaded: true }).catch(() => undefined);
    await nextTask();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: a tap or a scroll meanwhile is answered at once.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} fromServer onReady={replayEarlyPresses} />
        </StrictMode>,
      );
    });
    return;
  }
  // The page's first request and its screen's script start together.
  void startPrefetch(queryClient, page, new URLSearchParams(window.location.search));
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} fromServer={false} onReady={replayEarlyPresses} />
    </StrictMode>,
  );
}

void start();
