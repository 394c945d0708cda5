import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { levelFromSlug, levelSlug, packageTier, type YearLevel } from '@the-gate/contract/catalogue-rules';
import { Package } from 'lucide-react';
import { CarouselSection } from '@/components/item-carousel';
import { ProductCard } from '@/components/product-card';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { usePackageGroups } from '../api/get-package-groups';
import { t, yearNumber } from '../i18n';
import { isPackageGroup, packageCover, packageName, packagePrice, packageYear } from '../lib/package-fields';

/** Digital books have a carousel of their own on the year-level page (YL-01). */
const DIGITAL_BOOK = 'Digital Book';

/** The year's packages (by tier) and then its collections, in the server's order. */
function slidesForYear(groups: readonly MaterialGroup[], level: YearLevel): MaterialGroup[] {
  const ofYear = groups.filter((group) => packageYear(group) === level && group.typeName !== DIGITAL_BOOK);
  const packages = ofYear.filter(isPackageGroup).sort((a, b) => packageTier(a) - packageTier(b));
  return [...packages, ...ofYear.filter((group) => !isPackageGroup(group))];
}

function Slide({ group, slug }: { group: MaterialGroup; slug: string }) {
  const href = isPackageGroup(group)
    ? paths.packageDetail.href(slug, group.id)
    : paths.materialsYearItem.href(slug, group.id);
  return (
    <ProductCard
      title={packageName(group)}
      headingLevel="h3"
      href={href}
      cover
      image={{ src: packageCover(group), width: 640, height: 420, aspect: 'aspect-[32/21]' }}
      badges={[group.typeName && <Badge key="type">{group.typeName}</Badge>]}
      price={formatPrice(packagePrice(group))}
    />
  );
}

/**
 * The year-level page's packages carousel (B§2, YL-03): the year's packages and collections (not
 * its digital books), with 'View All Packages' to /packages/{year}. `year` is the slug, e.g. "year-5".
 */
export function PackagesCarousel({ year }: { year: string }) {
  const level = levelFromSlug(year);
  const slug = level ? levelSlug(level) : year;
  const groups = usePackageGroups({ enabled: level !== null });
  return (
    <CarouselSection
      title={level ? t('yearPackagesAndCollections', { n: yearNumber(level) }) : t('packagesAndCollections')}
      icon={Package}
      link={{ to: paths.packagesYear.href(slug), label: t('viewAllPackages') }}
      query={level ? groups : null}
      select={(all) => (level ? slidesForYear(all, level) : [])}
      loadingLabel={t('loadingPackages')}
      slideClassName="h-72"
      errorTitle={t('packagesLoadFailed')}
      emptyText={t('noPackagesFound')}
    >
      {(group) => <Slide group={group} slug={slug} />}
    </CarouselSection>
  );
}
