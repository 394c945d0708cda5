import { vi } from 'vitest';

/** jsdom has no Element.scrollBy; the carousel's arrows call it until embla has the slides. */
Element.prototype.scrollBy ??= () => {};

type Layout = {
  /** The visible width of every carousel track. */
  trackWidth: number;
  /** Each slide's width, gutter included; the slides sit side by side. */
  slideWidth: number;
  /** Where each track starts scrolled to. */
  scrollLeft?: number;
  /**
   * Right to left (issue 26 §3), as browsers do it: the slides run leftwards from the track's right
   * edge, and the scroll position goes from 0 into negative offsets.
   */
  direction?: 'ltr' | 'rtl';
};

/** A slide: the carousel names it a group (its `aria-roledescription` is in the page's language). */
const isSlide = (element: Element) => element.getAttribute('role') === 'group';
/** The carousel's track: the scroll box around the row of slides. */
const isTrack = (element: Element) => {
  const first = element.firstElementChild?.firstElementChild;
  return !!first && isSlide(first);
};

/**
 * jsdom lays nothing out, so a carousel's track is 0 pixels wide and never overflows. This lays
 * every carousel out as a browser would: the track's width, its slides side by side, a scroll
 * position that `scrollBy` moves (kept within the ends, firing `scroll`), and the slides' boxes
 * where that position puts them. Returns the `scrollBy` spy; vi.restoreAllMocks (setup.ts) undoes
 * the rest.
 */
export function layOutCarousels({ trackWidth, slideWidth, scrollLeft = 0, direction = 'ltr' }: Layout) {
  const sign = direction === 'rtl' ? -1 : 1;
  const positions = new WeakMap<Element, number>();
  const contentWidth = (track: Element) => (track.firstElementChild?.children.length ?? 0) * slideWidth;
  const positionOf = (element: Element) => positions.get(element) ?? (isTrack(element) ? scrollLeft : 0);

  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return isTrack(this) ? trackWidth : 0;
  });
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return isTrack(this) ? Math.max(trackWidth, contentWidth(this)) : 0;
  });
  vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
    return positionOf(this);
  });
  vi.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation(function (this: Element, left: number) {
    positions.set(this, left);
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const track = this.parentElement?.parentElement;
    const index = Array.prototype.indexOf.call(this.parentElement?.children ?? [], this);
    const left = isSlide(this) && track ? sign * index * slideWidth - positionOf(track) : 0;
    return DOMRect.fromRect({ x: left, y: 0, width: isSlide(this) ? slideWidth : 0, height: 0 });
  });
  return vi.spyOn(Element.prototype, 'scrollBy').mockImplementation(function (this: Element, options?: unknown) {
    const by = (options as ScrollToOptions | undefined)?.left ?? 0;
    const end = this.scrollWidth - this.clientWidth;
    const [low, high] = direction === 'rtl' ? [-end, 0] : [0, end];
    positions.set(this, Math.min(high, Math.max(low, positionOf(this) + by)));
    this.dispatchEvent(new Event('scroll'));
  });
}
