import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { Crown } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { usePackages } from '../api/get-packages';
import { isPremiumPackage, packageName, packagePrice, packageYear, packageYearSlug } from '../lib/package-fields';

/** Premium packages are capped at 3 or 4 (B§9); our reading of AMB-49: 3 in the article sidebar. */
export const PREMIUM_SIDEBAR_LIMIT = 3;

export const PREMIUM_PACKAGES_TITLE = 'Premium Packages';

/** The premium packages that have a year to link to, at most `limit`, in the server's order (year, then tier). */
function premiumOf(packages: readonly MaterialGroup[], limit: number) {
  return packages
    .filter(isPremiumPackage)
    .flatMap((group) => {
      const slug = packageYearSlug(group);
      return slug ? [{ group, slug }] : [];
    })
    .slice(0, limit);
}

function PremiumItem({ group, slug }: { group: MaterialGroup; slug: string }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex items-start justify-between gap-3 rounded-lg p-2 focus-within:ring-2 focus-within:ring-brand-500 hover:bg-slate-50"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h3 id={headingId} className="text-sm leading-snug font-semibold break-words text-slate-900">
          {/* The link covers the whole row. */}
          <Link
            to={paths.packageDetail.href(slug, group.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {packageName(group)}
          </Link>
        </h3>
        <div>
          <Badge variant="secondary">{packageYear(group)}</Badge>
        </div>
      </div>
      <span className="shrink-0 text-sm font-bold text-slate-900">{formatPrice(packagePrice(group))}</span>
    </article>
  );
}

/**
 * A compact list of premium packages (B§9: "pro" or "premium" in the name, or the pro tier) for a
 * sidebar, such as an article's related content (BA-05). Left out when the call fails or there
 * is none to show, never filled with sample packages.
 */
export function PremiumPackagesList({ limit = PREMIUM_SIDEBAR_LIMIT }: { limit?: number }) {
  const packages = usePackages();
  const headingId = useId();
  const premium = packages.isSuccess ? premiumOf(packages.data, limit) : [];
  if (packages.isError || (packages.isSuccess && premium.length === 0)) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Crown className="size-5 text-brand-600" aria-hidden="true" />
        {PREMIUM_PACKAGES_TITLE}
      </h2>
      {packages.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Loading packages...</span>
          {Array.from({ length: limit }, (_, slot) => `slot-${slot + 1}`).map((slot) => (
            <Skeleton key={slot} className="h-14 w-full" />
          ))}
        </div>
      ) : (
        <ul className="flex flex-col gap-1">
          {premium.map(({ group, slug }) => (
            <li key={group.id}>
              <PremiumItem group={group} slug={slug} />
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.packages.href()} className="text-sm font-medium text-brand-700 hover:underline">
        View All Packages
      </Link>
    </section>
  );
}
