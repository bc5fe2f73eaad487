import { sql, type Kysely } from 'kysely';

/**
 * Indexes the shell's shipment queries need at a million shipments:
 * - customer_id: brokers see shipments by customer (shipment visibility) and nothing indexed it,
 *   so every broker list, count and search was a sequential scan;
 * - shipment_number under the "C" collation: serves both the prefix match and the
 *   newest-number-first order of the quick search, so a short prefix stops after one page
 *   instead of sorting every match. (The text_pattern_ops index matches prefixes but cannot give
 *   that order under a non-C database collation.)
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists shipments_customer_status_idx on shipments (customer_id, status)`.execute(db);
  await sql`create index if not exists shipments_number_c_idx on shipments (shipment_number collate "C")`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists shipments_number_c_idx`.execute(db);
  await sql`drop index if exists shipments_customer_status_idx`.execute(db);
}
