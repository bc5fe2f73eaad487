import { sql, type Kysely } from 'kysely';

/**
 * Keys a company's systems use on the Carrier and Trucks APIs: credentials of their own, kept as a
 * hash, with the areas they may use, rotated and revoked without touching anyone's password.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table api_keys (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      created_by_user_id integer not null references users(id) on delete cascade,
      name text not null,
      scopes text[] not null,
      prefix text not null,
      key_hash text not null unique,
      created_at timestamptz not null default now(),
      rotated_at timestamptz,
      last_used_at timestamptz,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index api_keys_by_company on api_keys (company_id) where revoked_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists api_keys`.execute(db);
}
