import { sql, type Kysely } from 'kysely';

/**
 * Carrier compliance: each carrier's record as FMCSA knows it (keyed by USDOT number: authority,
 * safety rating, out-of-service order, when it was last checked), its insurance (filings FMCSA holds
 * and certificates uploaded through the portal, each PDF a document of the carrier), the brokerage's
 * insurance minimums (one row), the expiry alerts already sent (one per certificate and threshold),
 * and the local stand-in for FMCSA's answers, in the database so every server process reads the same.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table carrier_compliance (
    usdot text primary key,
    carrier_id integer not null unique references companies (id),
    mc_number text,
    legal_name text,
    dba_name text,
    authority_status text not null check (authority_status in ('Active', 'Inactive', 'Pending', 'Revoked')),
    authority_granted_on date,
    authority_status_on date,
    safety_rating text,
    out_of_service boolean not null default false,
    last_checked_at timestamptz,
    check_error text,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table carrier_insurance (
    id serial primary key,
    carrier_id integer not null references companies (id),
    coverage text not null check (coverage in ('AutoLiability', 'Cargo', 'General')),
    insurer text not null,
    policy_number text not null,
    amount_cents bigint not null check (amount_cents > 0),
    effective_on date not null,
    expires_on date not null,
    source text not null check (source in ('Filing', 'Certificate')),
    document_id uuid references documents (id),
    uploaded_by_user_id integer references users (id),
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index carrier_insurance_carrier_idx on carrier_insurance (carrier_id, coverage)`.execute(db);
  await sql`create table compliance_minimums (
    id boolean primary key default true check (id),
    auto_liability_cents bigint not null,
    cargo_cents bigint not null,
    updated_at timestamptz,
    updated_by_user_id integer references users (id)
  )`.execute(db);
  await sql`insert into compliance_minimums (id, auto_liability_cents, cargo_cents) values (true, 100000000, 10000000)`.execute(db);
  await sql`create table compliance_expiry_alerts (
    insurance_id integer not null references carrier_insurance (id) on delete cascade,
    threshold_days integer not null,
    carrier_id integer not null references companies (id),
    coverage text not null,
    expires_on date not null,
    sent_at timestamptz not null,
    primary key (insurance_id, threshold_days)
  )`.execute(db);
  await sql`create index compliance_expiry_alerts_carrier_idx on compliance_expiry_alerts (carrier_id, sent_at)`.execute(db);
  await sql`create table fake_fmcsa_carriers (
    usdot text primary key,
    answer jsonb not null,
    updated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table fake_fmcsa_carriers`.execute(db);
  await sql`drop table compliance_expiry_alerts`.execute(db);
  await sql`drop table compliance_minimums`.execute(db);
  await sql`drop table carrier_insurance`.execute(db);
  await sql`drop table carrier_compliance`.execute(db);
}
