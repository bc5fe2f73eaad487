import { sql, type Kysely } from 'kysely';

/**
 * How a shipment was won (tender, Book It Now, contract or spot rate), the quote behind it and the
 * accessorials booked with it (a spot booking keeps only Hazmat); and lookups by shipment that the
 * rate request and tender answers need.
 */
const statements = [
  `alter table shipments add column booked_rate_type text
     check (booked_rate_type in ('Tender','BookItNow','Contract','Spot'))`,
  `alter table shipments add column booked_quote_id text`,
  `alter table shipments add column booked_accessorials text[] not null default '{}'`,
  `create index rate_requests_shipment_idx on rate_requests (shipment_id)`,
  `create index tenders_shipment_status_idx on tenders (shipment_id, status)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`drop index if exists tenders_shipment_status_idx`).execute(db);
  await sql.raw(`drop index if exists rate_requests_shipment_idx`).execute(db);
  await sql.raw(`alter table shipments drop column booked_accessorials, drop column booked_quote_id, drop column booked_rate_type`).execute(db);
}
