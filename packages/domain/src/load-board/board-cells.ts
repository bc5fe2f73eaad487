/**
 * The load board's grid: cells of one degree of latitude by one degree of longitude, numbered
 * `(floor(latitude) + 90) * 1000 + floor(longitude) + 180`. The database indexes each open load by the
 * cell of its origin, so a radius search walks only the cells its circle touches, each already in the
 * order asked for, instead of ranking every load inside the circle.
 */
export const BOARD_CELL_ROW = 1000;

/** More cells than this (a circle of several hundred miles) and the search walks the whole board instead. */
export const MAX_BOARD_CELLS = 64;

/** The radius of the sphere the database measures on (earthdistance's earth(), 6,378,168 m), in miles. */
const EARTH_RADIUS_MILES = 6_378_168 / 1609.344;
/** Slack so that a point on the circle's edge never falls outside the cells by rounding. */
const MARGIN_DEGREES = 0.01;

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (deg: number) => (deg * Math.PI) / 180;

export function boardCell(latitude: number, longitude: number): number {
  return (Math.floor(latitude) + 90) * BOARD_CELL_ROW + Math.floor(longitude) + 180;
}

/** A cell a search walks, and whether the whole cell lies inside the circle (then no load in it needs its distance checked). */
export interface CircleCell {
  cell: number;
  inside: boolean;
}

type Point = { latitude: number; longitude: number };

/** Great-circle miles on the database's sphere (earthdistance's earth()). */
export function sphereMiles(a: Point, b: Point): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Where a cell lies against a circle. A point's farthest point in a cell of latitude and longitude is
 * one of the cell's corners (along a parallel or a meridian the distance has no maximum inside a
 * side), so the cell is inside when its four corners are, and outside when even its corner-most point
 * from its middle is further than the radius from the circle (slack for rounding both ways).
 */
function placeOf(center: Point, radiusMiles: number, south: number, west: number): 'inside' | 'outside' | 'partly' {
  const corners = [
    { latitude: south, longitude: west },
    { latitude: south + 1, longitude: west },
    { latitude: south, longitude: west + 1 },
    { latitude: south + 1, longitude: west + 1 },
  ];
  const middle = { latitude: south + 0.5, longitude: west + 0.5 };
  if (corners.every((corner) => sphereMiles(center, corner) <= radiusMiles - SLACK_MILES)) return 'inside';
  const reach = Math.max(...corners.map((corner) => sphereMiles(middle, corner)));
  if (sphereMiles(center, middle) - reach > radiusMiles + SLACK_MILES) return 'outside';
  return 'partly';
}

/** Miles of slack in the cell tests above: a load on a circle's edge is never lost to rounding. */
const SLACK_MILES = 0.01;

/** The latitudes and longitudes a circle spans (unwrapped: west may pass -180, east 180), with slack; null when it reaches a pole. */
function circleSpan(center: Point, radiusMiles: number): CircleBounds | null {
  const angle = radiusMiles / EARTH_RADIUS_MILES;
  const latitudeSpan = degrees(angle) + MARGIN_DEGREES;
  const south = center.latitude - latitudeSpan;
  const north = center.latitude + latitudeSpan;
  if (south <= -90 || north >= 90) return null;
  // The widest longitude offset of a spherical cap is reached away from its centre's parallel.
  const widest = Math.sin(angle) / Math.cos(radians(center.latitude));
  if (widest >= 1) return null;
  const longitudeSpan = degrees(Math.asin(widest)) + MARGIN_DEGREES;
  return { south, north, west: center.longitude - longitudeSpan, east: center.longitude + longitudeSpan };
}

/** A box of latitudes and longitudes, in degrees. */
export interface CircleBounds {
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * A box every point of the circle lies in, with slack: two comparisons per bound test a point far
 * cheaper than its distance, so a search checks the box first. A circle reaching a pole, or wrapping
 * the antimeridian, gets the whole range of latitudes or longitudes.
 */
export function circleBounds(center: Point, radiusMiles: number): CircleBounds {
  const span = circleSpan(center, radiusMiles);
  if (!span) return { south: -90, north: 90, west: -180, east: 180 };
  const wraps = span.west < -180 || span.east > 180;
  return { south: span.south, north: span.north, west: wraps ? -180 : span.west, east: wraps ? 180 : span.east };
}

/**
 * The cells a circle of `radiusMiles` around `center` touches, the ones wholly inside it first, or null
 * when there are more than MAX_BOARD_CELLS of them or the circle reaches a pole. Longitudes wrap at the
 * antimeridian; a load exactly on longitude 180 has a cell of its own, listed with the one of -180.
 */
export function cellsWithin(center: Point, radiusMiles: number): CircleCell[] | null {
  const span = circleSpan(center, radiusMiles);
  if (!span) return null;
  const west = Math.floor(span.west);
  const east = Math.floor(span.east);
  const { south, north } = span;
  if ((Math.floor(north) - Math.floor(south) + 1) * (east - west + 1) > MAX_BOARD_CELLS * 2 || east - west + 1 >= 360) return null;
  const cells = new Map<number, boolean>();
  for (let row = Math.floor(south); row <= Math.floor(north); row++) {
    for (let column = west; column <= east; column++) {
      const place = placeOf(center, radiusMiles, row, column);
      if (place === 'outside') continue;
      const wrapped = ((((column + 180) % 360) + 360) % 360) - 180;
      cells.set(boardCell(row, wrapped), place === 'inside');
      if (wrapped === -180) cells.set(boardCell(row, 180), false);
    }
  }
  if (cells.size > MAX_BOARD_CELLS) return null;
  return [...cells]
    .map(([cell, inside]) => ({ cell, inside }))
    .sort((a, b) => Number(b.inside) - Number(a.inside) || a.cell - b.cell);
}
