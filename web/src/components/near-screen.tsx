import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';

/** How far below the screen a part's code starts loading: about a thumb's flick ahead. */
const AHEAD = '300px 0px';

/**
 * A part of the page far down it (the home page's blocks under the hero, an article's sidebar)
 * whose code loads only when the part comes near the screen (issue 26 §7). The server renders it
 * whole, so its HTML is on the page from the start; until its code is there React leaves that HTML
 * as it is (a Suspense boundary not yet hydrated) and makes it live once the code arrives, replaying a
 * press made meanwhile. A phone that never scrolls down never pays for it. On a client navigation the
 * part appears when it comes near the screen, at once where it is already on it.
 */
export function lazyNearScreen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let show: () => void = () => undefined;
  // The server renders the part at once; the browser waits for the part's place to come near.
  const near = import.meta.env.SSR ? Promise.resolve() : new Promise<void>((resolve) => (show = resolve));
  const Part = lazy(async () => {
    await near;
    return { default: await load() };
  });

  function NearScreen({ className, ...props }: Props & { className?: string }) {
    const place = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = place.current;
      if (!element || typeof IntersectionObserver === 'undefined') return show();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          show();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={place} className={className}>
        <Suspense fallback={null}>
          <Part {...(props as Props)} />
        </Suspense>
      </div>
    );
  }
  return NearScreen;
}
