import { useEffect } from 'react';
import { useRouteText } from './use-route-text';

export const DEFAULT_DESCRIPTION =
  'The Gate: Cambridge Checkpoint English First Language resources for Years 5 to 8 in Egypt: practice sheets, past papers, digital books, year packages, exams and teacher courses.';

/**
 * Keeps `<meta name="description">` on the current route's own words on every client navigation;
 * the server wrote the landing page's into the HTML, also for link previews that run no script.
 */
export function RouteDescription() {
  const route = useRouteText();
  const text = route && (route.description ?? DEFAULT_DESCRIPTION);
  useEffect(() => {
    if (!text) return;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = text;
  }, [text]);
  return null;
}
