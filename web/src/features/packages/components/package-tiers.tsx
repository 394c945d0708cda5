import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { levelFromSlug, levelSlug } from '@the-gate/contract/catalogue-rules';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { Link } from '@/lib/router';
import { usePackageGroups } from '../api/get-package-groups';
import { skillLabel, t, yearNumber } from '../i18n';
import {
  includesBySkill,
  isBestValue,
  itemCount,
  MAX_TIERS,
  packageCartItem,
  packageName,
  packagePrice,
  packageSavingText,
  packageTierName,
  tiersForYear,
} from '../lib/package-fields';
import { BestValueBadge } from './best-value-badge';

type Variant = 'packages' | 'year-level';

/** The per-skill include list: counted items only, grouped by Sub-strand (PY-06). */
function IncludeList({ group }: { group: MaterialGroup }) {
  const labelId = useId();
  const includes = includesBySkill(group.materials);
  if (includes.length === 0) return null;
  return (
    <div className="mt-5 border-t border-slate-200 pt-4">
      <p id={labelId} className="text-sm font-semibold text-slate-900">
        {t('whatsIncluded')}
      </p>
      <ul aria-labelledby={labelId} className="mt-2 flex flex-col gap-1.5 text-sm">
        {includes.map(({ skill, materials }) => (
          <li key={skill} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            <span className="min-w-0 flex-1 text-slate-700">{skillLabel(skill)}</span>
            <span className="shrink-0 text-slate-500">{itemCount(materials.length)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TierActions({ group, href, variant }: { group: MaterialGroup; href: string; variant: Variant }) {
  const name = packageName(group);
  if (variant === 'year-level') {
    // YL-02: both lead to the package page; 'Get This Package' is the call to action.
    return (
      <>
        <Button asChild variant={isBestValue(group) ? 'accent' : 'default'}>
          <Link to={href} aria-label={t('getThisPackageFor', { name })}>
            {t('getThisPackage')}
          </Link>
        </Button>
        <Button asChild variant="link">
          <Link to={href} aria-label={t('viewPackageDetailsFor', { name })}>
            {t('viewPackageDetails')}
          </Link>
        </Button>
      </>
    );
  }
  return (
    <>
      <AddToCartButton item={packageCartItem(group)} itemName={name} />
      <Button asChild variant="outline">
        <Link to={href} aria-label={t('viewDetailsFor', { name })}>
          {t('viewDetails')}
        </Link>
      </Button>
    </>
  );
}

function TierCard({ group, year, variant }: { group: MaterialGroup; year: string; variant: Variant }) {
  const headingId = useId();
  const best = isBestValue(group);
  const tierName = packageTierName(group);
  const saving = packageSavingText(group);
  // Under the page's h1 on /packages/{year}; under the year-level page's section h2 there.
  const Heading = variant === 'packages' ? 'h2' : 'h3';

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col rounded-2xl border bg-white p-5 sm:p-6',
        best ? 'border-accent-500 shadow-md ring-2 ring-accent-500' : 'border-slate-200 shadow-sm',
      )}
    >
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
        {tierName && <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{tierName}</p>}
        {best && <BestValueBadge />}
      </div>
      <Heading id={headingId} className="mt-2 text-xl leading-snug font-bold break-words text-slate-900">
        {packageName(group)}
      </Heading>
      {group.briefDescription && (
        <p dir="auto" className="mt-2 text-sm text-slate-600">
          {group.briefDescription}
        </p>
      )}
      <p className="mt-4 text-3xl font-bold text-slate-900">{formatPrice(packagePrice(group))}</p>
      {saving && <p className="mt-1 text-sm font-medium text-emerald-700">{saving}</p>}
      <IncludeList group={group} />
      <div className="mt-auto flex flex-col gap-2 pt-6">
        <TierActions group={group} href={paths.packageDetail.href(year, group.id)} variant={variant} />
      </div>
    </article>
  );
}

const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

function TiersLoading() {
  return (
    <div role="status" className={GRID}>
      <span className="sr-only">{t('loadingPackages')}</span>
      {Array.from({ length: MAX_TIERS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Skeleton key={index} rounded="rounded-2xl" className="h-96 w-full" />
      ))}
    </div>
  );
}

/**
 * A year's package tiers (B§2 "/packages/{year}" and "/year-level/{yearLevel}"): at most 3, sorted
 * by tier, the pro tier flagged "Best Value", each with its per-skill include list. `year` is the
 * route slug, e.g. "year-5"; a slug outside year-5..year-8 is empty without a request.
 *
 * The spec's tier filter (all, starter, basic, pro) has no selector and so never changes what is
 * shown (PY-10): it is left out.
 */
export function PackageTiers({ year, variant }: { year: string; variant: Variant }) {
  const level = levelFromSlug(year);
  const groups = usePackageGroups({ enabled: level !== null });
  // AMB-32: we name the year as people read it, "Year 5"; an unknown slug is quoted as given.
  const emptyText =
    variant === 'packages'
      ? level
        ? t('noPackagesForYear', { n: yearNumber(level) })
        : t('noPackagesForSlug', { year })
      : t('noPackagesFound');
  const empty = <EmptyState message={emptyText} />;

  if (!level) return empty;
  return (
    // No static packages in their place (PY-08 reading): we never invent products or prices (AMB-12).
    <QueryView query={groups} loading={<TiersLoading />} errorTitle={t('packagesLoadFailed')}>
      {(all) => {
        const tiers = tiersForYear(all, level);
        if (tiers.length === 0) return empty;
        return (
          <CardGrid items={tiers} className={GRID}>
            {(group) => <TierCard group={group} year={levelSlug(level)} variant={variant} />}
          </CardGrid>
        );
      }}
    </QueryView>
  );
}
