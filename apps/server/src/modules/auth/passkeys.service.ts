import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { describeUserAgent } from '@portal/domain/auth/my-sessions';
import {
  PASSKEY_CHALLENGE_TTL_SECONDS,
  PASSKEY_NAME_MAX,
  PASSKEYS_PER_USER_MAX,
  type AddPasskey,
  type Passkey,
  type PasskeyRegistrationOptions,
} from '@portal/domain/auth/passkeys';
import type { AppConfig } from '../../config';
import type { AuditContext } from '../../lib/audit-context';
import { actorOf, recordAudit } from '../audit/record-audit';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/problem';
import { challengeOf, checkRegistration, newUserHandle, registrationOptions, relyingPartyOf } from './passkey-webauthn';
import { deletePasskey, insertPasskey, insertPasskeyChallenge, listPasskeys, renamePasskey, spendPasskeyChallenge, type PasskeyRow } from './passkeys.repository';
import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';

/** A signed-in user's passkeys: enrolment, the list, renaming and removing. */

export interface PasskeyContext {
  db: Db;
  config: Pick<AppConfig, 'publicUrl'>;
  log: FastifyBaseLogger;
}

export function toPasskey(row: PasskeyRow): Passkey {
  return { id: row.id, name: row.name, createdAt: row.created_at.toISOString(), lastUsedAt: row.last_used_at?.toISOString() ?? null, synced: row.synced };
}

export async function myPasskeys(db: Db, caller: Caller): Promise<Passkey[]> {
  return (await listPasskeys(db, caller.userId)).map(toPasskey);
}

/**
 * The options of a new passkey. Every passkey of an account carries the same handle, so a device
 * asked again for the same account replaces its passkey rather than keeping two.
 */
export async function startPasskeyEnrolment(ctx: PasskeyContext, caller: Caller): Promise<PasskeyRegistrationOptions> {
  const existing = await listPasskeys(ctx.db, caller.userId);
  if (existing.length >= PASSKEYS_PER_USER_MAX) throw conflict(AUTH_MESSAGES.passkeyLimitReached);
  const handle = existing[0]?.user_handle ?? newUserHandle();
  const displayName = `${caller.firstName} ${caller.lastName}`.trim() || caller.email;
  const options = await registrationOptions(relyingPartyOf(ctx.config.publicUrl), { email: caller.email, displayName, handle }, existing);
  await insertPasskeyChallenge(ctx.db, { challenge: options.challenge, purpose: 'registration', userId: caller.userId, userHandle: handle, ttlSeconds: PASSKEY_CHALLENGE_TTL_SECONDS });
  return options;
}

/** The browser's answer to the enrolment options: checked against the challenge (once) and kept. */
export async function addPasskey(ctx: PasskeyContext, caller: Caller, input: AddPasskey, context: AuditContext): Promise<Passkey> {
  const challenge = challengeOf(input.response.response.clientDataJSON);
  const spent = challenge ? await spendPasskeyChallenge(ctx.db, challenge, 'registration') : undefined;
  if (!challenge || !spent || spent.user_id !== caller.userId || !spent.user_handle) throw badRequest(AUTH_MESSAGES.passkeyExpired, { response: [AUTH_MESSAGES.passkeyExpired] });
  const credential = await checkRegistration(relyingPartyOf(ctx.config.publicUrl), input.response, challenge, ctx.log);
  if (!credential) throw badRequest(AUTH_MESSAGES.passkeyNotAdded, { response: [AUTH_MESSAGES.passkeyNotAdded] });
  if ((await listPasskeys(ctx.db, caller.userId)).length >= PASSKEYS_PER_USER_MAX) throw conflict(AUTH_MESSAGES.passkeyLimitReached);
  const userHandle = spent.user_handle;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const added = await insertPasskey(trx, { id: randomUUID(), userId: caller.userId, ...credential, userHandle, name: input.name?.trim() || defaultName(context.userAgent) });
    if (!added) throw conflict(AUTH_MESSAGES.passkeyAlreadyAdded);
    // A new way into the account: the owner's admins can see when and from where it came.
    await recordAudit(trx, { action: 'auth.passkey_added', actor: actorOf(caller), target: { type: 'user', id: caller.userId }, context, details: { passkey: added.name } });
    return added;
  });
  return toPasskey(row);
}

/** Where it was made, until the owner names it ("Passkey on Chrome on macOS"). */
function defaultName(userAgent: string | null): string {
  return `Passkey on ${describeUserAgent(userAgent) ?? 'this device'}`.slice(0, PASSKEY_NAME_MAX);
}

export async function renameMyPasskey(db: Db, caller: Caller, id: string, name: string): Promise<Passkey> {
  const row = await renamePasskey(db, caller.userId, id, name.trim());
  if (!row) throw notFound('Passkey');
  return toPasskey(row);
}

/** Removes one of the caller's passkeys; another user's is answered like a missing one. */
export async function removeMyPasskey(db: Db, caller: Caller, id: string, context: AuditContext): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await deletePasskey(trx, caller.userId, id);
    if (!removed) throw notFound('Passkey');
    await recordAudit(trx, { action: 'auth.passkey_removed', actor: actorOf(caller), target: { type: 'user', id: caller.userId }, context, details: { passkey: removed.name } });
  });
}
