import { sql, type Kysely } from 'kysely';

/**
 * Found by `npm run bench` at 1,000,000 shipments (docs/performance.md, finding 3): a 100-mile board
 * search around Chicago matches about 6,000 loads, and the page and its count each read all of them
 * from the table (about 6,000 buffers each) to test the pickup window, partials and the distance.
 *
 * The board's three indexes (by origin, by destination, and by pickup for a search without a
 * place) become covering: they also hold every column a board search filters, sorts or counts on,
 * and the id to join the page back. A search then ranks and counts its matches with an index-only
 * scan and reads only the page's rows (boardPage in freight.repository.ts).
 */
const COVERED = sql.raw(
  'origin_latitude, origin_longitude, destination_latitude, destination_longitude, id, is_partial, ' +
    'pickup_late, delivery_early, total_miles, posted_rate_cents, weight_lbs, equipment_mode',
);

export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index shipments_board_idx`.execute(db);
  await sql`drop index shipments_board_origin_idx`.execute(db);
  await sql`drop index shipments_board_destination_idx`.execute(db);
  await sql`create index shipments_board_cover_idx on shipments (pickup_early) include (${COVERED}) where status = 1`.execute(db);
  await sql`create index shipments_board_origin_cover_idx on shipments
    using gist (ll_to_earth(origin_latitude, origin_longitude)) include (pickup_early, ${COVERED}) where status = 1`.execute(db);
  await sql`create index shipments_board_destination_cover_idx on shipments
    using gist (ll_to_earth(destination_latitude, destination_longitude)) include (pickup_early, ${COVERED}) where status = 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists shipments_board_destination_cover_idx`.execute(db);
  await sql`drop index if exists shipments_board_origin_cover_idx`.execute(db);
  await sql`drop index if exists shipments_board_cover_idx`.execute(db);
  await sql`create index shipments_board_idx on shipments (pickup_early) where status = 1`.execute(db);
  await sql`create index shipments_board_origin_idx on shipments using gist (ll_to_earth(origin_latitude, origin_longitude)) where status = 1`.execute(db);
  await sql`create index shipments_board_destination_idx on shipments using gist (ll_to_earth(destination_latitude, destination_longitude)) where status = 1`.execute(db);
}
