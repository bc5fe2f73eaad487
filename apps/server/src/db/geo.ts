import { sql, type RawBuilder } from 'kysely';

/**
 * Distances in SQL (earthdistance): the fragments every freight query builds its radius
 * conditions and distance columns from (the load board, lanes, saved lanes, live equipment,
 * unified rates).
 */
export const METERS_PER_MILE = 1609.344;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

type Column = `${string}.${string}`;

/** ll_to_earth over two columns, spelled exactly like the GiST index expressions so they are used. */
export function earthAt(latitudeColumn: Column, longitudeColumn: Column): RawBuilder<unknown> {
  return sql`ll_to_earth(${sql.ref(latitudeColumn)}, ${sql.ref(longitudeColumn)})`;
}

/**
 * The same point as earthAt, computed in the query with ll_to_earth's own formula (the same value, bit
 * for bit). ll_to_earth carries a search_path (migration 0004), so PostgreSQL cannot inline it and
 * switches settings on every call: about 4 µs, which was 25 ms of a 100-mile search around Chicago
 * (6,000 loads). Use this for arithmetic on every row; index conditions need earthAt.
 */
export function earthComputedAt(latitudeColumn: Column, longitudeColumn: Column): RawBuilder<unknown> {
  const latitude = sql.ref(latitudeColumn);
  const longitude = sql.ref(longitudeColumn);
  return sql`cube(cube(cube(earth() * cos(radians(${latitude})) * cos(radians(${longitude}))), earth() * cos(radians(${latitude})) * sin(radians(${longitude}))), earth() * sin(radians(${latitude})))`;
}

/**
 * A given point on the earth, computed once per statement: as a subquery it is an init plan, so a
 * prepared statement's generic plan does not call ll_to_earth again for every row it tests (a board
 * walk by cells took 30 ms instead of 3).
 */
export function earthOf(point: GeoPoint): RawBuilder<unknown> {
  return sql`(select ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8))`;
}

/**
 * Great-circle meters between two earth points: earth_distance's formula (sec_to_gc of the chord)
 * written out. sec_to_gc uses its argument three times, so PostgreSQL does not inline it over an
 * expression and makes a SQL function call on every row. `least` stands for its cap at half the
 * circumference.
 */
function metersBetween(a: RawBuilder<unknown>, b: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(2 * earth() * asin(least(cube_distance(${a}, ${b}) / (2 * earth()), 1)))`;
}

/**
 * Great-circle miles between two earth points, computed by the database (earthdistance). The miles
 * per meter are written into the statement, not bound, so a load's trip miles read the same as the
 * board's indexes on them (migration 0041), under a generic plan too.
 */
export function milesBetween(a: RawBuilder<unknown>, b: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(${metersBetween(a, b)} / ${sql.lit(METERS_PER_MILE)}::float8)`;
}

/**
 * Within `radiusMiles` of `center`: earth_box narrows the search on the GiST index (a cube around
 * the circle), the distance then keeps the true circle. `point` must be spelled like the index
 * (earthAt); `computedPoint` (earthComputedAt of the same columns) spares an ll_to_earth call per row.
 */
export function withinMiles(
  center: RawBuilder<unknown>,
  radiusMiles: number | RawBuilder<number>,
  point: RawBuilder<unknown>,
  computedPoint: RawBuilder<unknown> = point,
): RawBuilder<boolean> {
  return sql<boolean>`(earth_box(${center}, ${meters(radiusMiles)}) @> ${point} and ${closerThan(center, radiusMiles, computedPoint)})`;
}

/**
 * The distance test of withinMiles alone, which no index answers: for a walk that another index
 * already narrows (the board's cells), so that the planner keeps to that index.
 */
export function closerThan(center: RawBuilder<unknown>, radiusMiles: number | RawBuilder<number>, computedPoint: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`${metersBetween(center, computedPoint)} <= ${meters(radiusMiles)}`;
}

function meters(radiusMiles: number | RawBuilder<number>) {
  return typeof radiusMiles === 'number' ? sql`${radiusMiles * METERS_PER_MILE}::float8` : sql`(${radiusMiles} * ${METERS_PER_MILE}::float8)`;
}
