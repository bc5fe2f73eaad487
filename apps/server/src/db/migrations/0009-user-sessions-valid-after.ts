import { sql, type Kysely } from 'kysely';

/**
 * Access tokens issued before this instant no longer authenticate the user: setting a new password
 * (a reset) ends every session signed in with the old one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column sessions_valid_after timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column if exists sessions_valid_after`.execute(db);
}
