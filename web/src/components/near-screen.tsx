import { type ComponentType, createContext, lazy, Suspense, useCallback, useContext, useEffect, useRef } from 'react';
import { AWAITING_CODE, replayPresses } from '@/lib/held-presses';

/** How far below the screen a part's code starts loading: about a thumb's flick ahead. */
const AHEAD = '300px 0px';

/** Told by the part once its code has taken over its place. */
const LiveContext = createContext<() => void>(() => undefined);

/**
 * A part of the page far down it (the home page's blocks under the hero, an article's sidebar)
 * whose code loads only when the part comes near the screen (issue 26 §7). The server renders it
 * whole, so its HTML is on the page from the start; until its code is there React leaves that HTML
 * as it is (a Suspense boundary not yet hydrated), marked `data-awaiting-code`: a press on it
 * meanwhile is held and made again once its code has taken over (lib/held-presses.ts). A phone that never
 * scrolls down never pays for it. On a client navigation the part appears when it comes near the
 * screen, at once where it is already on it.
 */
export function lazyNearScreen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let show: () => void = () => undefined;
  // The server renders the part at once; the browser waits for the part's place to come near.
  const near = import.meta.env.SSR ? Promise.resolve() : new Promise<void>((resolve) => (show = resolve));
  const Part = lazy(async () => {
    await near;
    const Loaded = await load();
    function Live(props: Props) {
      const live = useContext(LiveContext);
      useEffect(live, [live]);
      return <Loaded {...props} />;
    }
    return { default: Live };
  });

  function NearScreen({ className, ...props }: Props & { className?: string }) {
    const place = useRef<HTMLDivElement>(null);
    const live = useCallback(() => {
      const element = place.current;
      if (!element?.hasAttribute(AWAITING_CODE)) return;
      // Live: presses on it are its own again, and those made while it waited are made now.
      element.removeAttribute(AWAITING_CODE);
      replayPresses(element);
    }, []);
    useEffect(() => {
      const element = place.current;
      if (!element) return;
      const observer =
        typeof IntersectionObserver === 'undefined'
          ? null
          : new IntersectionObserver(
              (entries) => {
                if (!entries.some((entry) => entry.isIntersecting)) return;
                observer?.disconnect();
                show();
              },
              { rootMargin: AHEAD },
            );
      if (observer) observer.observe(element);
      else show();
      return () => observer?.disconnect();
    }, []);
    return (
      <div ref={place} className={className} {...{ [AWAITING_CODE]: '' }}>
        <LiveContext.Provider value={live}>
          <Suspense fallback={null}>
            <Part {...(props as Props)} />
          </Suspense>
        </LiveContext.Provider>
      </div>
    );
  }
  return NearScreen;
}
