import type { FastifyBaseLogger } from 'fastify';
import { matchTotpStep, totpStepAt, type TwoFactorEnrolment, type TwoFactorStatus } from '@portal/domain/profile/two-factor';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import { actorOf, recordAudit } from '../audit/record-audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict } from '../../lib/problem';
import { checkCurrentPassword } from './current-password';
import { decryptSecret, encryptSecret, enrolmentOf, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpCodeAt } from './two-factor-crypto';
import { countUnusedRecoveryCodes, deleteTwoFactor, findTwoFactor, lockTwoFactor, markEnabled, replaceRecoveryCodes, upsertPendingSecret } from './two-factor.repository';
import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';

/** Two-factor sign-in with an authenticator app: enrolment, confirmation, turning it off. */

export interface TwoFactorContext {
  db: Db;
  config: Pick<AppConfig, 'twoFactorKey'>;
  log: FastifyBaseLogger;
}

export const WRONG_TOTP_CODE = AUTH_MESSAGES.wrongTotpCode;
export const TWO_FACTOR_ALREADY_ON = AUTH_MESSAGES.twoFactorAlreadyOn;
export const NO_ENROLMENT = AUTH_MESSAGES.noEnrolment;

export async function twoFactorStatus(db: Db, caller: Caller): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(db, caller.userId);
  const enabled = !!row?.enabled_at;
  return { enabled, pending: !!row && !enabled, recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, caller.userId) : 0 };
}

/** A new secret, kept encrypted and pending; shown this once with its QR code. */
export async function startEnrolment(ctx: TwoFactorContext, caller: Caller): Promise<TwoFactorEnrolment> {
  const existing = await findTwoFactor(ctx.db, caller.userId);
  if (existing?.enabled_at) throw conflict(TWO_FACTOR_ALREADY_ON);
  const secret = newTotpSecret();
  await upsertPendingSecret(ctx.db, caller.userId, encryptSecret(secret, ctx.config.twoFactorKey));
  return enrolmentOf(secret, caller.email);
}

/**
 * The step a code matches for a locked two-factor row, recorded as used; undefined when it does
 * not match (or its step was used already).
 */
export async function acceptTotpCode(trx: Db, ctx: Pick<TwoFactorContext, 'config'>, row: { user_id: number; secret_encrypted: string; last_used_step: number | null }, code: string, now = Date.now()) {
  const secret = decryptSecret(row.secret_encrypted, ctx.config.twoFactorKey);
  const lastUsed = row.last_used_step === null ? null : Number(row.last_used_step);
  return matchTotpStep(code, totpStepAt(now), (step) => totpCodeAt(secret, step), lastUsed);
}

/** The first code turns it on; the answer carries the recovery codes, shown once. */
export async function confirmEnrolment(ctx: TwoFactorContext, caller: Caller, code: string, context: AuditContext): Promise<string[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockTwoFactor(trx, caller.userId);
    if (!row) throw badRequest(NO_ENROLMENT, { code: [NO_ENROLMENT] });
    if (row.enabled_at) throw conflict(TWO_FACTOR_ALREADY_ON);
    const step = await acceptTotpCode(trx, ctx, row, code);
    if (step === undefined) throw badRequest(WRONG_TOTP_CODE, { code: [WRONG_TOTP_CODE] });
    await markEnabled(trx, caller.userId, step);
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(trx, caller.userId, codes.map(hashRecoveryCode));
    await recordAudit(trx, { action: 'auth.two_factor_enabled', actor: actorOf(caller), target: { type: 'user', id: caller.userId }, context });
    return codes;
  });
}

/** Turning it off asks for the current password; the secret and recovery codes are deleted. */
export async function disableTwoFactor(ctx: TwoFactorContext, caller: Caller, currentPassword: string, context: AuditContext): Promise<void> {
  await checkCurrentPassword(ctx, caller.userId, currentPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await deleteTwoFactor(trx, caller.userId);
    await recordAudit(trx, { action: 'auth.two_factor_disabled', actor: actorOf(caller), target: { type: 'user', id: caller.userId }, context });
  });
}

/** New recovery codes (the old ones stop working), after the current password. */
export async function regenerateRecoveryCodes(ctx: TwoFactorContext, caller: Caller, currentPassword: string): Promise<string[]> {
  await checkCurrentPassword(ctx, caller.userId, currentPassword);
  const row = await findTwoFactor(ctx.db, caller.userId);
  if (!row?.enabled_at) throw badRequest(NO_ENROLMENT, { request: [NO_ENROLMENT] });
  const codes = newRecoveryCodes();
  await ctx.db.transaction().execute((trx) => replaceRecoveryCodes(trx, caller.userId, codes.map(hashRecoveryCode)));
  return codes;
}
