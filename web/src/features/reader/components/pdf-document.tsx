import 'react-pdf/dist/Page/TextLayer.css';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { type ReactNode, useCallback } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import type { PageRendering, PageSize } from '../hooks/use-reader-state';
import { t } from '../i18n';

// The worker is a file of our own build, served from our origin: never a CDN (the server has no
// internet, and the CSP only allows our own scripts).
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * No `new Function` for fonts or PDF functions (CSP `script-src 'self'`, no eval). No cMapUrl,
 * standardFontDataUrl or wasmUrl: pdf.js fetches nothing but the file itself, and falls back to
 * system fonts for the standard fonts a PDF does not embed. One object for the module's life:
 * react-pdf reloads the document whenever `options` changes.
 */
const PDF_OPTIONS = { isEvalSupported: false };

type Props = {
  fileUrl: string;
  pageNumber: number;
  rendering: PageRendering;
  /** The canvas's text alternative, e.g. "Page 3 of Year 7 Reading Pack". */
  label: string;
  loading: ReactNode;
  onDocumentLoad(pageCount: number): void;
  onPageLoad(size: PageSize): void;
  onError(): void;
};

/**
 * The one place that knows pdf.js: a document showing one page. The canvas carries the page as an
 * image with a text alternative; the text layer above it lets the words be selected, copied and
 * read out. Links inside the PDF (the annotation layer) are not rendered.
 */
export function PdfDocument({
  fileUrl,
  pageNumber,
  rendering,
  label,
  loading,
  onDocumentLoad,
  onPageLoad,
  onError,
}: Props) {
  const labelCanvas = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      canvas?.setAttribute('role', 'img');
      canvas?.setAttribute('aria-label', label);
    },
    [label],
  );

  return (
    <Document
      file={fileUrl}
      options={PDF_OPTIONS}
      loading={loading}
      error={null}
      onLoadSuccess={(pdf) => onDocumentLoad(pdf.numPages)}
      onLoadError={onError}
    >
      <Page
        pageNumber={pageNumber}
        scale={rendering.scale}
        width={rendering.width}
        devicePixelRatio={rendering.devicePixelRatio}
        canvasRef={labelCanvas}
        renderTextLayer
        renderAnnotationLayer={false}
        loading={loading}
        error={<p className="p-6 text-center text-slate-600">{t('pageFailed')}</p>}
        onLoadSuccess={(page) => onPageLoad({ width: page.originalWidth, height: page.originalHeight })}
        className="bg-white shadow-md"
      />
    </Document>
  );
}
