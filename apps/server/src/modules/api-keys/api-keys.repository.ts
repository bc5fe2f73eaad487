import { sql } from 'kysely';
import type { Db } from '../../db/db';

const LISTED = ['k.id', 'k.name', 'k.scopes', 'k.prefix', 'k.created_at', 'k.rotated_at', 'k.last_used_at', 'u.email as created_by'] as const;

/** The company's keys still in force (not revoked), with who made each. */
function keysInForce(db: Db, companyId: number) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.created_by_user_id')
    .select(LISTED)
    .where('k.company_id', '=', companyId)
    .where('k.revoked_at', 'is', null);
}

/** The company's keys still in force, newest first. */
export async function listCompanyKeys(db: Db, companyId: number) {
  return keysInForce(db, companyId).orderBy('k.created_at', 'desc').limit(200).execute();
}

export async function findCompanyKey(db: Db, companyId: number, id: number) {
  return keysInForce(db, companyId).where('k.id', '=', id).executeTakeFirst();
}

export async function insertKey(db: Db, key: { companyId: number; userId: number; name: string; scopes: string[]; prefix: string; keyHash: string }): Promise<number> {
  const row = await db
    .insertInto('api_keys')
    .values({ company_id: key.companyId, created_by_user_id: key.userId, name: key.name, scopes: key.scopes, prefix: key.prefix, key_hash: key.keyHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new secret for a key in force; undefined when the company has no such key. */
export async function replaceKeySecret(db: Db, companyId: number, id: number, change: { prefix: string; keyHash: string }) {
  return db
    .updateTable('api_keys')
    .set({ prefix: change.prefix, key_hash: change.keyHash, rotated_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
}

export async function revokeKey(db: Db, companyId: number, id: number) {
  return db
    .updateTable('api_keys')
    .set({ revoked_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
}

/** The key a request presents, when it is in force. */
export async function findKeyByHash(db: Db, keyHash: string) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'company_id', 'created_by_user_id', 'scopes', 'last_used_at'])
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function touchKey(db: Db, id: number): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: sql<Date>`now()` }).where('id', '=', id).execute();
}
