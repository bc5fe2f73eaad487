import { sql } from 'kysely';
import type { Db } from './db';

/**
 * Answers remembered by Idempotency-Key (per user and operation): a retried request with the same
 * key and body gets the first answer again instead of doing the work twice. Keys live a day.
 */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export interface RememberedAnswer {
  requestHash: string;
  statusCode: number;
  response: unknown;
}

/** Takes the key's lock for the rest of the transaction, so two retries at once run one after the other. */
export async function lockIdempotencyKey(trx: Db, userId: number, operation: string, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${userId}:${operation}:${key}`}, 0))`.execute(trx);
}

export async function findRememberedAnswer(db: Db, userId: number, operation: string, key: string): Promise<RememberedAnswer | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response'])
    .where('user_id', '=', userId)
    .where('operation', '=', operation)
    .where('key', '=', key)
    .where('created_at', '>', sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`)
    .executeTakeFirst();
  return row ? { requestHash: row.request_hash, statusCode: row.status_code, response: row.response } : undefined;
}

export async function rememberAnswer(trx: Db, userId: number, operation: string, key: string, answer: RememberedAnswer): Promise<void> {
  await trx
    .insertInto('idempotency_keys')
    .values({ user_id: userId, operation, key, request_hash: answer.requestHash, status_code: answer.statusCode, response: JSON.stringify(answer.response) })
    .onConflict((oc) => oc.columns(['user_id', 'operation', 'key']).doUpdateSet({ request_hash: answer.requestHash, status_code: answer.statusCode, response: JSON.stringify(answer.response), created_at: sql`now()` }))
    .execute();
}
