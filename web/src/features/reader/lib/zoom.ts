/** Zoom levels in percent; 100% draws a PDF point as one CSS pixel (react-pdf's scale 1). */
export const MIN_ZOOM = 50;
export const MAX_ZOOM = 300;
export const ZOOM_STEPS = [MIN_ZOOM, 75, 100, 125, 150, 200, 250, MAX_ZOOM] as const;

// Fit to width gives any percentage (e.g. 87.4): a step this close counts as the current one.
const SAME = 0.5;

/** The next step above `current`, or the largest step. */
export function zoomIn(current: number): number {
  return ZOOM_STEPS.find((step) => step > current + SAME) ?? MAX_ZOOM;
}

/** The next step below `current`, or the smallest step. */
export function zoomOut(current: number): number {
  return ZOOM_STEPS.findLast((step) => step < current - SAME) ?? MIN_ZOOM;
}

export const canZoomIn = (current: number) => current < MAX_ZOOM - SAME;
export const canZoomOut = (current: number) => current > MIN_ZOOM + SAME;
