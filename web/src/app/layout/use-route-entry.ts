import { matchRoute } from '@the-gate/contract/route-match';
import type { RouteEntry } from '@the-gate/contract/routes';
import { useLocation } from '@/lib/router';

/** The route table's entry of the current page: its title and description (issue 23 §2). */
export function useRouteEntry(): RouteEntry {
  return matchRoute(useLocation().pathname).route;
}
