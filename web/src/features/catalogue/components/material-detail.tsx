import type { Material } from '@the-gate/contract/catalogue';
import { levelSlug, TAG_KEYS, type YearLevel } from '@the-gate/contract/catalogue-rules';
import { fromHome } from '@/components/breadcrumb';
import { IMAGE_SIZES } from '@/components/fallback-image';
import { Description, ItemDetail, ItemDetailSkeleton } from '@/components/item-detail';
import { Fact } from '@/components/item-facts';
import { NotFoundState } from '@/components/not-found-state';
import { PageError } from '@/components/page-error';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { formatLongDate, formatPrice } from '@/lib/format';
import { FORMAT_LOCALE, messages } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { useMaterial } from '../api/get-material';
import { skillLabel, yearLabel } from '../i18n';
import { previewUrlOf, priceOf, yearOf } from '../lib/material-fields';
import en from './locales/material-detail.en.json';
import { PreviewAction, PurchaseAction } from './material-actions';

/** A material's page's own texts, loaded with it alone (issue 26 §7); the catalogue's shared ones are ../i18n. */
const t = messages(en);

/** A catalogue page whose subject does not exist, with the way back to the catalogue. */
export function CatalogueNotFound({ title, message }: { title: string; message: string }) {
  return (
    <NotFoundState title={title} message={message} backTo={paths.materials.href()} backLabel={t('backToMaterials')} />
  );
}

/** "Material Not Found" with the server's message, or the spec's default (MD-08, B§8). */
export function MaterialNotFound({ message }: { message?: string | null }) {
  return <CatalogueNotFound title={t('materialNotFound')} message={message || t('materialNotFoundMessage')} />;
}

/**
 * Material detail for an id from the address: `/material/{id}`, or the year-scoped variant under
 * `/materials/{year}/{id}` when `level` is given (its breadcrumb goes through the year). A null id
 * is malformed: not found, without a request.
 */
export function MaterialDetail({ id, level }: { id: number | null; level?: YearLevel }) {
  const query = useMaterial(id);
  // Named as the server names it in the HTML (page-meta.ts); the route's title while it loads.
  useDocumentTitle(query.data ? `${query.data.title} | The Gate` : null);

  if (id === null) return <MaterialNotFound />;
  if (query.isPending) return <ItemDetailSkeleton label={t('loadingMaterial')} />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.status === 404) return <MaterialNotFound message={error.serverMessage} />;
    return (
      <PageError
        pageHeading={t('materialDetails')}
        title={t('materialLoadFailed')}
        message={error.message}
        onRetry={() => query.refetch()}
      />
    );
  }
  return <MaterialDetailView material={query.data} level={level} />;
}

function formatFileSize(bytes: number | null): string | null {
  if (!bytes) return null;
  if (bytes < 1024 * 1024) return t('fileSizeKb', { size: Math.max(1, Math.round(bytes / 1024)) });
  return t('fileSizeMb', { size: (bytes / (1024 * 1024)).toFixed(1) });
}

export function MaterialDetailView({ material, level }: { material: Material; level?: YearLevel }) {
  const year = yearOf(material);
  const preview = previewUrlOf(material);
  const published = formatLongDate(material.publishDate);
  // `Count` only marks items for package include lists and `MaterialType` repeats the type badge
  // (B§3, contract §2.6); neither tells a reader anything new.
  const hidden: string[] = [TAG_KEYS.count, TAG_KEYS.materialType];
  const tags = material.tags.filter((tag) => !hidden.includes(tag.key));
  const crumbs = fromHome(
    { label: t('materials'), href: paths.materials.href() },
    ...(level ? [{ label: yearLabel(level), href: paths.materialsYear.href(levelSlug(level)) }] : []),
    { label: material.title },
  );

  return (
    <ItemDetail
      crumbs={crumbs}
      image={{
        src: material.thumbnailPath,
        alt: material.title,
        width: 480,
        height: 640,
        aspect: 'aspect-[3/4]',
        sizes: IMAGE_SIZES.detail,
        maxWidth: 'max-w-md',
      }}
      badges={
        <>
          {/* The type badge leads to the type page (B§2 Type page). */}
          <Link to={paths.materialsType.href(material.typeId)} className="rounded-full hover:underline">
            <Badge>{material.typeName}</Badge>
          </Link>
          {year && <Badge variant="accent">{yearLabel(year)}</Badge>}
          {material.isFree && <Badge variant="success">{t('free')}</Badge>}
        </>
      }
      title={material.title}
      summary={material.briefDescription}
      price={formatPrice(priceOf(material))}
      actions={
        <>
          <PurchaseAction material={material} />
          <PreviewAction material={material} />
        </>
      }
      facts={
        <>
          <Fact label={t('author')} value={material.author} />
          <Fact label={t('published')} value={published} />
          <Fact label={t('pages')} value={material.pages} />
        </>
      }
      tags={tags}
    >
      <Tabs defaultValue="description" className="mt-10">
        <TabsList>
          <TabsTrigger value="description">{t('tabDescription')}</TabsTrigger>
          <TabsTrigger value="details">{t('tabDetails')}</TabsTrigger>
          {preview && <TabsTrigger value="preview">{t('tabPreview')}</TabsTrigger>}
        </TabsList>
        <TabsContent value="description" className="rounded-xl border border-slate-200 bg-white p-6">
          <Description html={material.description} noun="material" />
        </TabsContent>
        <TabsContent value="details" className="rounded-xl border border-slate-200 bg-white p-6">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Fact label={t('resourceType')} value={material.typeName} />
            <Fact label={t('yearLevel')} value={year && yearLabel(year)} />
            <Fact label={t('subject')} value={material.subject && skillLabel(material.subject)} />
            <Fact label={t('category')} value={material.category?.name} />
            <Fact label={t('author')} value={material.author} />
            <Fact label={t('published')} value={published} />
            <Fact label={t('pages')} value={material.pages} />
            <Fact label={t('fileSize')} value={formatFileSize(material.fileSize)} />
            <Fact label={t('downloads')} value={material.downloadCount.toLocaleString(FORMAT_LOCALE)} />
          </dl>
        </TabsContent>
        {preview && (
          <TabsContent value="preview" className="rounded-xl border border-slate-200 bg-white p-4">
            <iframe
              title={t('previewOf', { title: material.title })}
              src={preview}
              className="h-[70vh] min-h-96 w-full rounded-lg border border-slate-200"
            />
            <a
              href={preview}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-block text-brand-600 underline"
            >
              {t('openPreview')}
            </a>
          </TabsContent>
        )}
      </Tabs>
    </ItemDetail>
  );
}
