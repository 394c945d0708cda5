/**
 * The app's router: the hooks and links screens use, over wouter (a small router: the location, its
 * changes and the server's address). Which screen an address shows is the route table's business
 * (`@the-gate/contract/route-match`, app/router.tsx), not the router's.
 */
export {
  type NavigateOptions,
  useBase,
  useLocation,
  useNavigate,
  useSearchParams,
  withBase,
} from './hooks';
export { Link, type LinkProps, NavLink } from './link';
export type { Location, LocationExtras, To } from './location';
export { pathOf, toHref } from './location';
export { type Params, ParamsProvider, useParams } from './params';
