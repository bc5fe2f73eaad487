import { createHash, randomBytes } from 'node:crypto';
import { canManageApiKeys, type ApiKey, type NewApiKey } from '@portal/domain/auth/api-keys';
import { MESSAGES } from '@portal/domain/common/messages';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { HttpProblem, notFound } from '../../lib/problem';
import type { AuditContext } from '../../lib/audit-context';
import { actorOf, recordAudit } from '../audit/record-audit';
import { findCompanyKey, insertKey, listCompanyKeys, replaceKeySecret, revokeKey } from './api-keys.repository';
import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';
import { answerMessage } from '@portal/domain/common/message-codes';

/** Keys start with this, so a leaked one is recognisable (secret scanners, logs) and told from a token. */
export const API_KEY_PREFIX = 'fpk_';

/** A new key: `fpk_` + 8 characters that name it in lists + 32 random bytes. Only the SHA-256 is kept. */
export function newApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const prefix = randomBytes(6).toString('base64url');
  const secret = `${API_KEY_PREFIX}${prefix}_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: `${API_KEY_PREFIX}${prefix}`, hash: hashApiKey(secret) };
}

/** Keys are 256 random bits: a fast hash cannot be reversed, and the lookup stays one index probe. */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A carrier's own admins manage its keys: the APIs they open are the carrier's. */
export function assertKeyManager(caller: Caller): void {
  if (caller.companyKind !== 'Carrier' || caller.driverId !== null || !canManageApiKeys(caller)) throw new HttpProblem(403, 'Forbidden', MESSAGES.notAuthorized);
}

type KeyRow = Awaited<ReturnType<typeof listCompanyKeys>>[number];

function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    rotatedAt: row.rotated_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

export async function companyKeys(db: Db, caller: Caller): Promise<ApiKey[]> {
  assertKeyManager(caller);
  return (await listCompanyKeys(db, caller.companyId)).map(toApiKey);
}

async function keyOf(db: Db, caller: Caller, id: number): Promise<ApiKey> {
  const row = await findCompanyKey(db, caller.companyId, id);
  if (!row) throw notFound('API key');
  return toApiKey(row);
}

export async function createKey(db: Db, caller: Caller, input: NewApiKey, context: AuditContext) {
  assertKeyManager(caller);
  const made = newApiKeySecret();
  const scopes = [...new Set(input.scopes)];
  const id = await db.transaction().execute(async (trx) => {
    const keyId = await insertKey(trx, { companyId: caller.companyId, userId: caller.userId, name: input.name.trim(), scopes, prefix: made.prefix, keyHash: made.hash });
    await recordAudit(trx, { action: 'api_key.created', actor: actorOf(caller), target: { type: 'api_key', id: keyId }, context, details: { name: input.name.trim(), scopes } });
    return keyId;
  });
  return { data: { ...(await keyOf(db, caller, id)), secret: made.secret }, ...answerMessage(AUTH_MESSAGES.apiKeyCreated) };
}

/** A new secret for the key; the old one stops working at once. */
export async function rotateKey(db: Db, caller: Caller, id: number, context: AuditContext) {
  assertKeyManager(caller);
  const made = newApiKeySecret();
  await db.transaction().execute(async (trx) => {
    if (!(await replaceKeySecret(trx, caller.companyId, id, { prefix: made.prefix, keyHash: made.hash }))) throw notFound('API key');
    await recordAudit(trx, { action: 'api_key.rotated', actor: actorOf(caller), target: { type: 'api_key', id }, context });
  });
  return { data: { ...(await keyOf(db, caller, id)), secret: made.secret }, ...answerMessage(AUTH_MESSAGES.apiKeyRotated) };
}

export async function revokeCompanyKey(db: Db, caller: Caller, id: number, context: AuditContext): Promise<void> {
  assertKeyManager(caller);
  await db.transaction().execute(async (trx) => {
    if (!(await revokeKey(trx, caller.companyId, id))) throw notFound('API key');
    await recordAudit(trx, { action: 'api_key.revoked', actor: actorOf(caller), target: { type: 'api_key', id }, context });
  });
}
