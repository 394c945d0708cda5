import type { EmblaCarouselType } from 'embla-carousel';

/** Whether the slides can move back and on from where they are. */
export type Edges = { prev: boolean; next: boolean };

/**
 * Where the scroll track stands, from its scroll position: at the start there is nothing before,
 * at the end nothing after, and a track whose slides all fit has neither (its arrows hide). One
 * pixel of slack, because a snapped position can be fractional.
 */
export function trackEdges(track: HTMLElement): Edges {
  const end = track.scrollWidth - track.clientWidth;
  // Right to left, the track scrolls from 0 into negative offsets (issue 26 §3): the distance counts.
  const scrolled = Math.abs(track.scrollLeft);
  return { prev: scrolled > 1, next: scrolled < end - 1 };
}

/** The same edges from embla, once it has the slides. */
export function emblaEdges(api: EmblaCarouselType): Edges {
  return { prev: api.canScrollPrev(), next: api.canScrollNext() };
}

/**
 * The slide the track is scrolled to, so embla starts where the visitor left it. Measured from the
 * slides' own offsets (their gutters included), not from their classes. Right to left, both the
 * offsets and the scroll position are negative, so the same sum holds.
 */
export function slideAtScroll(track: HTMLElement): number {
  const lefts = Array.from(track.firstElementChild?.children ?? [], (slide) => slide.getBoundingClientRect().left);
  const distance = (index: number) => Math.abs((lefts[index] ?? 0) - (lefts[0] ?? 0) - track.scrollLeft);
  let nearest = 0;
  for (let index = 1; index < lefts.length; index++) {
    if (distance(index) < distance(nearest)) nearest = index;
  }
  return nearest;
}

/**
 * Resolves once the track has stopped scrolling (a swipe's glide, a smooth scroll to the next page)
 * and no finger or mouse button is down on it: embla takes the slides over between two gestures,
 * never in the middle of one.
 */
export function whenStill(track: HTMLElement, pressed: () => boolean, quietMs = 150): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, quietMs);
    };
    const settle = () => {
      if (pressed()) return wait();
      track.removeEventListener('scroll', wait);
      resolve();
    };
    track.addEventListener('scroll', wait, { passive: true });
    wait();
  });
}

/** Someone who asked the system for reduced motion gets the next page at once, not a glide. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
