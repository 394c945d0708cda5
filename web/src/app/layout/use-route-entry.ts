import { matchRoute } from '@the-gate/contract/route-match';
import type { RouteEntry } from '@the-gate/contract/routes';
import { ARABIC_ROUTE_TEXT } from '@the-gate/contract/routes-ar';
import { LOCALE } from '@/lib/i18n';
import { useLocation } from '@/lib/router';

/**
 * The route table's entry of the current page: its title and description (issue 23 §2), in the
 * build's language (issue 26 §2; the English build drops the Arabic texts, LOCALE being a constant).
 */
export function useRouteEntry(): RouteEntry {
  const { key, route } = matchRoute(useLocation().pathname);
  return LOCALE === 'ar' ? { ...route, ...ARABIC_ROUTE_TEXT[key] } : route;
}
