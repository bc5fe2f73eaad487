import { describe, expect, it } from 'vitest';
import { canZoomIn, canZoomOut, DEFAULT_ZOOM, formatZoom, toZoomStep, zoomIn, ZOOM_STEPS, zoomOut } from './zoom';

describe('viewer zoom steps', () => {
  it('are the zoom steps the spec names, starting at 100 %', () => {
    expect(ZOOM_STEPS).toEqual([10, 25, 50, 75, 100, 125, 150, 200, 250, 300]);
    expect(DEFAULT_ZOOM).toBe(100);
  });

  it('zooms in through every step and stops at 300 %', () => {
    const seen = [10];
    let zoom = 10;
    while (canZoomIn(zoom)) seen.push((zoom = zoomIn(zoom)));
    expect(seen).toEqual([...ZOOM_STEPS]);
    expect(zoomIn(300)).toBe(300);
    expect(canZoomIn(300)).toBe(false);
  });

  it('zooms out through every step and stops at 10 %', () => {
    const seen = [300];
    let zoom = 300;
    while (canZoomOut(zoom)) seen.push((zoom = zoomOut(zoom)));
    expect(seen).toEqual([...ZOOM_STEPS].reverse());
    expect(zoomOut(10)).toBe(10);
    expect(canZoomOut(10)).toBe(false);
  });

  it('goes to the neighbouring step from a zoom between steps', () => {
    expect(zoomIn(110)).toBe(125);
    expect(zoomOut(110)).toBe(100);
    expect(zoomIn(5)).toBe(10);
    expect(zoomOut(400)).toBe(300);
  });

  it('snaps any zoom to the closest step and formats it', () => {
    expect(toZoomStep(140)).toBe(150);
    expect(toZoomStep(1000)).toBe(300);
    expect(toZoomStep(Number.NaN)).toBe(100);
    expect(formatZoom(150)).toBe('150%');
  });
});
