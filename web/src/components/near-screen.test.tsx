import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyNearScreen } from './near-screen';

/** A stand-in for the browser's IntersectionObserver, which jsdom lacks: the test says when the place is near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

describe('a part of the page that loads near the screen (issue 26 §7)', () => {
  it('asks for its code only once its place comes near the screen, then shows it with its props', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(async () => ({ label }: { label: string }) => <p>{label}</p>);
    const Part = lazyNearScreen(load);
    render(<Part label="The blocks" className="blocks" />);
    await act(async () => undefined);
    const [observer] = FakeObserver.all;
    expect(observer?.observed[0]).toHaveClass('blocks');
    expect(observer?.options?.rootMargin).toMatch(/^\d+px 0px$/);

    // Far below: nothing is loaded.
    await act(async () => observer?.report(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('The blocks')).toBeNull();

    await act(async () => observer?.report(true));
    expect(await screen.findByText('The blocks')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
  });

  it('shows at once where the browser cannot tell (no IntersectionObserver)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const Part = lazyNearScreen(async () => () => <p>Sidebar</p>);
    render(<Part />);
    expect(await screen.findByText('Sidebar')).toBeInTheDocument();
  });
});
