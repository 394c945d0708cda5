import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { Package } from 'lucide-react';
import { CardGrid } from '@/components/card-grid';
import { LinkedSection } from '@/components/linked-section';
import { ProductCard } from '@/components/product-card';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { usePackages } from '../api/get-packages';
import { t, yearLabel } from '../i18n';
import {
  isBestValue,
  packageName,
  packagePrice,
  packageYear,
  premiumWithYear,
  resourceCount,
} from '../lib/package-fields';
import { BestValueBadge } from './best-value-badge';

/** Premium packages are capped at 3 or 4 (B§9): one per year offered. */
export const FEATURED_LIMIT = 4;

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4';

function FeaturedCard({ group, slug }: { group: MaterialGroup; slug: string }) {
  return (
    <ProductCard
      title={packageName(group)}
      titleSize="lg"
      headingLevel="h3"
      href={paths.packageDetail.href(slug, group.id)}
      cover
      badges={[
        <Badge key="year" variant="secondary">
          {yearLabel(packageYear(group) ?? '')}
        </Badge>,
        isBestValue(group) && <BestValueBadge key="best" />,
      ]}
      description={resourceCount(group.materialCount)}
      price={formatPrice(packagePrice(group))}
    />
  );
}

function FeaturedLoading() {
  return (
    <div role="status" className={GRID}>
      <span className="sr-only">{t('loadingPackages')}</span>
      <Skeleton className="h-48 w-full" />
      <Skeleton className="hidden h-48 w-full sm:block" />
      <Skeleton className="hidden h-48 w-full xl:block" />
      <Skeleton className="hidden h-48 w-full xl:block" />
    </div>
  );
}

/**
 * The home page's premium packages (B§9): the top tier of each year from GET /api/packages, at most
 * 4, with 'View All Packages' to /packages. When the call fails or finds none the block is left
 * out (the spec's "empty list on failure", B§7): the home page shows no empty box.
 */
export function FeaturedPackages() {
  const packages = usePackages();
  const featured = packages.isSuccess ? premiumWithYear(packages.data, FEATURED_LIMIT) : [];
  if (packages.isError || (packages.isSuccess && featured.length === 0)) return null;
  return (
    <LinkedSection
      icon={Package}
      title={t('premiumPackages')}
      linkTo={paths.packages.href()}
      linkLabel={t('viewAllPackages')}
    >
      {packages.isPending ? (
        <FeaturedLoading />
      ) : (
        <CardGrid items={featured} className={GRID}>
          {({ group, slug }) => <FeaturedCard group={group} slug={slug} />}
        </CardGrid>
      )}
    </LinkedSection>
  );
}
