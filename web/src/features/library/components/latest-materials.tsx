import type { LibraryMaterial } from '@the-gate/contract/library';
import { BookOpen, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkedSection } from '@/components/linked-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format';
import { useReaderHref } from '../api/get-app-config';
import { useMyMaterials } from '../api/get-my-materials';
import { LibraryActions } from './library-actions';
import { LibraryThumbnail } from './library-card';
import { EMPTY_MESSAGE, EMPTY_TITLE, LOAD_FAILED_MESSAGE } from './library-states';

/** How many of the newest library items the dashboard shows. */
export const LATEST_MATERIALS_COUNT = 4;

function LatestMaterial({ material, readerHref }: { material: LibraryMaterial; readerHref: string }) {
  const added = formatLongDate(material.addedDate);
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <LibraryThumbnail material={material} className="size-20 shrink-0 overflow-hidden rounded-lg bg-slate-100" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{material.typeName}</Badge>
          {added && <span className="text-xs text-slate-500">Added {added}</span>}
        </div>
        <h3 className="font-semibold break-words text-slate-900">{material.title}</h3>
        <LibraryActions material={material} readerHref={readerHref} size="sm" />
      </div>
    </li>
  );
}

/**
 * The dashboard's library section: the newest 4 items (the server sends newest first) with their
 * Download and View links, and a way to the whole library. It shares My Materials' cached list.
 */
export function LatestMaterials() {
  const materials = useMyMaterials(true);
  const readerHref = useReaderHref();

  let body: ReactNode;
  if (materials.isPending) {
    body = (
      <div role="status" aria-label="Loading your materials" className="grid gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (materials.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-white p-5">
        <p className="text-slate-700">{LOAD_FAILED_MESSAGE}</p>
        <Button variant="outline" size="sm" onClick={() => materials.refetch()}>
          <RotateCw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  } else if (materials.data.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-5">
        <p className="font-medium text-slate-900">{EMPTY_TITLE}</p>
        <p className="text-sm text-slate-600">{EMPTY_MESSAGE}</p>
        <Button asChild size="sm">
          <Link to={paths.materials.href()}>Browse Materials</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className="grid gap-3">
        {materials.data.slice(0, LATEST_MATERIALS_COUNT).map((material) => (
          <LatestMaterial key={material.id} material={material} readerHref={readerHref(material.id)} />
        ))}
      </ul>
    );
  }

  return (
    <LinkedSection
      icon={BookOpen}
      title="Latest materials"
      linkTo={paths.myMaterials.href()}
      linkLabel="Go to My Materials"
    >
      {body}
    </LinkedSection>
  );
}
