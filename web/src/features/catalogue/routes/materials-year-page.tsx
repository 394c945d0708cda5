import { useQuery } from '@tanstack/react-query';
import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { levelFromSlug, levelSlug, type YearLevel } from '@the-gate/contract/catalogue-rules';
import { Package } from 'lucide-react';
import { BackLink } from '@/components/back-link';
import { Breadcrumb, fromHome } from '@/components/breadcrumb';
import { CardGrid, CardGridSkeleton } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { ProductCard } from '@/components/product-card';
import { QueryView } from '@/components/query-view';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatPrice } from '@/lib/format';
import { Link, useParams } from '@/lib/router';
import { materialGroupsQueryOptions } from '../api/get-material-groups';
import { CatalogueNotFound } from '../components/material-detail';
import { t, yearLabel, yearNumber } from '../i18n';
import { groupIsInYear, groupNameOf, priceOf } from '../lib/material-fields';

function GroupCard({ group, slug }: { group: MaterialGroup; slug: string }) {
  const name = groupNameOf(group);
  return (
    // The link covers the whole card (MY-03).
    <ProductCard
      title={name}
      href={paths.materialsYearItem.href(slug, group.id)}
      cover
      image={{
        src: group.thumbnailPath || group.mainThumbnailPath,
        alt: name,
        width: 640,
        height: 420,
        aspect: 'aspect-[32/21]',
      }}
      badges={[group.typeName && <Badge key="type">{group.typeName}</Badge>]}
      description={group.briefDescription}
      price={formatPrice(priceOf(group))}
      priceAside={<span className="text-sm text-slate-600">{t('itemCount', { count: group.materialCount })}</span>}
    />
  );
}

function YearGroups({ level }: { level: YearLevel }) {
  const groups = useQuery(materialGroupsQueryOptions());
  const slug = levelSlug(level);
  return (
    <QueryView
      query={groups}
      loading={<CardGridSkeleton label={t('loadingMaterials')} count={3} aspect="aspect-[32/21]" />}
      errorTitle={t('yearMaterialsLoadFailed')}
    >
      {(all) => {
        const inYear = all.filter((group) => groupIsInYear(group, level));
        if (inYear.length === 0) return <EmptyState message={t('noMaterialsForYear')} />;
        return <CardGrid items={inYear}>{(group) => <GroupCard group={group} slug={slug} />}</CardGrid>;
      }}
    </QueryView>
  );
}

/** `/materials/{year}`: breadcrumb, back link, the year's packages link and its groups (MY-01..MY-04). */
export function MaterialsYearPage() {
  const { year = '' } = useParams();
  const level = levelFromSlug(year);
  const n = level && yearNumber(level);
  useDocumentTitle(level ? `${t('yearMaterialsTitle', { n })} | The Gate` : null);
  if (!level) return <CatalogueNotFound title={t('yearNotFound')} message={t('noMaterialsForYear')} />;
  const slug = levelSlug(level);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={fromHome({ label: t('materials'), href: paths.materials.href() }, { label: yearLabel(level) })}
      />
      <BackLink to={paths.materials.href()} className="mt-4">
        {t('backToMaterials')}
      </BackLink>
      <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t('yearMaterialsTitle', { n })}</h1>
          <p className="mt-2 text-slate-600">{t('yearMaterialsIntro', { n })}</p>
        </div>
        <Button asChild variant="accent">
          <Link to={paths.packagesYear.href(slug)}>
            <Package aria-hidden="true" />
            {t('viewYearPackages', { n })}
          </Link>
        </Button>
      </header>
      <div className="mt-8">
        <YearGroups level={level} />
      </div>
    </div>
  );
}
