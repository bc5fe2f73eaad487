import { VIEWER_DEFAULT_ZOOM, VIEWER_ZOOM_STEPS } from '@portal/domain/common/constants';

/** Zoom in percent, one of the spec's steps: 10, 25, 50, 75, 100, 125, 150, 200, 250, 300. */
export const ZOOM_STEPS: readonly number[] = VIEWER_ZOOM_STEPS;
export const DEFAULT_ZOOM = VIEWER_DEFAULT_ZOOM;
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1];

/** The next step above the zoom (a zoom between steps goes to the step above it); the largest stays. */
export function zoomIn(zoom: number): number {
  return ZOOM_STEPS.find((step) => step > zoom) ?? MAX_ZOOM;
}

/** The next step below the zoom; the smallest stays. */
export function zoomOut(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom) ?? MIN_ZOOM;
}

export function canZoomIn(zoom: number): boolean {
  return zoom < MAX_ZOOM;
}

export function canZoomOut(zoom: number): boolean {
  return zoom > MIN_ZOOM;
}

/** A zoom made one of the steps (the closest; ties go to the smaller). */
export function toZoomStep(zoom: number): number {
  if (!Number.isFinite(zoom)) return DEFAULT_ZOOM;
  return ZOOM_STEPS.reduce((best, step) => (Math.abs(step - zoom) < Math.abs(best - zoom) ? step : best), ZOOM_STEPS[0]);
}

/** '150%' */
export function formatZoom(zoom: number): string {
  return `${zoom}%`;
}
