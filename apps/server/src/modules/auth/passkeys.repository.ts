import { sql } from 'kysely';
import type { Db } from '../../db/db';
import { anyRow } from '../../db/any-row';

const COLUMNS = ['id', 'user_id', 'credential_id', 'public_key', 'counter', 'transports', 'user_handle', 'name', 'synced', 'created_at', 'last_used_at'] as const;

export function listPasskeys(db: Db, userId: number) {
  return db.selectFrom('passkeys').select(COLUMNS).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export type PasskeyRow = Awaited<ReturnType<typeof listPasskeys>>[number];

export async function hasPasskey(db: Db, userId: number): Promise<boolean> {
  return anyRow(db.selectFrom('passkeys').where('user_id', '=', userId));
}

export function findPasskeyByCredentialId(db: Db, credentialId: string) {
  return db.selectFrom('passkeys').select(COLUMNS).where('credential_id', '=', credentialId).executeTakeFirst();
}

/** The new passkey, or undefined when its credential is already on an account. */
export function insertPasskey(
  db: Db,
  row: { id: string; userId: number; credentialId: string; publicKey: string; counter: number; transports: string[]; userHandle: string; name: string; synced: boolean },
) {
  return db
    .insertInto('passkeys')
    .values({
      id: row.id,
      user_id: row.userId,
      credential_id: row.credentialId,
      public_key: row.publicKey,
      counter: row.counter,
      transports: row.transports,
      user_handle: row.userHandle,
      name: row.name,
      synced: row.synced,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function renamePasskey(db: Db, userId: number, id: string, name: string) {
  return db.updateTable('passkeys').set({ name }).where('id', '=', id).where('user_id', '=', userId).returning(COLUMNS).executeTakeFirst();
}

/** The removed passkey's name, or undefined when the user has no passkey of that id. */
export function deletePasskey(db: Db, userId: number, id: string) {
  return db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).returning('name').executeTakeFirst();
}

/**
 * Stores the counter of a signature just checked. Only from the counter the check read: of two
 * signatures checked at once against the same count, one is refused.
 */
export async function recordPasskeyUse(db: Db, id: string, checkedCounter: number, newCounter: number): Promise<boolean> {
  const row = await db
    .updateTable('passkeys')
    .set({ counter: newCounter, last_used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('counter', '=', checkedCounter)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// ---- challenges ---------------------------------------------------------------------------------

export type PasskeyChallengePurpose = 'registration' | 'sign-in' | 'second-factor' | 'step-up';

/** Expired challenges removed per new one: the public sign-in options would otherwise pile them up. */
const PRUNE_BATCH = 100;

export async function insertPasskeyChallenge(
  db: Db,
  challenge: { challenge: string; purpose: PasskeyChallengePurpose; userId?: number; signInChallengeId?: number; userHandle?: string; ttlSeconds: number },
): Promise<void> {
  await db
    .deleteFrom('passkey_challenges')
    .where('id', 'in', (eb) => eb.selectFrom('passkey_challenges').select('id').where('expires_at', '<', sql<Date>`now()`).limit(PRUNE_BATCH))
    .execute();
  await db
    .insertInto('passkey_challenges')
    .values({
      challenge: challenge.challenge,
      purpose: challenge.purpose,
      user_id: challenge.userId ?? null,
      sign_in_challenge_id: challenge.signInChallengeId ?? null,
      user_handle: challenge.userHandle ?? null,
      expires_at: sql<Date>`now() + make_interval(secs => ${challenge.ttlSeconds})`,
    })
    .execute();
}

/** Spends a live challenge of the purpose atomically (it works once, even when sent twice at once); undefined when none. */
export function spendPasskeyChallenge(db: Db, challenge: string, purpose: PasskeyChallengePurpose) {
  return db
    .updateTable('passkey_challenges')
    .set({ used_at: sql<Date>`now()` })
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'sign_in_challenge_id', 'user_handle'])
    .executeTakeFirst();
}
