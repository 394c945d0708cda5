import type { ReaderMaterial } from '@the-gate/contract/library';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useElementWidth } from '../hooks/use-element-width';
import { useReaderKeys } from '../hooks/use-reader-keys';
import { useReaderState } from '../hooks/use-reader-state';
import { t } from '../i18n';
import { ReaderFrame } from './reader-frame';
import { FileFailed, ReaderLoading } from './reader-notices';
import { ReaderToolbar } from './reader-toolbar';

// pdf.js is about 120 kB gzip: it loads in a chunk of its own, so this screen's first load stays
// small and shows its frame and loading state at once. It starts loading with this module, while
// the material is still being asked for.
const loadPdfDocument = import('./pdf-document');
// A failed download is reported where the page is shown (the route's error screen), not here.
loadPdfDocument.catch(() => undefined);
const PdfDocument = lazy(async () => ({ default: (await loadPdfDocument).PdfDocument }));

/** The open material: one page at a time, with the toolbar once the document has its page count. */
export function ReaderView({ material }: { material: ReaderMaterial }) {
  const area = useElementWidth<HTMLElement>();
  const reader = useReaderState(area.width);
  const [failed, setFailed] = useState(false);
  const loaded = reader.pageCount > 0 && !failed;

  useReaderKeys({
    previousPage: reader.previousPage,
    nextPage: reader.nextPage,
    zoomIn: reader.zoomIn,
    zoomOut: reader.zoomOut,
    fitToWidth: reader.fitToWidth,
  });

  // A new page starts at its top left, as a turned page would.
  const { element } = area;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is the trigger, not an input.
  useEffect(() => {
    if (!element) return;
    element.scrollTop = 0;
    element.scrollLeft = 0;
  }, [element, reader.page]);

  return (
    <ReaderFrame heading={material.title} toolbar={loaded && <ReaderToolbar reader={reader} />} mainRef={area.ref}>
      {failed ? (
        <FileFailed fileUrl={material.fileUrl} />
      ) : (
        // `w-fit` and auto margins centre a page narrower than the area; a wider one starts at the
        // left edge and scrolls.
        <div className="mx-auto w-fit">
          <Suspense fallback={<ReaderLoading />}>
            <PdfDocument
              fileUrl={material.fileUrl}
              pageNumber={reader.page}
              rendering={reader.rendering}
              label={t('pageLabel', { page: reader.page, title: material.title })}
              loading={<ReaderLoading />}
              onDocumentLoad={reader.documentLoaded}
              onPageLoad={reader.pageLoaded}
              onError={() => setFailed(true)}
            />
          </Suspense>
        </div>
      )}
    </ReaderFrame>
  );
}
