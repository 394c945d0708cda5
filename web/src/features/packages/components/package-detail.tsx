import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { DETAIL_IMAGE_SIZES } from '@the-gate/contract/images';
import { Lock } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { BackLink } from '@/components/back-link';
import { Breadcrumb, fromHome } from '@/components/breadcrumb';
import { FallbackImage } from '@/components/fallback-image';
import { Description } from '@/components/item-detail';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { sectionLabel, t, yearLabel } from '../i18n';
import {
  isBestValue,
  type PackageStyle,
  packageCartItem,
  packageCover,
  packageName,
  packagePrice,
  packageSavingText,
  packageStyle,
  packageTierName,
  sectionCounts,
} from '../lib/package-fields';
import type { YearBack } from '../lib/year-back';
import { BestValueBadge } from './best-value-badge';
import { WhatsIncluded } from './whats-included';

export function BackToYear({ back }: { back: YearBack }) {
  return <BackLink to={back.href}>{back.label}</BackLink>;
}

/** The sidebar's look by the package's name (B§4, PD-07). */
const SIDEBAR_STYLES: Record<PackageStyle, { card: string; accent: boolean }> = {
  pro: { card: 'border-accent-500 bg-gradient-to-b from-amber-50 to-white ring-2 ring-accent-500', accent: true },
  basic: { card: 'border-brand-200 bg-brand-50', accent: false },
  standard: { card: 'border-slate-200 bg-white', accent: false },
};

/** Price, Add to Cart and the payment note, kept in view while the page scrolls on large screens (PD-04). */
function Sidebar({ group }: { group: MaterialGroup }) {
  const name = packageName(group);
  const style = packageStyle(name);
  const saving = packageSavingText(group);
  return (
    <div
      data-style={style}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border p-5 shadow-sm lg:sticky lg:top-24',
        SIDEBAR_STYLES[style].card,
      )}
    >
      {/* The package page's largest picture (its LCP), at the top of the sidebar. */}
      <FallbackImage
        src={packageCover(group)}
        alt=""
        width={640}
        height={420}
        sizes={DETAIL_IMAGE_SIZES.package}
        priority
        className="aspect-[32/21] w-full rounded-xl bg-slate-100 object-contain"
      />
      <p className="text-3xl font-bold text-slate-900">
        <span className="sr-only">{t('pricePrefix')}</span>
        {formatPrice(packagePrice(group))}
      </p>
      {saving && <p className="-mt-2 text-sm font-medium text-emerald-700">{saving}</p>}
      <AddToCartButton
        size="lg"
        accent={SIDEBAR_STYLES[style].accent}
        className="w-full"
        item={packageCartItem(group)}
        addedLabel="Added to Cart"
      />
      <p className="flex items-center justify-center gap-1.5 text-sm text-slate-600">
        <Lock className="size-4" aria-hidden="true" />
        {t('securePayment')}
      </p>
    </div>
  );
}

/** The counts of Practice Sheets, PowerPoint Presentations and Practice Exams (PD-01). */
function SectionCounts({ group }: { group: MaterialGroup }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {sectionCounts(group.materials).map(({ label, count }) => (
        <div key={label} className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{sectionLabel(label)}</dt>
          <dd className="text-3xl font-bold text-slate-900">{count}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A loaded package: counts, description, "What's Included" and the sidebar (B§2, PD-01..PD-07). */
export function PackageDetail({ group, back }: { group: MaterialGroup; back: YearBack }) {
  const name = packageName(group);
  const tierName = packageTierName(group);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={fromHome(
          { label: t('packages'), href: paths.packages.href() },
          ...(back.level ? [{ label: yearLabel(back.level), href: back.href }] : []),
          { label: name },
        )}
      />
      <div className="mt-4">
        <BackToYear back={back} />
      </div>

      {/* On a phone the sidebar follows the title, so price and Add to Cart come early. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <header className="flex flex-col gap-3 lg:col-start-1">
          <div className="flex flex-wrap gap-2">
            {back.level && <Badge variant="secondary">{yearLabel(back.level)}</Badge>}
            {tierName && <Badge>{tierName}</Badge>}
            {isBestValue(group) && <BestValueBadge />}
          </div>
          <h1 className="text-3xl font-bold break-words text-slate-900 sm:text-4xl">{name}</h1>
          {group.briefDescription && (
            <p dir="auto" className="text-lg text-slate-600">
              {group.briefDescription}
            </p>
          )}
        </header>

        <aside aria-label={t('buyThisPackage')} className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Sidebar group={group} />
        </aside>

        <div className="flex min-w-0 flex-col gap-10 lg:col-start-1">
          <SectionCounts group={group} />
          <Section title={t('aboutPackage')}>
            <Description html={group.description} noun="package" />
          </Section>
          <Section title={t('whatsIncludedTitle')}>
            <WhatsIncluded materials={group.materials} />
          </Section>
        </div>
      </div>
    </div>
  );
}
