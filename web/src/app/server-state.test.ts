import { afterEach, describe, expect, it } from 'vitest';
import { readServerState, SERVER_STATE_ID, type ServerState, serialiseServerState } from './server-state';

afterEach(() => {
  document.body.innerHTML = '';
});

const state = (title: string): ServerState =>
  ({
    queries: {
      mutations: [],
      queries: [{ queryKey: ['material', 1], queryHash: '["material",1]', state: { data: { title } } }],
    },
  }) as unknown as ServerState;

function page(text: string) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${SERVER_STATE_ID}">${text}</script>`;
}

describe('the state a server-rendered page carries (decision 012)', () => {
  it('cannot end its script element early, whatever a title says', () => {
    const title = 'A </script><script>alert(1)</script> <!-- sheet \u2028';
    const text = serialiseServerState(state(title));
    expect(text).not.toMatch(/<|\u2028/);
    page(text);
    expect(document.scripts).toHaveLength(1);
    expect(readServerState()).toEqual(state(title));
  });

  it('is no state at all when missing, broken or of another shape', () => {
    expect(readServerState()).toBeNull();
    page('{"queries":');
    expect(readServerState()).toBeNull();
    page('{"router":{}}');
    expect(readServerState()).toBeNull();
    page('null');
    expect(readServerState()).toBeNull();
  });
});
