import { sql, type Kysely } from 'kysely';

/**
 * Pay speed and notices of assignment. Each carrier invoice carries the speed its carrier chose
 * (standard terms, or quick pay for a fee) and the fee in cents, fixed when quick pay was chosen.
 * The quick pay fee table is versioned: one row per effective date with a rate per score-card tier
 * (the top tier is always free). A notice of assignment (NOA) is filed by a factoring company for a
 * carrier and decided by the brokerage; its release follows the same path on the same row. A
 * carrier has at most one notice open (filed, active, or with a release filed) at a time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table ap_invoices
    add column pay_speed text not null default 'standard' check (pay_speed in ('standard', 'quick')),
    add column quick_pay_fee_cents integer not null default 0 check (quick_pay_fee_cents >= 0),
    add column pay_speed_changed_at timestamptz`.execute(db);

  await sql`create table quick_pay_fee_versions (
    id serial primary key,
    effective_on date not null unique,
    good_basis_points integer not null check (good_basis_points between 0 and 2000),
    at_risk_basis_points integer not null check (at_risk_basis_points between 0 and 2000),
    not_rated_basis_points integer not null check (not_rated_basis_points between 0 and 2000),
    created_by_user_id integer references users (id),
    created_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table notices_of_assignment (
    id serial primary key,
    carrier_id integer not null references companies (id),
    factoring_company_id integer not null references companies (id),
    status text not null check (status in ('Filed', 'Rejected', 'Active', 'ReleaseFiled', 'Released')),
    effective_on date not null,
    document_id uuid not null references documents (id),
    filed_by_user_id integer references users (id),
    filed_at timestamptz not null default now(),
    decided_by_user_id integer references users (id),
    decided_at timestamptz,
    reject_reason text,
    release_effective_on date,
    release_document_id uuid references documents (id),
    release_filed_by_user_id integer references users (id),
    release_filed_at timestamptz,
    release_decided_by_user_id integer references users (id),
    release_decided_at timestamptz,
    release_reject_reason text
  )`.execute(db);
  await sql`create unique index notices_of_assignment_one_open_idx on notices_of_assignment (carrier_id)
    where status in (${sql.lit('Filed')}, ${sql.lit('Active')}, ${sql.lit('ReleaseFiled')})`.execute(db);
  await sql`create index notices_of_assignment_factor_idx on notices_of_assignment (factoring_company_id, filed_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table notices_of_assignment`.execute(db);
  await sql`drop table quick_pay_fee_versions`.execute(db);
  await sql`alter table ap_invoices drop column pay_speed_changed_at, drop column quick_pay_fee_cents, drop column pay_speed`.execute(db);
}
