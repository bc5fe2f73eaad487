import { sql, type Kysely } from 'kysely';

/**
 * Orders consolidated onto another order's shipment: the order's own shipment is voided and the order
 * travels on the anchor shipment, which took its stops and freight. One row per consolidated order
 * (an order travels on one shipment); the anchor's own order is not listed (decision 0296).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table consolidated_orders (
    order_id integer primary key references orders(id),
    shipment_id integer not null references shipments(id),
    created_by_user_id integer references users(id),
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index consolidated_orders_shipment_idx on consolidated_orders (shipment_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table consolidated_orders`.execute(db);
}
