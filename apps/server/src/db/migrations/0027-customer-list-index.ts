import { sql, type Kysely } from 'kysely';

/**
 * A broker's shipment list in its default order (newest pickup first, the booked statuses), as the
 * carrier's has had since 0005: the first page is read from the start of this index instead of
 * sorting every shipment of the customer (105 ms -> 0.5 ms for the demo broker at a million shipments).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index shipments_customer_list_idx on shipments (customer_id, pickup_early desc, id desc) where status between 3 and 7`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index shipments_customer_list_idx`.execute(db);
}
