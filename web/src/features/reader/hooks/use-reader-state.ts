import { useState } from 'react';
import { canvasPixelRatio } from '../lib/canvas-ratio';
import { canZoomIn, canZoomOut, zoomIn, zoomOut } from '../lib/zoom';

/** A page's size at 100%, in CSS pixels (PDF points). */
export type PageSize = { width: number; height: number };

/**
 * Fit to width fills the reading column, which stops growing here: on a wide monitor a page 1900 px
 * wide would make lines hard to follow and its canvas needlessly large. Zooming in still goes past it.
 */
export const MAX_FIT_WIDTH = 1024;

/** How the current page is drawn: a scale once the page's size is known, else the width to fit. */
export type PageRendering = { scale?: number; width?: number; devicePixelRatio?: number };

/**
 * The reader's page and zoom. `availableWidth` is the reading area's content width; Fit to width
 * (the default) follows it. The zoom shown while fitting is the fitted percentage.
 */
export function useReaderState(availableWidth: number) {
  const [pageCount, setPageCount] = useState(0);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<'fit' | number>('fit');
  const [pageSize, setPageSize] = useState<PageSize | null>(null);

  const fitWidth = Math.min(availableWidth, MAX_FIT_WIDTH);
  const fitPercent = pageSize && fitWidth > 0 ? (fitWidth / pageSize.width) * 100 : null;
  const zoomPercent = zoom === 'fit' ? fitPercent : zoom;
  // Before the first page has its size, zooming starts from 100%.
  const current = zoomPercent ?? 100;

  const goTo = (target: number) => setPage(Math.min(Math.max(1, target), Math.max(1, pageCount)));

  return {
    page,
    pageCount,
    zoomPercent,
    fit: zoom === 'fit',
    canPrevious: page > 1,
    canNext: page < pageCount,
    canZoomIn: canZoomIn(current),
    canZoomOut: canZoomOut(current),
    goTo,
    previousPage: () => goTo(page - 1),
    nextPage: () => goTo(page + 1),
    zoomIn: () => {
      if (canZoomIn(current)) setZoom(zoomIn(current));
    },
    zoomOut: () => {
      if (canZoomOut(current)) setZoom(zoomOut(current));
    },
    fitToWidth: () => setZoom('fit'),
    /** The button toggles: off again means actual size. */
    toggleFit: () => setZoom(zoom === 'fit' ? 100 : 'fit'),
    documentLoaded: (count: number) => {
      setPageCount(count);
      setPage((shown) => Math.min(shown, Math.max(1, count)));
    },
    pageLoaded: setPageSize,
    rendering: pageRendering(zoomPercent, pageSize, fitWidth),
  };
}

function pageRendering(zoomPercent: number | null, pageSize: PageSize | null, fitWidth: number): PageRendering {
  if (zoomPercent === null || !pageSize) return fitWidth > 0 ? { width: fitWidth } : {};
  const scale = zoomPercent / 100;
  const devicePixelRatio = canvasPixelRatio(pageSize.width * scale, pageSize.height * scale, window.devicePixelRatio);
  return { scale, devicePixelRatio };
}
