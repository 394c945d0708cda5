import { useEffect, useState } from 'react';

/**
 * True once the page has scrolled more than `threshold` pixels (A§9: 10 px, NAV-02, NAV-03). It
 * starts false, as the server rendered it, and reads the real position once mounted: the visitor
 * may have scrolled a rendered page before the app took it over.
 */
export function useScrolled(threshold = 10): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
