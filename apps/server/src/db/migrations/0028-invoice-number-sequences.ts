import { sql, type Kysely } from 'kysely';

/**
 * Invoice numbers the TMS hands out itself now that delivery opens the carrier's invoice: one
 * sequence per kind, so two deliveries at the same moment never draw the same number. Each starts
 * after the highest number already written (AP-300001..., TP-400001... in the demo data).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence ap_invoice_number_seq`.execute(db);
  await sql`create sequence third_party_invoice_number_seq`.execute(db);
  await sql`select setval('ap_invoice_number_seq', greatest(300000, coalesce((select max(substring(invoice_number from 4)::bigint) from ap_invoices where invoice_number ~ '^AP-[0-9]{1,15}$'), 0)))`.execute(db);
  await sql`select setval('third_party_invoice_number_seq', greatest(400000, coalesce((select max(substring(invoice_number from 4)::bigint) from third_party_invoices where invoice_number ~ '^TP-[0-9]{1,15}$'), 0)))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop sequence third_party_invoice_number_seq`.execute(db);
  await sql`drop sequence ap_invoice_number_seq`.execute(db);
}
