import { CHALLENGE_MAX_ATTEMPTS, CHALLENGE_TTL_SECONDS, type TwoFactorSignIn } from '@portal/domain/profile/two-factor';
import type { TwoFactorChallenge } from '@portal/domain/auth/current-user';
import type { Db } from '../../db/db';
import { fieldErrors, HttpProblem } from '../../lib/problem';
import type { AccessTokenService } from './access-tokens';
import { findUserById, recordSuccessfulLogin } from './auth.repository';
import { hashOneTimeToken, newOneTimeToken } from './one-time-tokens';
import { hasPasskey } from './passkeys.repository';
import { startSession, type ClientInfo, type NewSession } from './sessions';
import { attemptFailed, attemptSucceeded, claimAttempt, signInAddress } from './sign-in-throttle';
import { hashRecoveryCode } from './two-factor-crypto';
import { acceptTotpCode, WRONG_TOTP_CODE, type TwoFactorContext } from './two-factor.service';
import { countChallengeFailure, findTwoFactor, insertChallenge, lockLiveChallenge, lockTwoFactor, recordUsedStep, spendChallenge, spendRecoveryCode } from './two-factor.repository';
import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';

/** The second step of a sign-in with two-factor sign-in on. */

export const SIGN_IN_EXPIRED = AUTH_MESSAGES.signInExpired;
const expired = () => new HttpProblem(401, 'Unauthorized', SIGN_IN_EXPIRED);

/**
 * After a correct password: the challenge that asks for the code or a passkey (a passkey is a second
 * factor on its own), or undefined when the account has neither.
 */
export async function twoFactorChallengeFor(db: Db, userId: number): Promise<TwoFactorChallenge | undefined> {
  const row = await findTwoFactor(db, userId);
  const methods = [...(row?.enabled_at ? (['code'] as const) : []), ...((await hasPasskey(db, userId)) ? (['passkey'] as const) : [])];
  if (methods.length === 0) return undefined;
  const { token, hash } = newOneTimeToken();
  const inserted = await insertChallenge(db, userId, hash, CHALLENGE_TTL_SECONDS);
  return { twoFactorRequired: true, challengeToken: token, expiresAt: inserted.expires_at.toISOString(), methods };
}

/** Checks the code or recovery code inside one transaction; true when it was accepted (and spent). */
async function verifySecondFactor(ctx: TwoFactorContext, tokenHash: string, input: TwoFactorSignIn): Promise<{ ok: boolean; challengeId: number; failures: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const challenge = await lockLiveChallenge(trx, tokenHash);
    if (!challenge) throw expired();
    const row = await lockTwoFactor(trx, challenge.user_id);
    if (!row?.enabled_at) throw expired();
    let ok = false;
    if (input.code !== undefined) {
      const step = await acceptTotpCode(trx, ctx, row, input.code.trim());
      if (step !== undefined) {
        await recordUsedStep(trx, row.user_id, step);
        ok = true;
      }
    } else if (input.recoveryCode !== undefined) {
      ok = (await spendRecoveryCode(trx, row.user_id, hashRecoveryCode(input.recoveryCode))) !== undefined;
    }
    if (ok) await spendChallenge(trx, challenge.id);
    return { ok, challengeId: challenge.id, failures: challenge.failed_attempts };
  });
}

/**
 * The code (or a recovery code) for a challenge. Each attempt counts like a sign-in attempt (the
 * same delays and lock), and a challenge takes at most five wrong codes, so a stolen password
 * alone cannot walk the million codes.
 */
export async function completeTwoFactorSignIn(ctx: TwoFactorContext & { accessTokens: AccessTokenService }, input: TwoFactorSignIn, client?: ClientInfo): Promise<NewSession> {
  const tokenHash = hashOneTimeToken(input.challengeToken);
  const live = await ctx.db.transaction().execute((trx) => lockLiveChallenge(trx, tokenHash));
  if (!live) throw expired();
  const attempt = await claimAttempt(ctx.db, live.user_id, signInAddress(client?.ip));
  const result = await verifySecondFactor(ctx, tokenHash, input);
  if (!result.ok) {
    await countChallengeFailure(ctx.db, result.challengeId, result.failures + 1 >= CHALLENGE_MAX_ATTEMPTS);
    throw (await attemptFailed(ctx, attempt)) ?? new HttpProblem(401, 'Unauthorized', WRONG_TOTP_CODE, fieldErrors({ code: [WRONG_TOTP_CODE] }));
  }
  const user = await findUserById(ctx.db, live.user_id);
  if (!user || user.status !== 'Active') throw expired();
  await attemptSucceeded(ctx.db, attempt);
  await recordSuccessfulLogin(ctx.db, user.id);
  return startSession(ctx, user, { client, method: input.code !== undefined ? 'two-factor code' : 'recovery code' });
}
