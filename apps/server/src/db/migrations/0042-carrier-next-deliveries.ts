import { sql, type Kysely } from 'kysely';

/**
 * A carrier's moving shipments (Booked to At Stop) by when they deliver: Top Picks looks for reloads
 * after the ones that deliver next, and a large carrier has tens of thousands of them (reading them
 * all to find the next 25 took 120 ms at a million shipments). The expression is spelled as the
 * query spells it (modules/load-board/top-picks.repository.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index shipments_carrier_next_delivery_idx on shipments
    (carrier_id, coalesce(delivery_late, delivery_early, pickup_late, pickup_early), id) where status between 3 and 6`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index shipments_carrier_next_delivery_idx`.execute(db);
}
