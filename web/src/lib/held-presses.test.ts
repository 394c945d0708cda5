import { afterEach, describe, expect, it, vi } from 'vitest';
import { AWAITING_CODE, holdPresses, replayPresses } from './held-presses';

afterEach(() => {
  replayPresses();
  document.body.innerHTML = '';
});

describe('presses on a part still waiting for its code (issue 26 §7)', () => {
  it('holds them after the app has taken the page over, and makes them once the part is live, once', () => {
    document.body.innerHTML = `
      <button id="bar">Menu</button>
      <div id="part" ${AWAITING_CODE}><button id="next">Next</button></div>`;
    const part = document.getElementById('part')!;
    const next = document.getElementById('next')!;
    const bar = document.getElementById('bar')!;
    holdPresses();
    replayPresses();

    const onBar = vi.fn();
    bar.addEventListener('click', onBar);
    bar.click();
    expect(onBar).toHaveBeenCalledTimes(1);

    // Nothing acts on it meanwhile: not the page's own handlers, not the browser's default.
    const onNext = vi.fn();
    next.addEventListener('click', onNext);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    next.dispatchEvent(early);
    next.click();
    expect(early.defaultPrevented).toBe(true);
    expect(onNext).not.toHaveBeenCalled();

    // The app's own replay leaves it to the part.
    replayPresses();
    expect(onNext).not.toHaveBeenCalled();

    part.removeAttribute(AWAITING_CODE);
    replayPresses(part);
    expect(onNext).toHaveBeenCalledTimes(1);
    next.click();
    expect(onNext).toHaveBeenCalledTimes(2);
  });
});
