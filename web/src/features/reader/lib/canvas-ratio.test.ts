import { describe, expect, it } from 'vitest';
import { canvasPixelRatio, MAX_CANVAS_PIXELS } from './canvas-ratio';

describe('canvasPixelRatio', () => {
  it('keeps the screen ratio while the canvas stays within the limit', () => {
    expect(canvasPixelRatio(600, 800, 3)).toBe(3);
    expect(canvasPixelRatio(600, 800, 1)).toBe(1);
  });

  it('lowers the ratio so a large page still fits the canvas limit', () => {
    const ratio = canvasPixelRatio(1800, 2400, 3);
    expect(ratio).toBeLessThan(3);
    expect(1800 * ratio * 2400 * ratio).toBeCloseTo(MAX_CANVAS_PIXELS, -3);
  });

  it('falls back to 1 when the screen reports no ratio', () => {
    expect(canvasPixelRatio(600, 800, 0)).toBe(1);
  });
});
