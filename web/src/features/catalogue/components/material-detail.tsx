import type { Material } from '@the-gate/contract/catalogue';
import { levelSlug, TAG_KEYS, type YearLevel } from '@the-gate/contract/catalogue-rules';
import { Link } from 'react-router';
import { Breadcrumb, fromHome } from '@/components/breadcrumb';
import { ErrorState } from '@/components/error-state';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { HtmlContent } from '@/components/html-content';
import { Fact, TagList } from '@/components/item-facts';
import { NotFoundState } from '@/components/not-found-state';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatLongDate, formatPrice } from '@/lib/format';
import { useMaterial } from '../api/get-material';
import { previewUrlOf, priceOf, yearOf } from '../lib/material-fields';
import { PreviewAction, PurchaseAction } from './material-actions';

const NOT_FOUND_MESSAGE = 'The requested material could not be found.';

/** A catalogue page whose subject does not exist, with the way back to the catalogue. */
export function CatalogueNotFound({ title, message }: { title: string; message: string }) {
  return (
    <NotFoundState title={title} message={message} backTo={paths.materials.href()} backLabel="Back to Materials" />
  );
}

/** "Material Not Found" with the server's message, or the spec's default (MD-08, B§8). */
export function MaterialNotFound({ message }: { message?: string | null }) {
  return <CatalogueNotFound title="Material Not Found" message={message || NOT_FOUND_MESSAGE} />;
}

/**
 * Material detail for an id from the address: `/material/{id}`, or the year-scoped variant under
 * `/materials/{year}/{id}` when `level` is given (its breadcrumb goes through the year). A null id
 * is malformed: not found, without a request.
 */
export function MaterialDetail({ id, level }: { id: number | null; level?: YearLevel }) {
  const query = useMaterial(id);

  if (id === null) return <MaterialNotFound />;
  if (query.isPending) return <MaterialDetailSkeleton />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.status === 404) return <MaterialNotFound message={error.serverMessage} />;
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="sr-only">Material details</h1>
        <ErrorState title="We couldn't load this material" message={error.message} onRetry={() => query.refetch()} />
      </div>
    );
  }
  return <MaterialDetailView material={query.data} level={level} />;
}

function MaterialDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading material" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="sr-only">Loading material</h1>
      <Skeleton className="h-4 w-64" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <Skeleton className="aspect-[4/3] w-full" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-11 w-60" />
        </div>
      </div>
    </div>
  );
}

function formatFileSize(bytes: number | null): string | null {
  if (!bytes) return null;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
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
    { label: 'Materials', href: paths.materials.href() },
    ...(level ? [{ label: level, href: paths.materialsYear.href(levelSlug(level)) }] : []),
    { label: material.title },
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={crumbs} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <FallbackImage
          src={material.thumbnailPath}
          alt={material.title}
          width={480}
          height={640}
          sizes={IMAGE_SIZES.detail}
          priority
          className="mx-auto aspect-[3/4] w-full max-w-md self-start rounded-xl border border-slate-200 bg-white object-contain lg:mx-0"
        />
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            {/* The type badge leads to the type page (B§2 Type page). */}
            <Link to={paths.materialsType.href(material.typeId)} className="rounded-full hover:underline">
              <Badge>{material.typeName}</Badge>
            </Link>
            {year && <Badge variant="accent">{year}</Badge>}
            {material.isFree && <Badge variant="success">Free</Badge>}
          </div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{material.title}</h1>
          {material.briefDescription && <p className="text-slate-600">{material.briefDescription}</p>}
          <p className="text-3xl font-bold text-slate-900">{formatPrice(priceOf(material))}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <PurchaseAction material={material} />
            <PreviewAction material={material} />
          </div>
          <dl className="grid grid-cols-2 gap-4 border-t border-slate-200 pt-4 sm:grid-cols-3">
            <Fact label="Author" value={material.author} />
            <Fact label="Published" value={published} />
            <Fact label="Pages" value={material.pages} />
          </dl>
          <TagList tags={tags} />
        </div>
      </div>

      <Tabs defaultValue="description" className="mt-10">
        <TabsList>
          <TabsTrigger value="description">Description</TabsTrigger>
          <TabsTrigger value="details">Details</TabsTrigger>
          {preview && <TabsTrigger value="preview">Preview</TabsTrigger>}
        </TabsList>
        <TabsContent value="description" className="rounded-xl border border-slate-200 bg-white p-6">
          {material.description ? (
            <HtmlContent html={material.description} />
          ) : (
            <p className="text-slate-600">No description has been added for this material yet.</p>
          )}
        </TabsContent>
        <TabsContent value="details" className="rounded-xl border border-slate-200 bg-white p-6">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Fact label="Resource type" value={material.typeName} />
            <Fact label="Year level" value={year} />
            <Fact label="Subject" value={material.subject} />
            <Fact label="Category" value={material.category?.name} />
            <Fact label="Author" value={material.author} />
            <Fact label="Published" value={published} />
            <Fact label="Pages" value={material.pages} />
            <Fact label="File size" value={formatFileSize(material.fileSize)} />
            <Fact label="Downloads" value={material.downloadCount.toLocaleString('en-US')} />
          </dl>
        </TabsContent>
        {preview && (
          <TabsContent value="preview" className="rounded-xl border border-slate-200 bg-white p-4">
            <iframe
              title={`Preview of ${material.title}`}
              src={preview}
              className="h-[70vh] min-h-96 w-full rounded-lg border border-slate-200"
            />
            <a
              href={preview}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-block text-brand-600 underline"
            >
              Open the preview in a new tab
            </a>
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
