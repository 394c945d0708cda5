import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { showRouteTitle } from '@/lib/document-title';
import type { RouteHandle } from './route-description';

/**
 * Keeps the tab title on the current route's own (its `handle.title`, from the route table), on
 * every client navigation (issue 23 §7); the server wrote the same one into the HTML. A screen
 * that names itself from its data does so with `useDocumentTitle`, over this one.
 */
export function RouteTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const text = title?.title ?? null;
  useEffect(() => {
    showRouteTitle(text);
    return () => showRouteTitle(null);
  }, [text]);
  return null;
}
