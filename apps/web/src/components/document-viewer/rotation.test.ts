import { describe, expect, it } from 'vitest';
import { isSideways, normalizeRotation, rotateClockwise, rotateCounterClockwise, rotatedSize, rotationTransform } from './rotation';

describe('viewer rotation', () => {
  it('turns in 90 degree steps and comes back round after four', () => {
    const seen = [0];
    let rotation = 0;
    for (let i = 0; i < 4; i++) seen.push((rotation = rotateClockwise(rotation)));
    expect(seen).toEqual([0, 90, 180, 270, 0]);
    expect(rotateCounterClockwise(0)).toBe(270);
  });

  it('normalises any angle to a quarter turn', () => {
    expect(normalizeRotation(-90)).toBe(270);
    expect(normalizeRotation(450)).toBe(90);
    expect(normalizeRotation(720)).toBe(0);
    expect(normalizeRotation(100)).toBe(90);
    expect(normalizeRotation(Number.NaN)).toBe(0);
  });

  it('swaps width and height for quarter turns', () => {
    const page = { width: 612, height: 792 };
    expect(isSideways(90)).toBe(true);
    expect(isSideways(180)).toBe(false);
    expect(rotatedSize(page, 90)).toEqual({ width: 792, height: 612 });
    expect(rotatedSize(page, 270)).toEqual({ width: 792, height: 612 });
    expect(rotatedSize(page, 180)).toEqual(page);
  });

  it('rotates about the page centre', () => {
    expect(rotationTransform(90)).toBe('translate(-50%, -50%) rotate(90deg)');
    expect(rotationTransform(-90)).toBe('translate(-50%, -50%) rotate(270deg)');
  });
});
