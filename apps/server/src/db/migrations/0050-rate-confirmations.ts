import { sql, type Kysely } from 'kysely';

/**
 * Every rate confirmation issued, one version per load and set of terms (carrier, load number,
 * pickup date, total rate): its verification code and a keyed fingerprint of the terms from the
 * booking on; the exact PDF bytes and their SHA-256 from its first download on, so every later
 * download is the document issued. A confirmation stops being current when the next version of
 * its load is issued.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table rate_confirmations (
      id serial primary key,
      shipment_id integer not null references shipments(id) on delete cascade,
      carrier_id integer not null references companies(id),
      version integer not null check (version > 0),
      code text not null unique check (code ~ '^[0-9A-HJKMNP-TV-Z]{12}$'),
      load_number text not null,
      pickup_date date not null,
      total_cents integer not null,
      terms_salt text not null,
      rate_fingerprint text not null,
      pdf bytea,
      pdf_sha256 text,
      check ((pdf is null) = (pdf_sha256 is null)),
      issued_at timestamptz not null default now(),
      superseded_at timestamptz,
      unique (shipment_id, version)
    )`.execute(db);
  // The load's confirmation in force: at most one, even when two downloads issue at once.
  await sql`create unique index rate_confirmations_current on rate_confirmations (shipment_id) where superseded_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists rate_confirmations`.execute(db);
}
