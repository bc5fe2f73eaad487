import { sql, type Kysely } from 'kysely';

/**
 * Sessions end by generation, not by time: every access token carries the user's session
 * generation, and a new password moves it on. Comparing issue times in whole seconds (0009) let a
 * token signed in during the second of a reset outlive it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column session_generation integer not null default 0`.execute(db);
  await sql`alter table users drop column if exists sessions_valid_after`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column if not exists sessions_valid_after timestamptz`.execute(db);
  await sql`alter table users drop column if exists session_generation`.execute(db);
}
