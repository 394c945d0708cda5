import { useEffect } from 'react';
import { useRouteEntry } from './use-route-entry';

export const DEFAULT_DESCRIPTION =
  'The Gate: Cambridge Checkpoint English First Language resources for Years 5 to 8 in Egypt: practice sheets, past papers, digital books, year packages, exams and teacher courses.';

/**
 * Keeps `<meta name="description">` on the current route's own words. Product and article pages get
 * theirs in the HTML from the server as well, for link previews that run no script.
 */
export function RouteDescription() {
  const text = useRouteEntry().description ?? DEFAULT_DESCRIPTION;
  useEffect(() => {
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
