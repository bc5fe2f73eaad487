import { sql, type Kysely } from 'kysely';

/**
 * Found by `npm run bench` at 1,000,000 shipments (docs/performance.md):
 * - the carrier's shipment list sorted by pickup across the booked-to-delivered statuses read every
 *   row of the carrier and sorted them (250-620 ms); this index returns the page in order (0.24 ms);
 * - the needs-update rule probes each At Stop shipment's open stop; this partial index makes those
 *   probes index-only (41 -> 15 ms warm).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index shipments_carrier_list_idx on shipments (carrier_id, pickup_early desc, id desc) where status between 3 and 7`.execute(db);
  await sql`create index shipment_stops_open_idx on shipment_stops (shipment_id, stop_number) include (arrived_at) where arrived_at is not null and departed_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists shipment_stops_open_idx`.execute(db);
  await sql`drop index if exists shipments_carrier_list_idx`.execute(db);
}
