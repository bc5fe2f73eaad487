import { sql, type Kysely } from 'kysely';

/**
 * The date each carrier invoice is expected to be paid, stored so the invoice lists can sort and
 * filter by it page by page on the server (docs/decisions/0323-pay-date-prediction-stored-and-kept-current.md).
 * The rule (terms, pay speed, business days and holidays) is the domain's; the server writes the
 * date whenever one of its inputs changes, and keeps it once the invoice is paid, so the date
 * says what was expected before the payment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table ap_invoices add column predicted_pay_on date`.execute(db);
  await sql`create index ap_invoices_predicted_pay_on on ap_invoices (predicted_pay_on, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists ap_invoices_predicted_pay_on`.execute(db);
  await sql`alter table ap_invoices drop column if exists predicted_pay_on`.execute(db);
}
