import { sql, type Kysely } from 'kysely';

/**
 * Signatures taken on the phone at a load's stops, and share links of a load.
 * - A signature row holds what was signed (signer, role, time, place, the drawing), the SHA-256 of
 *   that content printed on the PDF, and the SHA-256 of the PDF as stored. A row is never changed:
 *   a trigger refuses every update, so the record and its seal stay as signed.
 * - documents.sealed_sha256 marks a document whose file must stay byte for byte as filed: every
 *   download is checked against it.
 * - A share link keeps only the SHA-256 of its token, its expiry and its revocation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table documents add column sealed_sha256 text`.execute(db);

  await sql`create table signatures (
    id serial primary key,
    shipment_id integer not null references shipments (id) on delete cascade,
    shipment_stop_id integer not null references shipment_stops (id) on delete cascade,
    carrier_id integer not null references companies (id),
    kind text not null constraint signatures_kind_check check (kind in ('Pickup', 'Delivery')),
    signer_name text not null,
    signer_role text not null,
    mode text not null constraint signatures_mode_check check (mode in ('Drawn', 'Typed')),
    image bytea,
    signed_at timestamptz not null,
    latitude double precision,
    longitude double precision,
    accuracy_m double precision,
    content_sha256 text not null,
    file_sha256 text not null,
    document_id uuid not null references documents (id),
    taken_by_user_id integer not null references users (id),
    taken_by_driver_id integer references drivers (id),
    constraint signatures_one_per_stop unique (shipment_stop_id)
  )`.execute(db);
  await sql`create index signatures_shipment_idx on signatures (shipment_id)`.execute(db);
  await sql`
    create function signatures_unchangeable() returns trigger language plpgsql as $$
    begin
      raise exception 'a signature is kept as signed';
    end
    $$`.execute(db);
  await sql`create trigger signatures_no_update before update on signatures for each row execute function signatures_unchangeable()`.execute(db);

  await sql`create table share_links (
    id serial primary key,
    shipment_id integer not null references shipments (id) on delete cascade,
    carrier_id integer not null references companies (id),
    token_hash text not null constraint share_links_token_hash_key unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz,
    created_by_user_id integer not null references users (id),
    revoked_by_user_id integer references users (id)
  )`.execute(db);
  await sql`create index share_links_shipment_idx on share_links (shipment_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table share_links`.execute(db);
  await sql`drop trigger signatures_no_update on signatures`.execute(db);
  await sql`drop function signatures_unchangeable()`.execute(db);
  await sql`drop table signatures`.execute(db);
  await sql`alter table documents drop column sealed_sha256`.execute(db);
}
