import { useEffect, useRef, useState } from 'react';

/**
 * Cards start fading in 300 ms after they enter the viewport (B§2, DB-14): `delay-300` is that
 * wait, the fade itself then takes 500 ms. With reduced motion there is no transition at all (the
 * global rule in index.css shortens durations but not delays).
 */
export function fadeInClasses(inView: boolean): string {
  return `transition-opacity duration-500 delay-300 motion-reduce:transition-none ${inView ? 'opacity-100' : 'opacity-0'}`;
}

/**
 * Whether the element behind `ref` has been in the viewport yet; once true it stays true. Without
 * IntersectionObserver (old browsers, jsdom) everything counts as in view at once, so nothing can
 * stay invisible. A keyboard user tabbing to a card scrolls it into view, which fades it in.
 */
export function useInView<T extends Element>() {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);

  return { ref, inView };
}
