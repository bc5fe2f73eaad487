import { sql, type Kysely } from 'kysely';

/**
 * The OAuth `state` of a Samsara connection carries the PKCE code_verifier (encrypted like the
 * tokens) and the sign-in session that started it, so the code can only be redeemed by that
 * session's user and by this server. States in flight when this runs had no verifier and could not
 * complete: they go (they live ten minutes; the admin starts again).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from tracking_oauth_states`.execute(db);
  await sql`alter table tracking_oauth_states add column code_verifier_enc text not null, add column session_id text`.execute(db);
  await sql`create index tracking_oauth_states_user on tracking_oauth_states (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists tracking_oauth_states_user`.execute(db);
  await sql`alter table tracking_oauth_states drop column session_id, drop column code_verifier_enc`.execute(db);
}
