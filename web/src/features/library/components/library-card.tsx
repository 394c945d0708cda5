import type { LibraryMaterial } from '@the-gate/contract/library';
import { FileText, Heart } from 'lucide-react';
import { useId } from 'react';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatFileSize, formatLongDate } from '@/lib/format';
import { descriptionOf } from '../lib/library-fields';
import { FavoriteToggle } from './favorite-toggle';
import { LibraryActions } from './library-actions';

/** The picture, or a placeholder icon when the item has none (MM-07); a broken one falls back (MM-19). */
export function LibraryThumbnail({ material, className }: { material: LibraryMaterial; className?: string }) {
  if (!material.thumbnailPath) {
    return (
      <div className={className}>
        <div
          role="img"
          aria-label={material.title}
          className="grid size-full place-items-center bg-brand-50 text-brand-400"
        >
          <FileText className="size-12" aria-hidden="true" />
        </div>
      </div>
    );
  }
  return (
    <div className={className}>
      <FallbackImage
        src={material.thumbnailPath}
        alt={material.title}
        width={480}
        height={640}
        sizes={IMAGE_SIZES.card}
        className="size-full object-contain"
      />
    </div>
  );
}

/**
 * One item of the library (A§2 My Materials, MM-06..MM-19). The 'Free' and 'Favorite' badges show
 * only when true (AMB-28 reading 1); the size badge only for a known size above 0 (MM-13).
 */
export function LibraryCard({ material, readerHref }: { material: LibraryMaterial; readerHref: string }) {
  const headingId = useId();
  const size = formatFileSize(material.fileSize);
  const added = formatLongDate(material.addedDate);
  const lastAccessed = formatLongDate(material.lastAccessedDate);

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative">
        <LibraryThumbnail material={material} className="aspect-[4/3] w-full bg-slate-100" />
        <FavoriteToggle
          id={material.id}
          title={material.title}
          isFavorite={material.isFavorite}
          className="absolute top-3 right-3"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <ul aria-label="Details" className="flex flex-wrap gap-2">
          {material.isFree && (
            <li>
              <Badge variant="success">Free</Badge>
            </li>
          )}
          <li>
            <Badge>{material.typeName}</Badge>
          </li>
          {material.isFavorite && (
            <li>
              <Badge variant="accent" className="gap-1">
                <Heart className="size-3 fill-current" aria-hidden="true" />
                Favorite
              </Badge>
            </li>
          )}
          {size && (
            <li>
              <Badge variant="outline">{size}</Badge>
            </li>
          )}
        </ul>
        <h2 id={headingId} className="text-base leading-snug font-semibold break-words text-slate-900">
          {material.title}
        </h2>
        <p className="line-clamp-3 text-sm text-slate-600">{descriptionOf(material)}</p>
        <dl className="mt-auto grid grid-cols-2 gap-2 text-xs">
          <div>
            <dt className="font-medium text-slate-500">Added</dt>
            <dd className="text-slate-800">{added ?? '—'}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-500">Last Accessed</dt>
            <dd className="text-slate-800">{lastAccessed ?? '—'}</dd>
          </div>
        </dl>
        <LibraryActions material={material} readerHref={readerHref} size="sm" />
      </div>
    </article>
  );
}

export function LibraryCardSkeleton() {
  return (
    <div
      data-testid="library-card-skeleton"
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-8 w-full" />
      </div>
    </div>
  );
}
