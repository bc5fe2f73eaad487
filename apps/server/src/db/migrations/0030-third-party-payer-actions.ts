import { sql, type Kysely } from 'kysely';

/**
 * A third-party payer works its invoices: approving one (Received -> Settled), disputing one with
 * a reason (kept after the dispute is resolved, so the carrier and the brokerage can read it), and
 * paying one (Settled -> Paid in Full) with its payment reference and date. Each records who did it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table third_party_invoices
      add column approved_at timestamptz,
      add column approved_by_user_id integer references users (id),
      add column disputed_at timestamptz,
      add column disputed_by_user_id integer references users (id),
      add column dispute_reason text,
      add column paid_on date,
      add column payment_reference text,
      add column paid_by_user_id integer references users (id),
      add constraint third_party_invoices_dispute_check check ((disputed_at is null) = (dispute_reason is null)),
      add constraint third_party_invoices_payment_check check ((paid_on is null) = (payment_reference is null))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table third_party_invoices
      drop constraint third_party_invoices_payment_check,
      drop constraint third_party_invoices_dispute_check,
      drop column paid_by_user_id,
      drop column payment_reference,
      drop column paid_on,
      drop column dispute_reason,
      drop column disputed_by_user_id,
      drop column disputed_at,
      drop column approved_by_user_id,
      drop column approved_at`.execute(db);
}
