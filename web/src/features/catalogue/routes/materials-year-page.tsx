import { useQuery } from '@tanstack/react-query';
import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { levelFromSlug, levelSlug, type YearLevel } from '@the-gate/contract/catalogue-rules';
import { ArrowLeft, Package } from 'lucide-react';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { Breadcrumb } from '@/components/breadcrumb';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatPrice } from '@/lib/format';
import { materialGroupsQueryOptions } from '../api/get-material-groups';
import { GRID_CLASSES } from '../components/material-grid';
import { NotFoundState } from '../components/not-found-state';
import { groupIsInYear, groupNameOf, priceOf } from '../lib/material-fields';

const EMPTY_TEXT = 'No materials found for this year level.';

const itemCount = (count: number) => (count === 1 ? '1 item' : `${count} items`);

function GroupCard({ group, slug }: { group: MaterialGroup; slug: string }) {
  const name = groupNameOf(group);
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md"
    >
      <FallbackImage
        src={group.thumbnailPath || group.mainThumbnailPath}
        alt={name}
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
        <h2 id={headingId} className="text-base leading-snug font-semibold text-slate-900">
          {/* The link covers the whole card (MY-03). */}
          <Link
            to={paths.materialsYearItem.href(slug, group.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {name}
          </Link>
        </h2>
        {group.briefDescription && <p className="line-clamp-3 text-sm text-slate-600">{group.briefDescription}</p>}
        <div className="mt-auto flex items-center justify-between pt-2 text-sm">
          <span className="text-slate-600">{itemCount(group.materialCount)}</span>
          <span className="font-semibold text-slate-900">{formatPrice(priceOf(group))}</span>
        </div>
      </div>
    </article>
  );
}

function YearGroups({ level }: { level: YearLevel }) {
  const groups = useQuery(materialGroupsQueryOptions());
  const slug = levelSlug(level);

  if (groups.isPending) {
    return (
      <div role="status" aria-label="Loading materials" className={GRID_CLASSES}>
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-72 w-full" />
        ))}
      </div>
    );
  }
  if (groups.isError) {
    return (
      <ErrorState
        title="We couldn't load the materials for this year"
        message={groups.error.message}
        onRetry={() => groups.refetch()}
      />
    );
  }
  const inYear = groups.data.filter((group) => groupIsInYear(group, level));
  if (inYear.length === 0) return <EmptyState message={EMPTY_TEXT} />;
  return (
    <ul className={GRID_CLASSES}>
      {inYear.map((group) => (
        <li key={group.id}>
          <GroupCard group={group} slug={slug} />
        </li>
      ))}
    </ul>
  );
}

/** `/materials/{year}`: breadcrumb, back link, the year's packages link and its groups (MY-01..MY-04). */
export function MaterialsYearPage() {
  const { year = '' } = useParams();
  const level = levelFromSlug(year);
  useDocumentTitle(level ? `${level} Materials | The Gate` : null);
  if (!level) return <NotFoundState title="Year Level Not Found" message={EMPTY_TEXT} />;
  const slug = levelSlug(level);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: 'Home', href: paths.home.href() },
          { label: 'Materials', href: paths.materials.href() },
          { label: level },
        ]}
      />
      <Link
        to={paths.materials.href()}
        className="mt-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-600 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Materials
      </Link>
      <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{level} Materials</h1>
          <p className="mt-2 text-slate-600">Collections, packages and books for {level}.</p>
        </div>
        <Button asChild variant="accent">
          <Link to={paths.packagesYear.href(slug)}>
            <Package aria-hidden="true" />
            View {level} Packages
          </Link>
        </Button>
      </header>
      <div className="mt-8">
        <YearGroups level={level} />
      </div>
    </div>
  );
}
