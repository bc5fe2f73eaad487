import { sql, type Kysely } from 'kysely';

/**
 * A shipment's line items are found by the order stops they are picked up or dropped at (the
 * shipment detail, every stop view). Without these indexes that lookup read every line item of every
 * order: cheap on the demo, a full scan per shipment page at a production's millions of line items.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index order_line_items_pickup_stop_idx on order_line_items (pickup_stop_id)`.execute(db);
  await sql`create index order_line_items_dropoff_stop_idx on order_line_items (dropoff_stop_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index order_line_items_dropoff_stop_idx`.execute(db);
  await sql`drop index order_line_items_pickup_stop_idx`.execute(db);
}
