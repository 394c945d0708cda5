import type { Material } from '@the-gate/contract/catalogue';
import { ArrowRight, Download, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { Badge } from '@/components/ui/badge';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { usePopularMaterials } from '../api/get-popular-materials';
import { priceOf } from '../lib/material-fields';

export const POPULAR_MATERIALS_TITLE = 'Most Downloaded Materials';

const downloadCount = new Intl.NumberFormat('en-US');
const downloadsLine = (count: number) => `${downloadCount.format(count)} ${count === 1 ? 'download' : 'downloads'}`;

/** One slide: the whole card is a link to the material page. */
function MaterialSlide({ material }: { material: Material }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md"
    >
      <FallbackImage
        src={material.thumbnailPath}
        alt=""
        width={480}
        height={640}
        sizes={IMAGE_SIZES.card}
        className="aspect-[4/3] w-full bg-slate-100 object-contain"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <Badge>{material.typeName}</Badge>
        </div>
        <h3 id={headingId} className="line-clamp-2 text-base leading-snug font-semibold text-slate-900">
          <Link
            to={paths.material.href(material.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {material.title}
          </Link>
        </h3>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <span className="text-lg font-bold text-slate-900">{formatPrice(priceOf(material))}</span>
          {material.downloadCount > 0 && (
            <span className="inline-flex items-center gap-1 text-sm text-slate-600">
              <Download className="size-4" aria-hidden="true" />
              {downloadsLine(material.downloadCount)}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * The home page's most downloaded materials (issue 10 §1), in the server's order. A block the spec
 * leaves open (HOME-06): when the call fails or finds nothing it is simply left out, never filled
 * with sample products.
 */
export function PopularMaterials() {
  const materials = usePopularMaterials();

  if (materials.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading most downloaded materials"
        className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} className={`h-80 w-full ${key > 1 ? 'hidden md:block' : ''}`} />
        ))}
      </div>
    );
  }
  if (materials.isError || materials.data.length === 0) return null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <TrendingUp className="size-5 text-brand-600" aria-hidden="true" />
          {POPULAR_MATERIALS_TITLE}
        </h2>
        <Link
          to={paths.materials.href()}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          View all materials
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <Carousel label={POPULAR_MATERIALS_TITLE}>
        <CarouselContent>
          {materials.data.map((material) => (
            <CarouselItem key={material.id}>
              <MaterialSlide material={material} />
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselControls />
      </Carousel>
    </div>
  );
}
