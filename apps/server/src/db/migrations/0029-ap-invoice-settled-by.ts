import { sql, type Kysely } from 'kysely';

/**
 * Who approved (settled) each payables invoice, so that the person who pays it can be told apart
 * from the person who approved it. Invoices settled before this column existed keep null: nobody
 * recorded an approver for them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table ap_invoices add column settled_by_user_id integer references users (id)`.execute(db);
  // The back office lists the invoices of one status (Received to approve, Settled to pay): small
  // slices of a table that grows by one invoice per shipment.
  await sql`create index ap_invoices_back_office_idx on ap_invoices (status, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index ap_invoices_back_office_idx`.execute(db);
  await sql`alter table ap_invoices drop column settled_by_user_id`.execute(db);
}
