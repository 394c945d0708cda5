import type { Material } from '@the-gate/contract/catalogue';
import { Download, TrendingUp } from 'lucide-react';
import { CarouselSection } from '@/components/item-carousel';
import { ProductCard } from '@/components/product-card';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { usePopularMaterials } from '../api/get-popular-materials';
import { t } from '../i18n';
import { priceOf } from '../lib/material-fields';

export const POPULAR_MATERIALS_TITLE = t('popularTitle');

/** One slide: the whole card is a link to the material page. */
function MaterialSlide({ material }: { material: Material }) {
  return (
    <ProductCard
      title={material.title}
      headingLevel="h3"
      href={paths.material.href(material.id)}
      cover
      image={{ src: material.thumbnailPath, width: 480, height: 640, aspect: 'aspect-[4/3]' }}
      badges={[<Badge key="type">{material.typeName}</Badge>]}
      price={formatPrice(priceOf(material))}
      priceAside={
        material.downloadCount > 0 && (
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <Download className="size-4" aria-hidden="true" />
            {t('downloadsLine', { count: material.downloadCount })}
          </span>
        )
      }
    />
  );
}

/**
 * The home page's most downloaded materials (issue 10 §1), in the server's order. A block the spec
 * leaves open (HOME-06): when the call fails or finds nothing it is simply left out, never filled
 * with sample products.
 */
export function PopularMaterials() {
  return (
    <CarouselSection
      title={POPULAR_MATERIALS_TITLE}
      icon={TrendingUp}
      link={{ to: paths.materials.href(), label: t('viewAllMaterials') }}
      query={usePopularMaterials()}
      hideWhenEmpty
      loadingLabel={t('loadingPopular')}
      slideClassName="h-80"
      errorTitle={t('popularLoadFailed')}
      emptyText={t('noMaterialsFound')}
    >
      {(material) => <MaterialSlide material={material} />}
    </CarouselSection>
  );
}
