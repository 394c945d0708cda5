import type { Material } from '@the-gate/contract/catalogue';
import { Download, Sparkles } from 'lucide-react';
import { CompactRow, SideList } from '@/components/side-list';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { FORMAT_LOCALE } from '@/lib/i18n';
import { usePopularMaterials } from '../api/get-popular-materials';
import { t } from '../i18n';
import { priceOf } from '../lib/material-fields';

export const RECOMMENDED_MATERIALS_TITLE = t('recommendedTitle');

const downloads = new Intl.NumberFormat(FORMAT_LOCALE);

/** A compact row: thumbnail, title linking to /material/{id}, type, price and downloads. */
function RecommendedItem({ material }: { material: Material }) {
  return (
    <CompactRow title={material.title} href={paths.material.href(material.id)} thumbnail={material.thumbnailPath}>
      <p className="text-xs text-slate-500">{material.typeName}</p>
      <p className="flex flex-wrap items-center gap-x-3 text-sm">
        <span className="font-semibold text-slate-900">{formatPrice(priceOf(material))}</span>
        {material.downloadCount > 0 && (
          <span className="inline-flex items-center gap-1 text-xs text-slate-500">
            <Download className="size-3.5" aria-hidden="true" />
            {downloads.format(material.downloadCount)}
            <span className="sr-only">{t('downloadsSuffix', { count: material.downloadCount })}</span>
          </span>
        )}
      </p>
    </CompactRow>
  );
}

/**
 * The blog's "Recommended materials" (B§2, B§9): the `limit` most downloaded materials, most
 * downloaded first as the server orders them: 3 beside the blog list (BL-05), 6 in an article's
 * sidebar (BA-05). A side block: when the call fails or finds nothing it is left out, never filled
 * with sample products.
 */
export function RecommendedMaterials({ limit }: { limit: number }) {
  return (
    <SideList
      title={RECOMMENDED_MATERIALS_TITLE}
      icon={Sparkles}
      query={usePopularMaterials(limit)}
      select={(materials) => materials.slice(0, limit)}
      loadingText={t('loadingRecommended')}
      slots={limit}
      slotClassName="h-20"
    >
      {(material) => <RecommendedItem material={material} />}
    </SideList>
  );
}
