import { type ReactNode, type Ref, useEffect, useState } from 'react';

/**
 * A stand-in for react-pdf, which jsdom cannot run (no canvas, no worker). Use it with
 * `vi.mock('react-pdf', () => import('../test/fake-react-pdf'))`. The document "loads" at once
 * with `fakePdf.pageCount` pages, or fails when `fakePdf.fails` is set; each page reports
 * `fakePdf.pageSize` and renders a stand-in that shows how it was asked to be drawn.
 */
export const fakePdf = {
  pageCount: 3,
  fails: false,
  pageSize: { width: 600, height: 800 },
  /** Every document opened, with the `file` and `options` it was given. */
  opened: [] as { file: unknown; options: unknown }[],
  reset() {
    this.pageCount = 3;
    this.fails = false;
    this.pageSize = { width: 600, height: 800 };
    this.opened = [];
  },
};

export const pdfjs = { GlobalWorkerOptions: { workerSrc: '' } };

type DocumentProps = {
  file: unknown;
  options?: unknown;
  onLoadSuccess?(pdf: { numPages: number }): void;
  onLoadError?(error: Error): void;
  children?: ReactNode;
};

export function Document({ file, options, onLoadSuccess, onLoadError, children }: DocumentProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // biome-ignore lint/correctness/useExhaustiveDependencies: as react-pdf, it loads once per file.
  useEffect(() => {
    fakePdf.opened.push({ file, options });
    if (fakePdf.fails) {
      onLoadError?.(new Error('Invalid PDF structure.'));
      setState('failed');
    } else {
      onLoadSuccess?.({ numPages: fakePdf.pageCount });
      setState('loaded');
    }
  }, [file]);
  return state === 'loaded' ? <div>{children}</div> : null;
}

type PageProps = {
  pageNumber: number;
  scale?: number;
  width?: number;
  devicePixelRatio?: number;
  canvasRef?: Ref<HTMLCanvasElement>;
  renderTextLayer?: boolean;
  renderAnnotationLayer?: boolean;
  onLoadSuccess?(page: { originalWidth: number; originalHeight: number }): void;
};

export function Page({ pageNumber, scale, width, canvasRef, renderTextLayer, onLoadSuccess }: PageProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: as react-pdf, it loads once per page.
  useEffect(() => {
    onLoadSuccess?.({ originalWidth: fakePdf.pageSize.width, originalHeight: fakePdf.pageSize.height });
  }, [pageNumber]);
  return (
    <div
      data-testid="pdf-page"
      data-page-number={pageNumber}
      data-scale={scale ?? ''}
      data-width={width ?? ''}
      data-text-layer={String(Boolean(renderTextLayer))}
    >
      <canvas ref={canvasRef} />
    </div>
  );
}
