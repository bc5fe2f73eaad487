import { describe, expect, it } from 'vitest';
import { boardCell, cellsWithin, circleBounds, MAX_BOARD_CELLS, sphereMiles } from './board-cells';

const miles = sphereMiles;

const CENTERS = [
  { latitude: 41.88, longitude: -87.63 },
  { latitude: 25.76, longitude: -80.19 },
  { latitude: 47.6, longitude: -122.33 },
  { latitude: 64.8, longitude: -147.7 },
  { latitude: -33.9, longitude: 151.2 },
  { latitude: 10, longitude: 179.6 },
];

/** The point `distance` miles from `center` along `bearing` degrees (longitude wrapped to -180..180). */
function pointAt(center: { latitude: number; longitude: number }, distance: number, bearing: number) {
  const angle = distance / (6_378_168 / 1609.344);
  const lat1 = (center.latitude * Math.PI) / 180;
  const lon1 = (center.longitude * Math.PI) / 180;
  const b = (bearing * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(b));
  const lon2 = lon1 + Math.atan2(Math.sin(b) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: (lat2 * 180) / Math.PI, longitude: (((lon2 * 180) / Math.PI + 540) % 360) - 180 };
}

describe('board cells', () => {
  it('numbers a cell by the whole degrees of its south-west corner', () => {
    expect(boardCell(41.88, -87.63)).toBe((41 + 90) * 1000 + (-88 + 180));
    expect(boardCell(-0.5, 0.5)).toBe(89 * 1000 + 180);
  });

  it('lists every cell a point inside the circle can be in', () => {
    for (const center of CENTERS) {
      for (const radius of [1, 50, 137, 200]) {
        const cells = cellsWithin(center, radius);
        if (!cells) continue;
        // Points on and just inside the edge, all around.
        for (let bearing = 0; bearing < 360; bearing += 3) {
          for (const share of [0.999, 0.5]) {
            const point = pointAt(center, radius * share, bearing);
            expect(miles(center, point)).toBeLessThanOrEqual(radius);
            expect(cells.map((c) => c.cell)).toContain(boardCell(point.latitude, point.longitude));
          }
        }
      }
    }
  });

  it('marks the cells wholly inside the circle, and lists them first', () => {
    const center = { latitude: 41.88, longitude: -87.63 };
    const cells = cellsWithin(center, 200)!;
    const inside = cells.filter((c) => c.inside);
    expect(inside.length).toBeGreaterThan(4);
    expect(cells.slice(0, inside.length).every((c) => c.inside)).toBe(true);
    for (const { cell } of inside) {
      const south = Math.floor(cell / 1000) - 90;
      const west = (cell % 1000) - 180;
      for (const corner of [[0, 0], [0, 1], [1, 0], [1, 1], [0.5, 0.5]]) {
        expect(miles(center, { latitude: south + corner[0]!, longitude: west + corner[1]! })).toBeLessThanOrEqual(200);
      }
    }
    // The corner cells of the bounding box lie outside the circle and are left out.
    expect(cells.map((c) => c.cell)).not.toContain(boardCell(41.88 + 2.8, -87.63 - 3.8));
  });

  it('boxes every point of the circle, the whole range where it wraps or reaches a pole', () => {
    for (const center of [...CENTERS, { latitude: 89.5, longitude: 0 }]) {
      for (const radius of [1, 50, 137, 200, 500]) {
        const box = circleBounds(center, radius);
        for (let bearing = 0; bearing < 360; bearing += 1) {
          for (const share of [1, 0.999, 0.5]) {
            const point = pointAt(center, radius * share, bearing);
            expect(point.latitude).toBeGreaterThanOrEqual(box.south);
            expect(point.latitude).toBeLessThanOrEqual(box.north);
            expect(point.longitude).toBeGreaterThanOrEqual(box.west);
            expect(point.longitude).toBeLessThanOrEqual(box.east);
          }
        }
      }
    }
    // A 100-mile box around Chicago is about 1.5 degrees of latitude each way, not the whole earth.
    const chicago = circleBounds({ latitude: 41.88, longitude: -87.63 }, 100);
    expect(chicago.north - chicago.south).toBeLessThan(3);
    expect(chicago.east - chicago.west).toBeLessThan(4);
    expect(circleBounds({ latitude: 10, longitude: 179.6 }, 100)).toMatchObject({ west: -180, east: 180 });
    expect(circleBounds({ latitude: 89.5, longitude: 0 }, 50)).toEqual({ south: -90, north: 90, west: -180, east: 180 });
  });

  it('wraps at the antimeridian', () => {
    const cells = cellsWithin({ latitude: 10, longitude: 179.6 }, 100)!.map((c) => c.cell);
    expect(cells).toContain(boardCell(10, -179.5));
    expect(cells).toContain(boardCell(10, 180));
  });

  it('gives up on circles too wide for a walk by cells, and at the poles', () => {
    expect(cellsWithin({ latitude: 41.88, longitude: -87.63 }, 500)).toBeNull();
    expect(cellsWithin({ latitude: 89.5, longitude: 0 }, 50)).toBeNull();
    expect(cellsWithin({ latitude: 41.88, longitude: -87.63 }, 200)!.length).toBeLessThanOrEqual(MAX_BOARD_CELLS);
  });
});
