import { useEffect, useState } from 'react';

/** True once the page has scrolled more than `threshold` pixels (A§9: 10 px, NAV-02, NAV-03). */
export function useScrolled(threshold = 10): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
