import {
  PASSKEY_CHALLENGE_TTL_SECONDS,
  type PasskeyAssertion,
  type PasskeyAuthenticationOptions,
  type PasskeySignIn,
  type TwoFactorPasskeySignIn,
} from '@portal/domain/auth/passkeys';
import { CHALLENGE_MAX_ATTEMPTS } from '@portal/domain/profile/two-factor';
import { badRequest, HttpProblem } from '../../lib/problem';
import type { AccessTokenService } from './access-tokens';
import { findUserById, recordSuccessfulLogin } from './auth.repository';
import { doNotUseProblem } from './auth-problems';
import { hashOneTimeToken } from './one-time-tokens';
import { authenticationOptions, challengeOf, checkAssertion, relyingPartyOf } from './passkey-webauthn';
import type { PasskeyContext } from './passkeys.service';
import { findPasskeyByCredentialId, insertPasskeyChallenge, listPasskeys, recordPasskeyUse, spendPasskeyChallenge, type PasskeyChallengePurpose, type PasskeyRow } from './passkeys.repository';
import { startSession, type ClientInfo, type NewSession } from './sessions';
import { attemptFailed, attemptSucceeded, claimAttempt, signInAddress } from './sign-in-throttle';
import { countChallengeFailure, lockLiveChallenge, spendChallenge } from './two-factor.repository';
import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';

/**
 * Signing in with a passkey: alone (no e-mail address, no password: the passkey is something held
 * and the device's check of its owner, two factors), as the second step after a password, and as
 * the proof of a step-up.
 */

type SessionContext = PasskeyContext & { accessTokens: AccessTokenService };
type Refusal = 'expired' | 'not-accepted';

const notAccepted = () => new HttpProblem(401, 'Unauthorized', AUTH_MESSAGES.passkeyNotAccepted);
const signInExpired = () => new HttpProblem(401, 'Unauthorized', AUTH_MESSAGES.signInExpired);
const refusedProblem = (refusal: Refusal) => (refusal === 'expired' ? new HttpProblem(401, 'Unauthorized', AUTH_MESSAGES.passkeyExpired) : notAccepted());

async function newChallenge(
  ctx: PasskeyContext,
  purpose: PasskeyChallengePurpose,
  options: { userVerification: 'required' | 'preferred'; allow?: PasskeyRow[]; userId?: number; signInChallengeId?: number },
): Promise<PasskeyAuthenticationOptions> {
  const answer = await authenticationOptions(relyingPartyOf(ctx.config.publicUrl), options.userVerification, options.allow);
  await insertPasskeyChallenge(ctx.db, { challenge: answer.challenge, purpose, userId: options.userId, signInChallengeId: options.signInChallengeId, ttlSeconds: PASSKEY_CHALLENGE_TTL_SECONDS });
  return answer;
}

/**
 * Checks an assertion: its challenge (spent here, so it works once, right or wrong), the passkey it
 * names, the signature and the counter. `expected` binds the challenge to an account and a sign-in.
 */
async function acceptAssertion(
  ctx: PasskeyContext,
  assertion: PasskeyAssertion,
  expected: { purpose: PasskeyChallengePurpose; userId?: number; signInChallengeId?: number; requireUserVerification: boolean },
): Promise<{ passkey: PasskeyRow } | { refused: Refusal }> {
  const challenge = challengeOf(assertion.response.clientDataJSON);
  if (!challenge) return { refused: 'not-accepted' };
  const spent = await spendPasskeyChallenge(ctx.db, challenge, expected.purpose);
  if (!spent) return { refused: 'expired' };
  if (expected.userId !== undefined && spent.user_id !== expected.userId) return { refused: 'expired' };
  if (expected.signInChallengeId !== undefined && spent.sign_in_challenge_id !== expected.signInChallengeId) return { refused: 'expired' };
  const passkey = await findPasskeyByCredentialId(ctx.db, assertion.id);
  if (!passkey || (expected.userId !== undefined && passkey.user_id !== expected.userId)) return { refused: 'not-accepted' };
  // A discoverable passkey names its account too: it must be the account the credential is on.
  if (assertion.response.userHandle !== undefined && assertion.response.userHandle !== passkey.user_handle) return { refused: 'not-accepted' };
  const counter = await checkAssertion(relyingPartyOf(ctx.config.publicUrl), assertion, challenge, passkey, expected.requireUserVerification, ctx.log);
  if (counter === undefined || !(await recordPasskeyUse(ctx.db, passkey.id, passkey.counter, counter))) return { refused: 'not-accepted' };
  return { passkey };
}

// ---- sign-in without a password -----------------------------------------------------------------

/** Options for the sign-in page: no account named, the browser offers the passkeys it holds for us. */
export function passkeySignInOptions(ctx: PasskeyContext): Promise<PasskeyAuthenticationOptions> {
  return newChallenge(ctx, 'sign-in', { userVerification: 'required' });
}

/**
 * A session for a passkey's signature. An unknown passkey, a wrong signature and an account that
 * may not sign in get one answer; Do Not Use is told, as after a correct password. No code is
 * asked after it: the device checked its owner (user verification is required here).
 */
export async function signInWithPasskey(ctx: SessionContext, input: PasskeySignIn, client?: ClientInfo): Promise<NewSession> {
  const result = await acceptAssertion(ctx, input.response, { purpose: 'sign-in', requireUserVerification: true });
  if ('refused' in result) throw refusedProblem(result.refused);
  const user = await findUserById(ctx.db, result.passkey.user_id);
  if (!user || user.status !== 'Active') throw notAccepted();
  if (user.do_not_use) throw doNotUseProblem();
  // A proven sign-in from this address: its earlier password failures end, as after a correct password.
  await attemptSucceeded(ctx.db, { userId: user.id, address: signInAddress(client?.ip), failures: 0 });
  await recordSuccessfulLogin(ctx.db, user.id);
  return startSession(ctx, user, { client, method: 'passkey' });
}

// ---- the second step after a password -----------------------------------------------------------

/** Options for the second step: the account's own passkeys, bound to the password's challenge. */
export async function secondFactorPasskeyOptions(ctx: PasskeyContext, challengeToken: string): Promise<PasskeyAuthenticationOptions> {
  const live = await ctx.db.transaction().execute((trx) => lockLiveChallenge(trx, hashOneTimeToken(challengeToken)));
  if (!live) throw signInExpired();
  const passkeys = await listPasskeys(ctx.db, live.user_id);
  if (passkeys.length === 0) throw badRequest(AUTH_MESSAGES.noPasskey);
  // The password was the knowledge factor: here the passkey is possession, with or without the device's own check.
  return newChallenge(ctx, 'second-factor', { userVerification: 'preferred', allow: passkeys, userId: live.user_id, signInChallengeId: live.id });
}

/**
 * The passkey instead of the code. Counted like a code: the same sign-in attempt throttle, and the
 * challenge's five wrong answers.
 */
export async function completeTwoFactorSignInWithPasskey(ctx: SessionContext, input: TwoFactorPasskeySignIn, client?: ClientInfo): Promise<NewSession> {
  const tokenHash = hashOneTimeToken(input.challengeToken);
  const live = await ctx.db.transaction().execute((trx) => lockLiveChallenge(trx, tokenHash));
  if (!live) throw signInExpired();
  const attempt = await claimAttempt(ctx.db, live.user_id, signInAddress(client?.ip));
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const challenge = await lockLiveChallenge(trx, tokenHash);
    if (!challenge) throw signInExpired();
    const result = await acceptAssertion({ db: trx, config: ctx.config, log: ctx.log }, input.response, {
      purpose: 'second-factor',
      userId: challenge.user_id,
      signInChallengeId: challenge.id,
      requireUserVerification: false,
    });
    if ('passkey' in result) await spendChallenge(trx, challenge.id);
    return { result, challengeId: challenge.id, failures: challenge.failed_attempts };
  });
  if ('refused' in outcome.result) {
    await countChallengeFailure(ctx.db, outcome.challengeId, outcome.failures + 1 >= CHALLENGE_MAX_ATTEMPTS);
    throw (await attemptFailed(ctx, attempt)) ?? refusedProblem(outcome.result.refused);
  }
  const user = await findUserById(ctx.db, live.user_id);
  if (!user || user.status !== 'Active' || user.do_not_use) throw signInExpired();
  await attemptSucceeded(ctx.db, attempt);
  await recordSuccessfulLogin(ctx.db, user.id);
  return startSession(ctx, user, { client, method: 'passkey' });
}

// ---- step-up -------------------------------------------------------------------------------------

/** Options for "confirm it's you": the caller's own passkeys, with the device's check of its owner. */
export async function stepUpPasskeyOptions(ctx: PasskeyContext, userId: number): Promise<PasskeyAuthenticationOptions> {
  const passkeys = await listPasskeys(ctx.db, userId);
  if (passkeys.length === 0) throw badRequest(AUTH_MESSAGES.noPasskey, { passkey: [AUTH_MESSAGES.noPasskey] });
  return newChallenge(ctx, 'step-up', { userVerification: 'required', allow: passkeys, userId });
}

/** 400 on the passkey field unless the assertion is one of the caller's passkeys signing their step-up challenge. */
export async function checkStepUpPasskey(ctx: PasskeyContext, userId: number, assertion: PasskeyAssertion): Promise<void> {
  const result = await acceptAssertion(ctx, assertion, { purpose: 'step-up', userId, requireUserVerification: true });
  if ('refused' in result) {
    const message = result.refused === 'expired' ? AUTH_MESSAGES.passkeyExpired : AUTH_MESSAGES.passkeyNotAccepted;
    throw badRequest(message, { passkey: [message] });
  }
}
