import type { NewCartItem } from '@the-gate/contract/cart';
import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { levelFromSlug, levelSlug, type YearLevel } from '@the-gate/contract/catalogue-rules';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { BackLink } from '@/components/back-link';
import { fromHome } from '@/components/breadcrumb';
import { EmptyState } from '@/components/empty-state';
import { HtmlContent } from '@/components/html-content';
import { ItemDetail, ItemDetailSkeleton } from '@/components/item-detail';
import { PageError } from '@/components/page-error';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { useParams } from '@/lib/router';
import { useMaterialGroup } from '../api/get-material-group';
import { CatalogueNotFound, MaterialDetail, MaterialNotFound } from '../components/material-detail';
import { MaterialGrid } from '../components/material-grid';
import { t, yearLabel, yearNumber } from '../i18n';
import { groupIsInYear, groupNameOf, parseId, priceOf } from '../lib/material-fields';

/**
 * The cart line for a group: digital books are `book`, every other group (packages, collections)
 * is `package`; both are paid for as a MaterialGroup (A§3).
 */
function groupCartItem(group: MaterialGroup, level: YearLevel): NewCartItem {
  return {
    id: group.id,
    type: group.typeName === 'Digital Book' ? 'book' : 'package',
    title: groupNameOf(group),
    price: priceOf(group),
    isFree: group.isFree,
    thumbnailPath: group.thumbnailPath || group.mainThumbnailPath,
    yearGroup: level,
    author: group.author,
  };
}

function GroupView({ group, level }: { group: MaterialGroup; level: YearLevel }) {
  const item = groupCartItem(group, level);
  const name = groupNameOf(group);
  const slug = levelSlug(level);
  const materials = group.materials ?? [];

  return (
    <ItemDetail
      crumbs={fromHome(
        { label: t('materials'), href: paths.materials.href() },
        { label: yearLabel(level), href: paths.materialsYear.href(slug) },
        { label: name },
      )}
      back={<BackLink to={paths.materialsYear.href(slug)}>{t('backToYear', { n: yearNumber(level) })}</BackLink>}
      image={{
        src: group.mainThumbnailPath || group.thumbnailPath,
        alt: name,
        width: 640,
        height: 420,
        aspect: 'aspect-[32/21]',
        sizes: '(min-width: 1152px) 436px, (min-width: 1024px) 38vw, calc(100vw - 2rem)',
      }}
      badges={
        <>
          {group.typeName && <Badge>{group.typeName}</Badge>}
          <Badge variant="accent">{yearLabel(level)}</Badge>
          {group.isFree && <Badge variant="success">{t('free')}</Badge>}
        </>
      }
      title={name}
      summary={group.briefDescription}
      price={formatPrice(priceOf(group))}
      actions={<AddToCartButton size="lg" item={item} itemName={name} />}
    >
      {group.description && <HtmlContent html={group.description} className="mt-8" />}
      <section aria-labelledby="group-materials" className="mt-12">
        <h2 id="group-materials" className="text-2xl font-bold text-slate-900">
          {t('groupMaterialsHeading', { kind: group.typeName?.toLowerCase() || 'group' })}{' '}
          <span className="text-base font-normal text-slate-600">({t('itemCount', { count: materials.length })})</span>
        </h2>
        <div className="mt-6">
          {materials.length === 0 ? (
            <EmptyState message={t('noMaterialsInGroup')} />
          ) : (
            <MaterialGrid materials={materials} headingLevel="h3" />
          )}
        </div>
      </section>
    </ItemDetail>
  );
}

/**
 * `/materials/{year}/{id}`: "group or material within a year" (B§2); which one is open (AMB-36).
 * Our reading: the id is first a material group of that year, as the year page links to it
 * (MY-03). When no group of that year has the id (a 404, or a group tagged with another year),
 * the page is the year-scoped variant of material detail for the same id, with the year in its
 * breadcrumb. Group and material ids are separate sequences, so the year check matters.
 */
export function MaterialsYearItemPage() {
  const { year = '', id: rawId } = useParams();
  const level = levelFromSlug(year);
  const id = parseId(rawId);
  const group = useMaterialGroup(level ? id : null);

  if (!level) return <CatalogueNotFound title={t('yearNotFound')} message={t('noMaterialsForYear')} />;
  if (id === null) return <MaterialNotFound />;
  if (group.isPending) return <ItemDetailSkeleton label={t('loading')} />;
  if (group.isError && !(group.error instanceof ApiError && group.error.status === 404)) {
    return (
      <PageError
        pageHeading={t('yearMaterialsHeading', { n: yearNumber(level) })}
        title={t('pageLoadFailed')}
        message={group.error.message}
        onRetry={() => group.refetch()}
      />
    );
  }
  if (group.isSuccess && groupIsInYear(group.data, level)) return <GroupView group={group.data} level={level} />;
  return <MaterialDetail id={id} level={level} />;
}
