import { sql, type Kysely } from 'kysely';

/**
 * A carrier's change of who an invoice is paid to waits here until a second person confirms it:
 * another admin, whoever reads the company's registered address (token_hash of the mailed link),
 * or the brokerage's payables staff. The invoice's payee changes only on confirmation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table payee_changes (
      id serial primary key,
      ap_invoice_id integer not null references ap_invoices(id) on delete cascade,
      carrier_id integer not null references companies(id),
      from_company_id integer references companies(id),
      to_company_id integer references companies(id),
      requested_by_user_id integer not null references users(id),
      status text not null default 'Pending' check (status in ('Pending', 'Confirmed', 'Cancelled', 'Expired')),
      confirm_by text not null check (confirm_by in ('Admin', 'CompanyEmail', 'Brokerage')),
      confirm_email text,
      token_hash text unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      decided_at timestamptz,
      decided_by_user_id integer references users(id)
    )`.execute(db);
  // One held change per invoice: a second request replaces the first, even when two arrive at once.
  await sql`create unique index payee_changes_one_pending on payee_changes (ap_invoice_id) where status = 'Pending'`.execute(db);
  await sql`create index payee_changes_by_invoice on payee_changes (ap_invoice_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists payee_changes`.execute(db);
}
