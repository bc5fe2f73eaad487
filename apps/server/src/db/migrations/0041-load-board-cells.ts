import { sql, type Kysely } from 'kysely';

/**
 * The load board searched from anywhere, at a cost that does not grow with the loads in the circle.
 *
 * Each open load is indexed by the one-degree cell of its origin, then by what a search sorts on,
 * then pickup and id (the board's tie-breakers). A radius search walks the few cells its circle
 * touches, each index range already in the asked order, and stops at the page: it no longer ranks
 * the thousands of loads around a busy city. Every sort the board offers has its index, one per
 * direction, as a load without the sorted value comes last either way. The columns the search filters
 * on ride along, so the walk never reads the table.
 *
 * The expressions are spelled exactly as the searches spell them (db/board-cells.ts, db/freight-sql.ts).
 */
const CELL = sql.raw('((floor(origin_latitude)::int + 90) * 1000 + floor(origin_longitude)::int + 180)');

const EARTH_POINT = (latitude: string, longitude: string) =>
  `cube(cube(cube(earth() * cos(radians(${latitude})) * cos(radians(${longitude}))), earth() * cos(radians(${latitude})) * sin(radians(${longitude}))), earth() * sin(radians(${latitude})))`;
const TRIP_MILES =
  `coalesce(total_miles::float8, ((2 * earth() * asin(least(cube_distance(${EARTH_POINT('origin_latitude', 'origin_longitude')}, ` +
  `${EARTH_POINT('destination_latitude', 'destination_longitude')}) / (2 * earth()), 1))) / 1609.344::float8))`;

const SORTS: Record<string, string> = {
  pickup: 'pickup_early',
  delivery: 'delivery_early',
  rate: 'posted_rate_cents',
  rate_per_mile: `(posted_rate_cents / nullif(${TRIP_MILES}, 0))`,
  miles: TRIP_MILES,
  weight: 'weight_lbs',
};

const FILTERED = [
  'origin_latitude',
  'origin_longitude',
  'destination_latitude',
  'destination_longitude',
  'pickup_early',
  'pickup_late',
  'delivery_early',
  'is_partial',
  'equipment_mode',
  'total_miles',
  'posted_rate_cents',
  'weight_lbs',
];

function included(key: string): string {
  return FILTERED.filter((column) => column !== key).join(', ');
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, key] of Object.entries(SORTS)) {
    for (const direction of ['asc', 'desc'] as const) {
      const tail = name === 'pickup' ? 'id' : 'pickup_early, id';
      await sql`create index ${sql.raw(`shipments_board_cell_${name}_${direction}_idx`)} on shipments
        (${CELL}, ${sql.raw(key)} ${sql.raw(direction)} nulls last, ${sql.raw(tail)}) include (${sql.raw(included(key))}) where status = 1`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of Object.keys(SORTS)) {
    for (const direction of ['asc', 'desc']) await sql`drop index ${sql.raw(`shipments_board_cell_${name}_${direction}_idx`)}`.execute(db);
  }
}
