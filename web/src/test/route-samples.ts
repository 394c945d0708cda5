import { fillPath } from '@the-gate/contract/route-match';
import { ROUTES, type RouteKey } from '@the-gate/contract/routes';

/** A value for every parameter of the route table's patterns. */
const PARAMS = {
  typeId: '3',
  year: 'year-5',
  id: '7',
  courseId: '7',
  packageId: '7',
  yearLevel: 'year-5',
  slug: 'reading-well',
  categorySlug: 'reading-skills',
  caseStudy: 'oakridge',
};

/** An address of the page `key` of the route table (the catch-all's: an unknown one). */
export const sampleAddress = (key: RouteKey) =>
  ROUTES[key].path === '*' ? '/no-such-page' : fillPath(ROUTES[key].path, PARAMS);
