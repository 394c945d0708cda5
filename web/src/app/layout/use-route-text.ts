import { matchRoute } from '@the-gate/contract/route-match';
import type { RouteText } from '@the-gate/contract/route-text';
import type { RouteKey } from '@the-gate/contract/routes';
import { useEffect, useState } from 'react';
import { useLocation } from '@/lib/router';

type Texts = Readonly<Record<RouteKey, RouteText>>;

let loaded: Texts | null = null;
let loading: Promise<Texts> | null = null;
/** The page the document was loaded on, whose title and description the server's HTML holds. */
let landing: string | null = null;

/**
 * Every page's title and description in the build's language (issue 23 §2, issue 26 §2), fetched
 * once. A failed fetch is asked again on the next navigation.
 */
export function loadRouteTexts(): Promise<Texts> {
  loading ??= (
    __GATE_LOCALE__ === 'ar'
      ? import('@the-gate/contract/routes-ar').then((module) => module.ARABIC_ROUTE_TEXT)
      : import('@the-gate/contract/routes-en').then((module) => module.ENGLISH_ROUTE_TEXT)
  ).then(
    (texts) => (loaded = texts),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The current page's title and description, or null while they are not loaded. The server wrote the
 * landing page's own into its HTML, so the texts of every page (about 2 kB gzip in English, 4 in
 * Arabic) are fetched only once the visitor moves to another page, not with every first page
 * (issue 26 §7, bench:web).
 */
export function useRouteText(): RouteText | null {
  const { pathname } = useLocation();
  landing ??= pathname;
  const [texts, setTexts] = useState(loaded);
  const wanted = texts === null && (loaded !== null || pathname !== landing);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadRouteTexts().then(
      (all) => live && setTexts(all),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return texts ? texts[matchRoute(pathname).key] : null;
}
