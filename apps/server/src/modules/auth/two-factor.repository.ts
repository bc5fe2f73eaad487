import { sql } from 'kysely';
import type { Db } from '../../db/db';

export function findTwoFactor(db: Db, userId: number) {
  return db.selectFrom('user_two_factor').select(['user_id', 'secret_encrypted', 'enabled_at', 'last_used_step']).where('user_id', '=', userId).executeTakeFirst();
}

/** Locks the row for a code check, so one step cannot be used twice by parallel requests. */
export function lockTwoFactor(trx: Db, userId: number) {
  return trx.selectFrom('user_two_factor').select(['user_id', 'secret_encrypted', 'enabled_at', 'last_used_step']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

/** A new pending secret replaces any earlier one (enrolment may be restarted until confirmed). */
export async function upsertPendingSecret(db: Db, userId: number, secretEncrypted: string): Promise<void> {
  await db
    .insertInto('user_two_factor')
    .values({ user_id: userId, secret_encrypted: secretEncrypted })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret_encrypted: secretEncrypted, enabled_at: null, last_used_step: null, created_at: sql`now()` }))
    .execute();
}

export async function markEnabled(trx: Db, userId: number, step: number): Promise<void> {
  await trx.updateTable('user_two_factor').set({ enabled_at: sql`now()`, last_used_step: step }).where('user_id', '=', userId).execute();
}

export async function recordUsedStep(trx: Db, userId: number, step: number): Promise<void> {
  await trx.updateTable('user_two_factor').set({ last_used_step: step }).where('user_id', '=', userId).execute();
}

export async function deleteTwoFactor(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(trx: Db, userId: number, hashes: string[]): Promise<void> {
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx.insertInto('recovery_codes').values(hashes.map((code_hash) => ({ user_id: userId, code_hash }))).execute();
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('recovery_codes').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Spends an unused recovery code atomically: a code works once even when sent twice at once. */
export function spendRecoveryCode(trx: Db, userId: number, codeHash: string) {
  return trx
    .updateTable('recovery_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
}

// ---- sign-in challenges (only the token's hash is kept) ----------------------------------------

export async function insertChallenge(db: Db, userId: number, tokenHash: string, ttlSeconds: number) {
  return db
    .insertInto('sign_in_challenges')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: sql`now() + make_interval(secs => ${ttlSeconds})` })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
}

export function lockLiveChallenge(trx: Db, tokenHash: string) {
  return trx
    .selectFrom('sign_in_challenges')
    .select(['id', 'user_id', 'failed_attempts'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .forUpdate()
    .executeTakeFirst();
}

export async function countChallengeFailure(db: Db, id: number, spend: boolean): Promise<void> {
  await db
    .updateTable('sign_in_challenges')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1), ...(spend ? { used_at: sql<Date>`now()` } : {}) }))
    .where('id', '=', id)
    .execute();
}

export async function spendChallenge(db: Db, id: number): Promise<void> {
  await db.updateTable('sign_in_challenges').set({ used_at: sql`now()` }).where('id', '=', id).execute();
}
