import { useEffect, useEffectEvent } from 'react';
import { DIRECTION } from '@/lib/i18n';

export type ReaderKeyActions = {
  previousPage(): void;
  nextPage(): void;
  zoomIn(): void;
  zoomOut(): void;
  fitToWidth(): void;
};

/** Typing a page number, or any text, must not turn pages. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The arrow that points back: left in English, right in Arabic, as the toolbar's chevrons mirror
 * (issue 26 §3).
 */
const BACK_ARROW = DIRECTION === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
const ON_ARROW = DIRECTION === 'rtl' ? 'ArrowLeft' : 'ArrowRight';

function actionFor(key: string, actions: ReaderKeyActions): (() => void) | null {
  switch (key) {
    case BACK_ARROW:
    case 'PageUp':
      return actions.previousPage;
    case ON_ARROW:
    case 'PageDown':
      return actions.nextPage;
    // "=" is "+" without Shift on most layouts.
    case '+':
    case '=':
      return actions.zoomIn;
    case '-':
      return actions.zoomOut;
    case '0':
      return actions.fitToWidth;
    default:
      return null;
  }
}

/**
 * The reader's keys, anywhere on the page except in a text field: ArrowLeft/ArrowRight (mirrored in
 * Arabic) and
 * PageUp/PageDown turn pages, + and - zoom, 0 fits the page to the width. With Ctrl, Cmd or Alt
 * held the browser keeps its own meaning (Ctrl + zooms the whole tab).
 */
export function useReaderKeys(actions: ReaderKeyActions) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTyping(event.target)) return;
    const action = actionFor(event.key, actions);
    if (!action) return;
    event.preventDefault();
    action();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
