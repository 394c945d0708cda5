import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyPresses, replayEarlyPresses } from './early-presses';

afterEach(() => {
  replayEarlyPresses();
  document.body.innerHTML = '';
});

/** A page as the server sent it: nothing of the app listens yet. */
function serverPage() {
  document.body.innerHTML = `
    <form><button id="add">Add to Cart</button></form>
    <button id="gone">Gone</button>
    <button id="off" disabled>Off</button>
    <a id="link" href="#next">Next</a>`;
  const byId = (id: string) => document.getElementById(id)!;
  return { add: byId('add'), gone: byId('gone'), off: byId('off'), link: byId('link') };
}

describe('presses before the app runs (decision 012)', () => {
  it('holds a button press and makes it again once the app listens', () => {
    const { add } = serverPage();
    holdEarlyPresses();
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    add.dispatchEvent(early);
    // The form is not submitted the browser's way meanwhile.
    expect(early.defaultPrevented).toBe(true);

    const appHandler = vi.fn();
    add.addEventListener('click', appHandler);
    replayEarlyPresses();
    expect(appHandler).toHaveBeenCalledTimes(1);
  });

  it('presses a button once however often it was pressed, and not one that has gone or is disabled', () => {
    const { add, gone, off } = serverPage();
    holdEarlyPresses();
    add.click();
    add.click();
    gone.click();
    off.click();
    gone.remove();
    const handlers = { add: vi.fn(), gone: vi.fn(), off: vi.fn() };
    add.addEventListener('click', handlers.add);
    gone.addEventListener('click', handlers.gone);
    off.addEventListener('click', handlers.off);
    replayEarlyPresses();
    expect(handlers.add).toHaveBeenCalledTimes(1);
    expect(handlers.gone).not.toHaveBeenCalled();
    expect(handlers.off).not.toHaveBeenCalled();
  });

  it('holds a box ticked early, unticked on the page, and ticks it once the app listens; twice is no change', () => {
    document.body.innerHTML = `
      <input type="checkbox" id="year6"><label for="year6">Year 6</label>
      <input type="checkbox" id="reading">`;
    const year6 = document.getElementById('year6') as HTMLInputElement;
    const reading = document.getElementById('reading') as HTMLInputElement;
    holdEarlyPresses();
    document.querySelector('label')!.click();
    reading.click();
    reading.click();
    // The page does not change behind the app's back.
    expect(year6.checked).toBe(false);
    expect(reading.checked).toBe(false);

    const changes = { year6: vi.fn(), reading: vi.fn() };
    year6.addEventListener('change', changes.year6);
    reading.addEventListener('change', changes.reading);
    replayEarlyPresses();
    expect(year6.checked).toBe(true);
    expect(changes.year6).toHaveBeenCalledTimes(1);
    expect(changes.reading).not.toHaveBeenCalled();
  });

  it('leaves links alone, and stops holding once the app has run', () => {
    const { link, add } = serverPage();
    holdEarlyPresses();
    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);

    replayEarlyPresses();
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    add.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
