import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { levelFromSlug, levelSlug, packageTier, type YearLevel } from '@the-gate/contract/catalogue-rules';
import { Package } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { LinkedSection } from '@/components/linked-section';
import { Badge } from '@/components/ui/badge';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { usePackageGroups } from '../api/get-package-groups';
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
  const name = packageName(group);
  const headingId = useId();
  const href = isPackageGroup(group)
    ? paths.packageDetail.href(slug, group.id)
    : paths.materialsYearItem.href(slug, group.id);
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md"
    >
      <FallbackImage
        src={packageCover(group)}
        alt=""
        width={640}
        height={420}
        sizes={IMAGE_SIZES.card}
        className="aspect-[32/21] w-full bg-slate-100 object-contain"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {group.typeName && (
          <div>
            <Badge>{group.typeName}</Badge>
          </div>
        )}
        <h3 id={headingId} className="text-base leading-snug font-semibold break-words text-slate-900">
          {/* The link covers the whole card. */}
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {name}
          </Link>
        </h3>
        <p className="mt-auto pt-2 font-semibold text-slate-900">{formatPrice(packagePrice(group))}</p>
      </div>
    </article>
  );
}

function CarouselBody({ level }: { level: YearLevel | null }) {
  const groups = usePackageGroups({ enabled: level !== null });
  if (!level) return <EmptyState message="No packages found" />;
  if (groups.isPending || (groups.isError && groups.isFetching)) {
    return (
      <div role="status" className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        <span className="sr-only">Loading packages...</span>
        <Skeleton className="h-72 w-full" />
        <Skeleton className="hidden h-72 w-full md:block" />
        <Skeleton className="hidden h-72 w-full lg:block" />
        <Skeleton className="hidden h-72 w-full xl:block" />
      </div>
    );
  }
  if (groups.isError) {
    return (
      <ErrorState
        title="We couldn't load the packages"
        message={groups.error.message}
        onRetry={() => groups.refetch()}
      />
    );
  }
  const slides = slidesForYear(groups.data, level);
  if (slides.length === 0) return <EmptyState message="No packages found" />;
  const slug = levelSlug(level);
  return (
    <Carousel label={`${level} Packages & Collections`}>
      <CarouselContent>
        {slides.map((group) => (
          <CarouselItem key={group.id}>
            <Slide group={group} slug={slug} />
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselControls />
    </Carousel>
  );
}

/**
 * The year-level page's packages carousel (B§2, YL-03): the year's packages and collections (not
 * its digital books), with 'View All Packages' to /packages/{year}. `year` is the slug, e.g. "year-5".
 */
export function PackagesCarousel({ year }: { year: string }) {
  const level = levelFromSlug(year);
  return (
    <LinkedSection
      icon={<Package className="size-5 text-brand-600" aria-hidden="true" />}
      title={level ? `${level} Packages & Collections` : 'Packages & Collections'}
      linkTo={paths.packagesYear.href(level ? levelSlug(level) : year)}
      linkLabel="View All Packages"
    >
      <CarouselBody level={level} />
    </LinkedSection>
  );
}
