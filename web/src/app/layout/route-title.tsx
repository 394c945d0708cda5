import { useEffect } from 'react';
import { showRouteTitle } from '@/lib/document-title';
import { useRouteText } from './use-route-text';

/**
 * Keeps the tab title on the current route's own on every client navigation (issue 23 §7); the
 * server wrote the landing page's into the HTML, which stays until the texts are loaded. A screen
 * that names itself from its data does so with `useDocumentTitle`, over this one.
 */
export function RouteTitle() {
  const text = useRouteText()?.title ?? null;
  useEffect(() => {
    if (text === null) return;
    showRouteTitle(text);
    return () => showRouteTitle(null);
  }, [text]);
  return null;
}
