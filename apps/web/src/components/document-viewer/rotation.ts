import { ROTATION_STEP_DEGREES } from '@portal/domain/common/constants';

export type Rotation = 0 | 90 | 180 | 270;

/** Any angle as 0, 90, 180 or 270 (rounded to the nearest quarter turn). */
export function normalizeRotation(degrees: number): Rotation {
  if (!Number.isFinite(degrees)) return 0;
  const quarter = Math.round(degrees / ROTATION_STEP_DEGREES);
  return ((((quarter % 4) + 4) % 4) * ROTATION_STEP_DEGREES) as Rotation;
}

/** One 90-degree step clockwise (the Rotate button); 270 turns back to 0. */
export function rotateClockwise(rotation: number): Rotation {
  return normalizeRotation(rotation + ROTATION_STEP_DEGREES);
}

export function rotateCounterClockwise(rotation: number): Rotation {
  return normalizeRotation(rotation - ROTATION_STEP_DEGREES);
}

/** Quarter and three-quarter turns swap width and height. */
export function isSideways(rotation: number): boolean {
  return normalizeRotation(rotation) % 180 !== 0;
}

export interface Size {
  width: number;
  height: number;
}

/** The box a page takes on screen once rotated. */
export function rotatedSize(size: Size, rotation: number): Size {
  return isSideways(rotation) ? { width: size.height, height: size.width } : { ...size };
}

/**
 * CSS transform that turns a page of the given (unrotated) size about its centre, for a page
 * placed at the centre of its rotated box (left: 50%, top: 50%).
 */
export function rotationTransform(rotation: number): string {
  return `translate(-50%, -50%) rotate(${normalizeRotation(rotation)}deg)`;
}
