import type { LibraryMaterial } from '@the-gate/contract/library';
import { BookOpen } from 'lucide-react';
import { LinkedSection } from '@/components/linked-section';
import { SummaryList } from '@/components/summary-list';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format';
import { useReaderHref } from '../api/get-app-config';
import { useMyMaterials } from '../api/get-my-materials';
import { t } from '../i18n';
import { LibraryActions } from './library-actions';
import { LibraryThumbnail } from './library-card';
import { EMPTY_MESSAGE, EMPTY_TITLE, LOAD_FAILED_MESSAGE } from './library-states';

/** How many of the newest library items the dashboard shows. */
export const LATEST_MATERIALS_COUNT = 4;

function LatestMaterial({ material, readerHref }: { material: LibraryMaterial; readerHref: string }) {
  const added = formatLongDate(material.addedDate);
  return (
    <div className="flex gap-4">
      <LibraryThumbnail material={material} className="size-20 shrink-0 overflow-hidden rounded-lg bg-slate-100" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{material.typeName}</Badge>
          {added && <span className="text-xs text-slate-500">{t('addedOn', { date: added })}</span>}
        </div>
        <h3 className="font-semibold break-words text-slate-900">{material.title}</h3>
        <LibraryActions material={material} readerHref={readerHref} size="sm" />
      </div>
    </div>
  );
}

/**
 * The dashboard's library section: the newest 4 items (the server sends newest first) with their
 * Download and View links, and a way to the whole library. It shares My Materials' cached list.
 */
export function LatestMaterials() {
  const materials = useMyMaterials(true);
  const readerHref = useReaderHref();
  return (
    <LinkedSection
      icon={BookOpen}
      title={t('latestMaterials')}
      linkTo={paths.myMaterials.href()}
      linkLabel={t('goToMyMaterials')}
    >
      <SummaryList
        query={materials}
        select={(data) => data.slice(0, LATEST_MATERIALS_COUNT)}
        loadingLabel={t('loadingMaterials')}
        errorMessage={LOAD_FAILED_MESSAGE}
        empty={{ title: EMPTY_TITLE, text: EMPTY_MESSAGE, to: paths.materials.href(), label: t('browseMaterials') }}
      >
        {(material) => <LatestMaterial material={material} readerHref={readerHref(material.id)} />}
      </SummaryList>
    </LinkedSection>
  );
}
