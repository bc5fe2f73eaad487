import { sql, type Kysely } from 'kysely';

/**
 * Indexes on ll_to_earth() failed automatic ANALYZE on PostgreSQL ("type earth does not exist"):
 * autovacuum runs with a restricted search_path and earthdistance's SQL functions name their types
 * unqualified. Pinning the function's search_path makes index expressions work in every session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter function ll_to_earth(float8, float8) set search_path = public, pg_catalog`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter function ll_to_earth(float8, float8) reset search_path`.execute(db);
}
