import { useEffect } from 'react';
import { showRouteTitle } from '@/lib/document-title';
import { useRouteEntry } from './use-route-entry';

/**
 * Keeps the tab title on the current route's own (its title in the route table), on
 * every client navigation (issue 23 §7); the server wrote the same one into the HTML. A screen
 * that names itself from its data does so with `useDocumentTitle`, over this one.
 */
export function RouteTitle() {
  const text = useRouteEntry().title;
  useEffect(() => {
    showRouteTitle(text);
    return () => showRouteTitle(null);
  }, [text]);
  return null;
}
