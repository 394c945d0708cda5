import type { DehydratedState } from '@tanstack/react-query';
import { scriptJson } from '@the-gate/contract/script-json';

/** The element that carries a server-rendered page's data: JSON, never run (so the CSP allows it). */
export const SERVER_STATE_ID = 'server-state';

/** What the browser needs to hydrate the server's HTML: the answers it was rendered with. */
export type ServerState = { queries: DehydratedState };

/**
 * The state as text that is safe inside a `<script>` element: no `</script>` or `<!--` in a title
 * or a description can end the element early.
 */
export function serialiseServerState(state: ServerState): string {
  return scriptJson(state);
}

/** The state the server wrote into the page, or null for a page the browser renders alone. */
export function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerState> | null;
    return state?.queries ? (state as ServerState) : null;
  } catch {
    return null;
  }
}
