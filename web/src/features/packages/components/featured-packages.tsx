import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { Package, Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { LinkedSection } from '@/components/linked-section';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { usePackages } from '../api/get-packages';
import {
  isBestValue,
  isPremiumPackage,
  packageName,
  packagePrice,
  packageYear,
  packageYearSlug,
  resourceCount,
} from '../lib/package-fields';

/** Premium packages are capped at 3 or 4 (B§9): one per year offered. */
export const FEATURED_LIMIT = 4;

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4';

function FeaturedCard({ group, slug }: { group: MaterialGroup; slug: string }) {
  const headingId = useId();
  const name = packageName(group);
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{packageYear(group)}</Badge>
        {isBestValue(group) && (
          <Badge className="gap-1 bg-accent-500 text-slate-900">
            <Star className="size-3 fill-current" aria-hidden="true" />
            Best Value
          </Badge>
        )}
      </div>
      <h3 id={headingId} className="text-lg leading-snug font-semibold break-words text-slate-900">
        {/* The link covers the whole card. */}
        <Link
          to={paths.packageDetail.href(slug, group.id)}
          className="after:absolute after:inset-0 focus-visible:outline-none"
        >
          {name}
        </Link>
      </h3>
      <p className="text-sm text-slate-600">{resourceCount(group.materialCount)}</p>
      <p className="mt-auto text-2xl font-bold text-slate-900">{formatPrice(packagePrice(group))}</p>
    </article>
  );
}

/** The premium packages that have a year to link to, at most 4, in the server's order (year, then tier). */
function featuredOf(packages: readonly MaterialGroup[]): { group: MaterialGroup; slug: string }[] {
  return packages
    .filter(isPremiumPackage)
    .flatMap((group) => {
      const slug = packageYearSlug(group);
      return slug ? [{ group, slug }] : [];
    })
    .slice(0, FEATURED_LIMIT);
}

function FeaturedLoading() {
  return (
    <div role="status" className={GRID}>
      <span className="sr-only">Loading packages...</span>
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
  const featured = packages.isSuccess ? featuredOf(packages.data) : [];
  if (packages.isError || (packages.isSuccess && featured.length === 0)) return null;
  return (
    <LinkedSection icon={Package} title="Premium Packages" linkTo={paths.packages.href()} linkLabel="View All Packages">
      {packages.isPending ? (
        <FeaturedLoading />
      ) : (
        <ul className={GRID}>
          {featured.map(({ group, slug }) => (
            <li key={group.id}>
              <FeaturedCard group={group} slug={slug} />
            </li>
          ))}
        </ul>
      )}
    </LinkedSection>
  );
}
