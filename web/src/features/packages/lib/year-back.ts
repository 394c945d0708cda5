import { levelFromSlug, levelSlug, type YearLevel } from '@the-gate/contract/catalogue-rules';
import { paths } from '@/config/paths';
import { t, yearNumber } from '../i18n';

export type YearBack = { level: YearLevel | null; href: string; label: string };

/** Where "back" leads from a package: its year's tiers for year-5..year-8, otherwise all packages. */
export function yearBack(slug: string | null | undefined): YearBack {
  const level = slug ? levelFromSlug(slug) : null;
  if (!level) return { level: null, href: paths.packages.href(), label: t('backToPackages') };
  return {
    level,
    href: paths.packagesYear.href(levelSlug(level)),
    label: t('backToYearPackages', { n: yearNumber(level) }),
  };
}
