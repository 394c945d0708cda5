/**
 * Phones refuse or blank a canvas above about 16.7 million pixels (iOS Safari's limit), which a
 * page at 300% on a 3x screen easily asks for. Above that the page is drawn at a lower pixel
 * ratio: slightly softer, but drawn.
 */
export const MAX_CANVAS_PIXELS = 16_000_000;

/** The device pixel ratio to draw a page of this CSS size with. */
export function canvasPixelRatio(cssWidth: number, cssHeight: number, deviceRatio: number): number {
  const ratio = deviceRatio > 0 ? deviceRatio : 1;
  const area = cssWidth * cssHeight;
  if (area <= 0) return ratio;
  return Math.min(ratio, Math.sqrt(MAX_CANVAS_PIXELS / area));
}
