import { describe, expect, it } from 'vitest';
import { canZoomIn, canZoomOut, zoomIn, zoomOut } from './zoom';

describe('zoom steps', () => {
  it('zooming in and out moves one step from a step', () => {
    expect(zoomIn(100)).toBe(125);
    expect(zoomOut(100)).toBe(75);
    expect(zoomIn(150)).toBe(200);
    expect(zoomOut(200)).toBe(150);
  });

  it('from a fitted zoom between steps, the nearest step in that direction is next', () => {
    expect(zoomIn(87.4)).toBe(100);
    expect(zoomOut(87.4)).toBe(75);
    // Within half a percent of a step counts as that step.
    expect(zoomIn(99.8)).toBe(125);
    expect(zoomOut(100.3)).toBe(75);
  });

  it('stays within 50% and 300%, also from a fitted zoom outside them', () => {
    expect(zoomIn(300)).toBe(300);
    expect(zoomOut(50)).toBe(50);
    expect(zoomOut(38)).toBe(50);
    expect(zoomIn(38)).toBe(50);
    expect(zoomIn(340)).toBe(300);
    expect(zoomOut(340)).toBe(300);
  });

  it('zooming is possible until the limit is reached', () => {
    expect(canZoomIn(250)).toBe(true);
    expect(canZoomIn(300)).toBe(false);
    expect(canZoomOut(75)).toBe(true);
    expect(canZoomOut(50)).toBe(false);
    expect(canZoomOut(38)).toBe(false);
  });
});
