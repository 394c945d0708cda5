import { useEffect, useState } from 'react';

/**
 * The content width of an element (without its padding), in whole pixels, following every resize
 * of it (window resizes, a rotated phone). Attach `ref` as a callback ref.
 */
export function useElementWidth<T extends HTMLElement>() {
  const [element, ref] = useState<T | null>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return { width, ref, element };
}
