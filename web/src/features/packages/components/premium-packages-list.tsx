import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { Crown } from 'lucide-react';
import { CompactRow, SideList } from '@/components/side-list';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { Link } from '@/lib/router';
import { usePackages } from '../api/get-packages';
import { t, yearLabel } from '../i18n';
import { packageName, packagePrice, packageYear, premiumWithYear } from '../lib/package-fields';

/** Premium packages are capped at 3 or 4 (B§9); our reading of AMB-49: 3 in the article sidebar. */
export const PREMIUM_SIDEBAR_LIMIT = 3;

export const PREMIUM_PACKAGES_TITLE = t('premiumPackages');

function PremiumItem({ group, slug }: { group: MaterialGroup; slug: string }) {
  return (
    <CompactRow
      title={packageName(group)}
      href={paths.packageDetail.href(slug, group.id)}
      aside={<span className="shrink-0 text-sm font-bold text-slate-900">{formatPrice(packagePrice(group))}</span>}
    >
      <div>
        <Badge variant="secondary">{yearLabel(packageYear(group) ?? '')}</Badge>
      </div>
    </CompactRow>
  );
}

/**
 * A compact list of premium packages (B§9: "pro" or "premium" in the name, or the pro tier) for a
 * sidebar, such as an article's related content (BA-05). Left out when the call fails or there
 * is none to show, never filled with sample packages.
 */
export function PremiumPackagesList({ limit = PREMIUM_SIDEBAR_LIMIT }: { limit?: number }) {
  return (
    <SideList
      title={PREMIUM_PACKAGES_TITLE}
      icon={Crown}
      query={usePackages()}
      select={(packages) => premiumWithYear(packages, limit)}
      loadingText={t('loadingPackages')}
      slots={limit}
      slotClassName="h-14"
      footer={
        <Link to={paths.packages.href()} className="text-sm font-medium text-brand-700 hover:underline">
          {t('viewAllPackages')}
        </Link>
      }
    >
      {({ group, slug }) => <PremiumItem group={group} slug={slug} />}
    </SideList>
  );
}
