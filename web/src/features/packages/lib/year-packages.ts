import type { MaterialGroup } from '@the-gate/contract/catalogue';
import type { YearLevel } from '@the-gate/contract/catalogue-rules';
import { formatPrice } from '@/lib/format';
import { t, yearLabel } from '../i18n';
import { packagePrice, tiersForYear } from './package-fields';

/**
 * A year package entry (B§3, PK-06): year, route, title and colour. The colour is a pair of
 * Tailwind classes written out in full so the stylesheet build finds them.
 */
export type YearPackageEntry = {
  year: 5 | 6 | 7 | 8;
  level: YearLevel;
  route: `year-${5 | 6 | 7 | 8}`;
  title: string;
  /** Primary is Year 6 and below, Lower Secondary above (B§2 "For Students page"). */
  stage: 'Primary' | 'Lower Secondary';
  colour: string;
};

/** The /packages cards: a fixed list of the four years offered, each its own colour (PK-04..PK-06). */
export const YEAR_PACKAGES: readonly YearPackageEntry[] = [
  {
    year: 5,
    level: 'Year 5',
    route: 'year-5',
    title: yearLabel('Year 5'),
    stage: 'Primary',
    colour: 'from-sky-500 to-blue-700',
  },
  {
    year: 6,
    level: 'Year 6',
    route: 'year-6',
    title: yearLabel('Year 6'),
    stage: 'Primary',
    colour: 'from-emerald-500 to-teal-700',
  },
  {
    year: 7,
    level: 'Year 7',
    route: 'year-7',
    title: yearLabel('Year 7'),
    stage: 'Lower Secondary',
    colour: 'from-violet-500 to-purple-700',
  },
  {
    year: 8,
    level: 'Year 8',
    route: 'year-8',
    title: yearLabel('Year 8'),
    stage: 'Lower Secondary',
    colour: 'from-rose-500 to-red-700',
  },
];

/**
 * What a year card says is inside, from GET /api/packages: "3 tiers from EGP 199.00", counting only
 * the tiers the year page will show. Null when the year has no packages: the card then says nothing
 * it cannot back with data.
 */
export function yearSummary(packages: readonly MaterialGroup[], level: YearLevel): string | null {
  const tiers = tiersForYear(packages, level);
  if (tiers.length === 0) return null;
  const count = tiers.length;
  const lowest = Math.min(...tiers.map(packagePrice));
  return lowest > 0 ? t('tiersFrom', { count, price: formatPrice(lowest) }) : t('tiers', { count });
}
