import { sql, type Kysely } from 'kysely';

/**
 * Sign-ins are server records: an access token names its session, and a session ended here (sign-out,
 * the profile's list, a new password) refuses its tokens. The refresh token is kept as a hash, with
 * the one it replaced, so a replayed old token is recognised and ends the whole session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table user_sessions (
      id uuid primary key,
      user_id integer not null references users(id) on delete cascade,
      company_id integer not null,
      mobile boolean not null default false,
      session_generation integer not null,
      ip text,
      user_agent text,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      refresh_hash text not null,
      previous_refresh_hash text,
      refreshed_at timestamptz,
      verified_at timestamptz not null default now(),
      ended_at timestamptz,
      end_reason text
    )`.execute(db);
  await sql`create index user_sessions_open_by_user on user_sessions (user_id) where ended_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists user_sessions`.execute(db);
}
