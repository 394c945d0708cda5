import { useEffect } from 'react';

/**
 * Sets the page `<title>` while the screen is shown and puts the previous one back after, so the
 * next page (which may not set one) does not inherit it.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
