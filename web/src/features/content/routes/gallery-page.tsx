import { Images } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { FallbackImage } from '@/components/fallback-image';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/lib/router';
import { type GalleryCover, useGalleryCovers } from '../api/gallery-get-covers';
import { t } from '../i18n/gallery';

export const GALLERY_EMPTY = t('empty');
export const GALLERY_FAILED = t('failed');

const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

function CoverTile({ cover }: { cover: GalleryCover }) {
  return (
    <li>
      {/* The cover's alt text is the link's name; the caption below repeats it for sighted users only. */}
      <Link
        to={paths.digitalBook.href(cover.id)}
        className="group flex flex-col gap-2 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4"
      >
        <span className="block overflow-hidden rounded-xl border border-slate-200 bg-slate-100 shadow-sm">
          <FallbackImage
            src={cover.src}
            alt={cover.title}
            width={480}
            height={640}
            sizes="(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            className="aspect-[3/4] w-full object-contain transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
          />
        </span>
        <span aria-hidden="true" className="line-clamp-2 text-sm font-medium text-slate-800 group-hover:text-brand-700">
          {cover.title}
        </span>
      </Link>
    </li>
  );
}

function GalleryBody() {
  const covers = useGalleryCovers();
  if (covers.isPending || (covers.isError && covers.isFetching)) {
    return (
      <div role="status" aria-label={t('loading')} className={GRID}>
        {[1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} rounded="rounded-xl" className="aspect-[3/4] w-full" />
        ))}
      </div>
    );
  }
  if (covers.isError) {
    return <ErrorState title={GALLERY_FAILED} message={t('failedMessage')} onRetry={() => covers.refetch()} />;
  }
  if (covers.data.length === 0) {
    return (
      <EmptyState message={GALLERY_EMPTY}>
        <Button asChild variant="outline">
          <Link to={paths.digitalBooks.href()}>{t('browseBooks')}</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className={GRID}>
      {covers.data.map((cover) => (
        <CoverTile key={cover.id} cover={cover} />
      ))}
    </ul>
  );
}

/**
 * `/gallery` (B§2; the screen is not shown, RT-28): the covers of The Gate's digital books, each
 * opening its book.
 */
export function GalleryPage() {
  useDocumentTitle(t('documentTitle'));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900 sm:text-4xl">
          <Images className="size-8 shrink-0 text-brand-600" aria-hidden="true" />
          {t('title')}
        </h1>
        <p className="mt-2 text-slate-600">{t('intro')}</p>
      </header>
      <GalleryBody />
    </div>
  );
}
