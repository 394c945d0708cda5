import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fadeInClasses, useInView } from '@/hooks/use-fade-in';

/** A controllable IntersectionObserver: `enter()` reports every observed element as visible. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[]; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly record;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, elements: [] as Element[], disconnected: false };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.elements.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const observer of observers.filter((o) => !o.disconnected)) {
        const entries = observer.elements.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
        observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    });
  return { observers, enter: () => report(true), leave: () => report(false) };
}

function Card() {
  const { ref, inView } = useInView<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="card" className={fadeInClasses(inView)}>
      A card
    </div>
  );
}

describe('useInView (DB-14)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('DB-14: a card stays transparent until it enters the viewport, then fades in after 300 ms and stays', () => {
    const io = stubIntersectionObserver();
    render(<Card />);
    const card = screen.getByTestId('card');
    expect(card).toHaveClass('opacity-0');
    expect(io.observers[0]?.elements).toEqual([card]);

    io.leave();
    expect(card).toHaveClass('opacity-0');

    io.enter();
    expect(card).toHaveClass('opacity-100', 'transition-opacity', 'delay-300');
    expect(card).not.toHaveClass('opacity-0');
    // Seen once is enough: the observer lets go and scrolling away does not hide it again.
    expect(io.observers.every((observer) => observer.disconnected)).toBe(true);
    io.leave();
    expect(card).toHaveClass('opacity-100');
  });

  it('DB-14: with reduced motion there is no transition, so no delay either', () => {
    expect(fadeInClasses(true).split(' ')).toContain('motion-reduce:transition-none');
  });

  it('DB-14: without IntersectionObserver the card is visible at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Card />);
    expect(screen.getByTestId('card')).toHaveClass('opacity-100');
  });
});
