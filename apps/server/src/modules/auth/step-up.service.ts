import { STEP_UP_WINDOW_SECONDS, type StepUp } from '@portal/domain/auth/step-up';
import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';
import type { Db } from '../../db/db';
import { badRequest, HttpProblem } from '../../lib/problem';
import { claimLoginAttempt, clearLoginFailures } from './auth.repository';
import { checkCurrentPassword } from './current-password';
import { checkStepUpPasskey } from './passkey-sign-in.service';
import type { PasskeyContext } from './passkeys.service';
import { markSessionVerified, findSessionState } from './sessions.repository';
import { lockIfExhausted, throttledProblem } from './sign-in-throttle';
import { acceptTotpCode, WRONG_TOTP_CODE, type TwoFactorContext } from './two-factor.service';
import { lockTwoFactor, recordUsedStep } from './two-factor.repository';

export const NO_TWO_FACTOR = AUTH_MESSAGES.noTwoFactor;

/** 403 with stepUpRequired unless the session proved who it is within the window. */
export async function assertRecentProof(db: Db, sessionId: string, now = Date.now()): Promise<void> {
  const row = await findSessionState(db, sessionId);
  if (!row || row.verified_at.getTime() < now - STEP_UP_WINDOW_SECONDS * 1000) {
    throw new HttpProblem(403, 'Forbidden', AUTH_MESSAGES.stepUpRequired, { stepUpRequired: true });
  }
}

/** A code of the authenticator app, counted like a sign-in attempt so a borrowed session cannot guess freely. */
async function checkCode(ctx: TwoFactorContext, userId: number, code: string): Promise<void> {
  const attempt = await claimLoginAttempt(ctx.db, userId);
  if (attempt === undefined) throw await throttledProblem(ctx.db, userId);
  const accepted = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockTwoFactor(trx, userId);
    if (!row?.enabled_at) throw badRequest(NO_TWO_FACTOR, { code: [NO_TWO_FACTOR] });
    const step = await acceptTotpCode(trx, ctx, row, code.trim());
    if (step === undefined) return false;
    await recordUsedStep(trx, userId, step);
    return true;
  });
  if (!accepted) throw (await lockIfExhausted(ctx, userId, attempt)) ?? badRequest(WRONG_TOTP_CODE, { code: [WRONG_TOTP_CODE] });
  await clearLoginFailures(ctx.db, userId);
}

/** The password was checked by the change itself (a new password asks for the current one): that is proof too. */
export async function recordProof(db: Db, sessionId: string): Promise<void> {
  await markSessionVerified(db, sessionId);
}

/** The password, a code or a passkey, given again: the session may make sensitive changes for the next minutes. */
export async function stepUp(ctx: TwoFactorContext & PasskeyContext, userId: number, sessionId: string, input: StepUp): Promise<{ verifiedUntil: string }> {
  if (input.password !== undefined) await checkCurrentPassword(ctx, userId, input.password);
  else if (input.code !== undefined) await checkCode(ctx, userId, input.code);
  else if (input.passkey !== undefined) await checkStepUpPasskey(ctx, userId, input.passkey);
  await markSessionVerified(ctx.db, sessionId);
  return { verifiedUntil: new Date(Date.now() + STEP_UP_WINDOW_SECONDS * 1000).toISOString() };
}
