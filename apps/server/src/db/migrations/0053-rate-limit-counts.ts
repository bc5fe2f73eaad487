import { sql, type Kysely } from 'kysely';

/**
 * The per-address request counts, shared by every process and server through PostgreSQL when no
 * Redis is configured. Unlogged: a count is worth nothing after a crash, and writing it to the
 * write-ahead log (and to the replica) would cost on every limited request.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unlogged table rate_limit_counts (
    key text primary key,
    hits integer not null,
    window_ends timestamptz not null
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists rate_limit_counts`.execute(db);
}
