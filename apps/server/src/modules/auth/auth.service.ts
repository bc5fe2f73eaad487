import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CurrentUser, TwoFactorChallenge } from '@portal/domain/auth/current-user';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import type { Mailer } from '../../lib/mailer';
import { unauthorized } from '../../lib/problem';
import type { AccessTokenService } from './access-tokens';
import type { AfterAnswer } from '../../lib/after-answer';
import { activationEmail, passwordResetEmail } from './auth-emails';
import { doNotUseProblem, invalidDriverLinkProblem, invalidResetLinkProblem, wrongCredentialsProblem } from './auth-problems';
import {
  consumeAuthToken,
  countRecentAuthTokens,
  expireAuthTokens,
  findLiveAuthToken,
  findUserByEmail,
  findUserById,
  insertAuthToken,
  recordSuccessfulLogin,
  replacePasswordHash,
  setPassword,
  type AuthTokenKind,
  type UserWithCompany,
} from './auth.repository';
import { toCurrentUser } from './current-user';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { startSession, type ClientInfo, type NewSession } from './sessions';
import { endOtherSessions } from './sessions.repository';
import { attemptFailed, attemptSucceeded, claimAttempt, signInAddress } from './sign-in-throttle';
import { clearAccountFailures, clearSignInAddressFailures } from './sign-in-throttle.repository';
import { refuseCommonPassword } from './common-passwords';
import { twoFactorChallengeFor } from './two-factor-sign-in.service';
import {
  ACTIVATION_TTL_SECONDS,
  DRIVER_ENTRY_TTL_SECONDS,
  hashOneTimeToken,
  newOneTimeToken,
  PASSWORD_RESET_TTL_SECONDS,
} from './one-time-tokens';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { isLanguage } from '@portal/domain/common/language';
import { languageOfAddress } from '../../lib/mail-texts/recipient-language';

/** What the auth services need; the Fastify instance provides all of it. */
export interface AuthContext {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  accessTokens: AccessTokenService;
  log: FastifyBaseLogger;
}

export type { NewSession };

/** Reset mails per account per hour; more requests still answer 202 but send nothing. */
const RESET_MAILS_PER_HOUR = 3;

// Unknown addresses are checked against this hash, so they cost the same scrypt work as known ones
// (one per cost: the tests' apps share this module and may run at different costs).
const dummyHashes = new Map<number, Promise<string>>();
function dummy(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = hashPassword(randomBytes(16).toString('hex'), cost)));
  return hash;
}

/**
 * Sign-in. Unknown address, wrong password and a user who may not sign in (pending, disabled) all
 * get the same 401 after the same scrypt work. Do Not Use is told only after a correct password,
 * so the flag cannot be probed by address alone at this door.
 */
export async function login(ctx: AuthContext, input: { emailAddress: string; password: string }, client?: ClientInfo): Promise<NewSession | TwoFactorChallenge> {
  const user = await findUserByEmail(ctx.db, input.emailAddress);
  if (!user) {
    await verifyPassword(input.password, await dummy(ctx.config.passwordHashCost));
    await recordFailedSignIn(ctx.db, { userId: null, email: input.emailAddress.trim().toLowerCase(), companyId: null }, client, 'unknown address');
    throw wrongCredentialsProblem();
  }
  const attempt = await claimAttempt(ctx.db, user.id, signInAddress(client?.ip));

  const passwordOk = await verifyPassword(input.password, user.password_hash ?? (await dummy(ctx.config.passwordHashCost)));
  if (!passwordOk || !user.password_hash || user.status !== 'Active') {
    const refusal = await attemptFailed(ctx, attempt);
    await recordFailedSignIn(ctx.db, { userId: user.id, email: user.email, companyId: user.company_id }, client, passwordOk ? `account ${user.status.toLowerCase()}` : 'wrong password');
    throw refusal ?? wrongCredentialsProblem();
  }
  // The only moment the plain password is at hand: a hash made at an older cost is made again now.
  const cost = ctx.config.passwordHashCost;
  if (needsRehash(user.password_hash, cost)) await replacePasswordHash(ctx.db, user.id, user.password_hash, await hashPassword(input.password, cost));
  if (user.do_not_use) {
    await attemptSucceeded(ctx.db, attempt);
    await clearAccountFailures(ctx.db, user.id);
    throw doNotUseProblem();
  }
  // With two-factor sign-in on, this attempt stays counted until the code completes it.
  const challenge = await twoFactorChallengeFor(ctx.db, user.id);
  if (challenge) return challenge;
  await attemptSucceeded(ctx.db, attempt);
  await recordSuccessfulLogin(ctx.db, user.id);
  return startSession(ctx, user, { client, method: 'password' });
}

/**
 * A refused password sign-in, in the audit log: someone trying addresses or passwords shows there,
 * address by address. Its own transaction: the refusal changes nothing else.
 */
async function recordFailedSignIn(db: Db, actor: AuditActor, client: ClientInfo | undefined, reason: string): Promise<void> {
  await db.transaction().execute((trx) =>
    recordAudit(trx, { action: 'auth.sign_in_failed', actor, context: { ip: client?.ip ?? null, userAgent: client?.userAgent ?? null }, details: { reason } }),
  );
}

/** The driver mobile entry: a DriverEntry link token, reusable until it expires, for a 30-day mobile token. */
export async function mobileAuthorize(ctx: AuthContext, input: { driverToken: string }, client?: ClientInfo): Promise<NewSession> {
  const token = await findLiveAuthToken(ctx.db, 'DriverEntry', hashOneTimeToken(input.driverToken));
  if (!token) throw invalidDriverLinkProblem();
  const user = await findUserById(ctx.db, token.user_id);
  if (!user || user.status !== 'Active') throw invalidDriverLinkProblem();
  if (user.do_not_use) throw doNotUseProblem();
  await recordSuccessfulLogin(ctx.db, user.id);
  return startSession(ctx, user, { mobile: true, client });
}

/**
 * Where reset links point. The portal sends its own origin + /reset-password; a link to any other
 * origin would hand the token to whoever asked, and every link the portal mails uses the configured
 * public URL, so only a page under our public origin is honoured and anything else falls
 * back to our own page.
 */
export function resetLinkBase(config: Pick<AppConfig, 'publicUrl'>, requested: string): string {
  const fallback = `${config.publicUrl.replace(/\/+$/, '')}/reset-password`;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return fallback;
  }
  const ours = new URL(config.publicUrl).origin;
  if (url.origin !== ours) return fallback;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Always answers the same (the route sends 202) whether or not the address is known; only a Do Not
 * Use account is told, because the portal shows that message on reset requests too (spec 8). The
 * request costs one lookup either way: the mail (a reset link, or for a pending user, who cannot
 * reset what was never set, a fresh activation link) is made after the answer, so neither the
 * answer nor its timing tells a known address from an unknown one.
 */
export async function requestPasswordReset(ctx: AuthContext & { afterAnswer: AfterAnswer }, input: { url: string; emailAddress: string }): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.emailAddress);
  if (user?.do_not_use) throw doNotUseProblem();
  const base = resetLinkBase(ctx.config, input.url);
  if (user) ctx.afterAnswer.run('password reset mail', () => mailResetLink(ctx, user, base));
}

async function mailResetLink(ctx: AuthContext, user: UserWithCompany, base: string): Promise<void> {
  if (user.status === 'Active') {
    if ((await countRecentAuthTokens(ctx.db, user.id, 'PasswordReset', 60)) >= RESET_MAILS_PER_HOUR) {
      ctx.log.warn({ userId: user.id }, 'password reset mail not sent: hourly limit reached');
      return;
    }
    const token = await issueOneTimeToken(ctx.db, user.id, 'PasswordReset', PASSWORD_RESET_TTL_SECONDS);
    await ctx.mailer.send(passwordResetEmail(user.email, user.first_name, `${base}/${token.token}`, isLanguage(user.language) ? user.language : null));
  } else if (user.status === 'Pending') {
    await sendActivation(ctx, user);
  }
}

/** Makes a new single-use token and ends older ones of the same kind, in one transaction. */
async function issueOneTimeToken(db: Db, userId: number, kind: AuthTokenKind, ttlSeconds: number) {
  const { token, hash } = newOneTimeToken();
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await insertAuthToken(trx, { userId, kind, tokenHash: hash, ttlSeconds });
    await expireAuthTokens(trx, userId, kind, inserted.id);
    return inserted;
  });
  return { id: row.id, token, expiresAt: row.expires_at };
}

/** Mails an activation link, on the configured public URL, to a pending user (contacts use this when they enable portal access). */
export async function sendActivation(ctx: AuthContext, user: Pick<UserWithCompany, 'id' | 'email' | 'first_name'>): Promise<void> {
  if ((await countRecentAuthTokens(ctx.db, user.id, 'Activation', 60)) >= RESET_MAILS_PER_HOUR) return;
  const token = await issueOneTimeToken(ctx.db, user.id, 'Activation', ACTIVATION_TTL_SECONDS);
  const origin = ctx.config.publicUrl.replace(/\/+$/, '');
  await ctx.mailer.send(activationEmail(user.email, user.first_name, `${origin}/ActivateUser/${token.token}`, await languageOfAddress(ctx.db, user.email)));
}

/**
 * A driver entry link token made inside the caller's transaction (with the record of how it was
 * sent); the user's older links stop working in the same transaction.
 */
export async function issueDriverEntryTokenIn(trx: Db, userId: number) {
  const { token, hash } = newOneTimeToken();
  const row = await insertAuthToken(trx, { userId, kind: 'DriverEntry', tokenHash: hash, ttlSeconds: DRIVER_ENTRY_TTL_SECONDS });
  await expireAuthTokens(trx, userId, 'DriverEntry', row.id);
  return { id: row.id, token, expiresAt: row.expires_at };
}

/** Ends every driver entry link of the user (a revoke), inside the caller's transaction. */
export async function endDriverEntryTokens(trx: Db, userId: number): Promise<void> {
  await expireAuthTokens(trx, userId, 'DriverEntry');
}

/** A driver entry link token (reusable until it expires); a new one ends the driver's older links. */
export async function issueDriverEntryToken(db: Db, userId: number) {
  return issueOneTimeToken(db, userId, 'DriverEntry', DRIVER_ENTRY_TTL_SECONDS);
}

/**
 * Sets a password with a single-use token: PasswordReset for active users, Activation for pending
 * ones (which also activates them). Either clears the lockout. The token is checked before the
 * (deliberately slow) hash is computed, then spent atomically in the transaction that sets the
 * password, so it works exactly once. A reset link proves the mailbox, not the person: with
 * two-factor sign-in on, the answer is the code's challenge, as a password sign-in's is, not a session.
 */
export async function setPasswordWithToken(
  ctx: AuthContext,
  kind: 'PasswordReset' | 'Activation',
  input: { resetToken: string; newPassword: string },
  client?: ClientInfo,
): Promise<NewSession | TwoFactorChallenge> {
  await refuseCommonPassword(input.newPassword);
  const tokenHash = hashOneTimeToken(input.resetToken);
  if (!(await findLiveAuthToken(ctx.db, kind, tokenHash))) throw invalidResetLinkProblem();
  const passwordHash = await hashPassword(input.newPassword, ctx.config.passwordHashCost);
  const user = await ctx.db.transaction().execute(async (trx) => {
    const spent = await consumeAuthToken(trx, kind, tokenHash);
    if (!spent) throw invalidResetLinkProblem();
    const owner = await findUserById(trx, spent.user_id);
    const expectedStatus = kind === 'Activation' ? 'Pending' : 'Active';
    if (!owner || owner.status !== expectedStatus) throw invalidResetLinkProblem();
    if (owner.do_not_use) throw doNotUseProblem();
    // A reset ends every address's lock; the address rows go before the user's row, as in a sign-in.
    await clearSignInAddressFailures(trx, owner.id);
    // The new password ends sessions signed in with the old one; the one issued below carries the new generation.
    const sessionGeneration = await setPassword(trx, owner.id, passwordHash, kind === 'Activation');
    await expireAuthTokens(trx, owner.id, kind);
    await endOtherSessions(trx, owner.id, null, 'password-reset');
    await recordSuccessfulLogin(trx, owner.id);
    return { ...owner, session_generation: sessionGeneration };
  });
  const challenge = await twoFactorChallengeFor(ctx.db, user.id);
  if (challenge) return challenge;
  return startSession(ctx, user, { client, method: kind === 'Activation' ? 'activation link' : 'reset link' });
}

export async function currentUser(ctx: Pick<AuthContext, 'db'>, caller: Caller): Promise<CurrentUser> {
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw unauthorized();
  return toCurrentUser(user);
}
