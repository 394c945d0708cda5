import type { Material } from '@the-gate/contract/catalogue';
import { Download, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { usePopularMaterials } from '../api/get-popular-materials';
import { priceOf } from '../lib/material-fields';

export const RECOMMENDED_MATERIALS_TITLE = 'Recommended materials';

const downloads = new Intl.NumberFormat('en-US');

/** A compact row: thumbnail, title linking to /material/{id}, type, price and downloads. */
function RecommendedItem({ material }: { material: Material }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex gap-3 rounded-lg p-2 focus-within:ring-2 focus-within:ring-brand-500 hover:bg-slate-50"
    >
      <FallbackImage
        src={material.thumbnailPath}
        alt=""
        width={480}
        height={640}
        sizes={IMAGE_SIZES.thumbnail}
        className="size-16 shrink-0 rounded-md bg-slate-100 object-contain"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <h3 id={headingId} className="line-clamp-2 text-sm leading-snug font-semibold text-slate-900">
          {/* The link covers the whole row. */}
          <Link
            to={paths.material.href(material.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {material.title}
          </Link>
        </h3>
        <p className="text-xs text-slate-500">{material.typeName}</p>
        <p className="flex flex-wrap items-center gap-x-3 text-sm">
          <span className="font-semibold text-slate-900">{formatPrice(priceOf(material))}</span>
          {material.downloadCount > 0 && (
            <span className="inline-flex items-center gap-1 text-xs text-slate-500">
              <Download className="size-3.5" aria-hidden="true" />
              {downloads.format(material.downloadCount)}
              <span className="sr-only">{material.downloadCount === 1 ? ' download' : ' downloads'}</span>
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

/**
 * The blog's "Recommended materials" (B§2, B§9): the `limit` most downloaded materials, most
 * downloaded first as the server orders them: 3 beside the blog list (BL-05), 6 in an article's
 * sidebar (BA-05). A side block: when the call fails or finds nothing it is left out, never filled
 * with sample products.
 */
export function RecommendedMaterials({ limit }: { limit: number }) {
  const materials = usePopularMaterials(limit);
  const headingId = useId();
  if (materials.isError || (materials.isSuccess && materials.data.length === 0)) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Sparkles className="size-5 text-brand-600" aria-hidden="true" />
        {RECOMMENDED_MATERIALS_TITLE}
      </h2>
      {materials.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Loading recommended materials...</span>
          {Array.from({ length: limit }, (_, slot) => `slot-${slot + 1}`).map((slot) => (
            <Skeleton key={slot} className="h-20 w-full" />
          ))}
        </div>
      ) : (
        <ul className="flex flex-col gap-1">
          {materials.data.slice(0, limit).map((material) => (
            <li key={material.id}>
              <RecommendedItem material={material} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
