import type { LibraryMaterial } from '@the-gate/contract/library';
import { FileText, Heart } from 'lucide-react';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { ProductCard } from '@/components/product-card';
import { Badge } from '@/components/ui/badge';
import { formatFileSize, formatLongDate } from '@/lib/format';
import { t } from '../i18n';
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
export function LibraryCard({
  material,
  readerHref,
  headingLevel,
}: {
  material: LibraryMaterial;
  readerHref: string;
  /** h3 under a package's heading (issue 25 §7). */
  headingLevel?: 'h2' | 'h3';
}) {
  const size = formatFileSize(material.fileSize);
  return (
    <ProductCard
      title={material.title}
      headingLevel={headingLevel}
      media={
        <div className="relative">
          <LibraryThumbnail material={material} className="aspect-[4/3] w-full bg-slate-100" />
          <FavoriteToggle
            id={material.id}
            title={material.title}
            isFavorite={material.isFavorite}
            className="absolute top-3 end-3"
          />
        </div>
      }
      badgesLabel={t('details')}
      badges={[
        material.isFree && (
          <Badge key="free" variant="success">
            {t('free')}
          </Badge>
        ),
        <Badge key="type">{material.typeName}</Badge>,
        material.isFavorite && (
          <Badge key="favorite" variant="accent" className="gap-1">
            <Heart className="size-3 fill-current" aria-hidden="true" />
            {t('favorite')}
          </Badge>
        ),
        size && (
          <Badge key="size" variant="outline">
            {size}
          </Badge>
        ),
      ]}
      description={descriptionOf(material)}
      footer={
        <dl className="grid grid-cols-2 gap-2 text-xs">
          <Dated term={t('added')} iso={material.addedDate} />
          <Dated term={t('lastAccessed')} iso={material.lastAccessedDate} />
        </dl>
      }
      actions={<LibraryActions material={material} readerHref={readerHref} size="sm" />}
    />
  );
}

function Dated({ term, iso }: { term: string; iso: string | null | undefined }) {
  return (
    <div>
      <dt className="font-medium text-slate-500">{term}</dt>
      <dd className="text-slate-800">{formatLongDate(iso) ?? '—'}</dd>
    </div>
  );
}
