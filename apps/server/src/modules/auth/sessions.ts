import { randomUUID } from 'node:crypto';
import type { CurrentUser } from '@portal/domain/auth/current-user';
import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import { unauthorized } from '../../lib/problem';
import { recordAudit } from '../audit/record-audit';
import type { AccessTokenService } from './access-tokens';
import { bumpSessionGeneration, findUserById, type UserWithCompany } from './auth.repository';
import { toCurrentUser } from './current-user';
import { hashOneTimeToken, newOneTimeToken } from './one-time-tokens';
import {
  endOtherSessions,
  endSessionRow,
  endUsersSession,
  findSessionState,
  insertSession,
  lockSession,
  rotateRefresh,
  setSessionGeneration,
} from './sessions.repository';

/** Where a sign-in came from, as the profile's session list shows it. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface Session {
  accessToken: string;
  user: CurrentUser;
}

/** A refresh token for the browser's cookie, never for the answer's body. */
export interface RefreshToken {
  token: string;
  expiresAt: Date;
}

export interface NewSession extends Session {
  refresh: RefreshToken;
}

/**
 * How long a session lives without use, and at most. An office browser left alone for a working
 * day signs in again; a driver's phone stays signed in for a month of use between loads.
 */
const IDLE_SECONDS = { web: 12 * 60 * 60, mobile: 30 * 24 * 60 * 60 };
const LONGEST_SECONDS = { web: 14 * 24 * 60 * 60, mobile: 90 * 24 * 60 * 60 };
/**
 * Two tabs refreshing at the same moment both send the token the first one just replaced; within
 * this window the second gets an access token (and keeps the cookie the first one set) instead of
 * being taken for a thief.
 */
const RACE_GRACE_MS = 30_000;

type SessionContext = { db: Db; accessTokens: AccessTokenService };

/** How a session began, as the audit log says it. */
export type SignInMethod = 'password' | 'two-factor code' | 'recovery code' | 'passkey' | 'reset link' | 'activation link' | 'driver link';

/** The client as the audit log keeps it (its lengths). */
function auditText(client: ClientInfo): AuditContext {
  return { ip: client.ip, userAgent: client.userAgent };
}

function expiryOf(mobile: boolean, createdAt: Date, now = Date.now()): Date {
  const kind = mobile ? 'mobile' : 'web';
  return new Date(Math.min(now + IDLE_SECONDS[kind] * 1000, createdAt.getTime() + LONGEST_SECONDS[kind] * 1000));
}

const REFRESH_TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

function refreshTokenOf(sessionId: string): { token: string; hash: string } {
  const secret = newOneTimeToken();
  return { token: `${sessionId}.${secret.token}`, hash: secret.hash };
}

async function accessTokenFor(ctx: SessionContext, user: UserWithCompany, sessionId: string, mobile: boolean): Promise<string> {
  const { accessToken } = await ctx.accessTokens.issue(
    { userId: user.id, companyId: user.company_id, apiKey: user.api_key, roles: user.roles, permissions: user.permissions, sessionGeneration: user.session_generation, sessionId },
    { mobile },
  );
  return accessToken;
}

/** A new signed-in session: its row, a first access token and the refresh token for the cookie. */
export async function startSession(ctx: SessionContext, user: UserWithCompany, options: { mobile?: boolean; client?: ClientInfo; method?: SignInMethod } = {}): Promise<NewSession> {
  const mobile = options.mobile === true;
  const id = randomUUID();
  const refresh = refreshTokenOf(id);
  const expiresAt = expiryOf(mobile, new Date());
  const client = { ip: options.client?.ip ?? null, userAgent: options.client?.userAgent ?? null };
  await ctx.db.transaction().execute(async (trx) => {
    await insertSession(trx, {
      id,
      userId: user.id,
      companyId: user.company_id,
      mobile,
      sessionGeneration: user.session_generation,
      ...client,
      expiresAt,
      refreshHash: refresh.hash,
    });
    // Every way in (password, code, passkey, reset, driver link) starts here: one entry for each.
    await recordAudit(trx, {
      action: 'auth.sign_in',
      actor: { userId: user.id, email: user.email, companyId: user.company_id },
      target: { type: 'session', id },
      context: auditText(client),
      details: { how: options.method ?? (mobile ? 'driver link' : 'password') },
    });
  });
  return { accessToken: await accessTokenFor(ctx, user, id, mobile), user: toCurrentUser(user), refresh: { token: refresh.token, expiresAt } };
}

/**
 * A new access token for the refresh token the browser holds, which is replaced by a new one. A
 * refresh token that was already replaced (outside the two-tab race) means someone else holds a
 * copy: the whole session ends, the thief's copy and the owner's.
 */
export async function refreshSession(ctx: SessionContext, refreshToken: string, client: ClientInfo): Promise<Session & { refresh?: RefreshToken }> {
  const match = REFRESH_TOKEN.exec(refreshToken);
  if (!match) throw unauthorized(AUTH_MESSAGES.sessionEnded);
  const [, sessionId, secret] = match;
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockSession(trx, sessionId);
    if (!row || row.ended_at || row.expires_at.getTime() <= Date.now()) return { refused: true as const };
    const user = await findUserById(trx, row.user_id);
    const userMayGoOn = user && user.status === 'Active' && !user.do_not_use && user.company_id === row.company_id && user.session_generation === row.session_generation;
    if (!userMayGoOn) {
      await endSessionRow(trx, sessionId, 'signed-out-by-change');
      return { refused: true as const };
    }
    const given = hashOneTimeToken(secret);
    if (given === row.refresh_hash) {
      const next = refreshTokenOf(sessionId);
      const expiresAt = expiryOf(row.mobile, row.created_at);
      await rotateRefresh(trx, sessionId, { refreshHash: next.hash, previousHash: given, expiresAt, ...client });
      return { user, mobile: row.mobile, refresh: { token: next.token, expiresAt } };
    }
    const racing = given === row.previous_refresh_hash && row.refreshed_at && Date.now() - row.refreshed_at.getTime() < RACE_GRACE_MS;
    if (racing) return { user, mobile: row.mobile, refresh: undefined };
    await endSessionRow(trx, sessionId, 'refresh-token-reused');
    return { refused: true as const };
  });
  if ('refused' in outcome) throw unauthorized(AUTH_MESSAGES.sessionEnded);
  return { accessToken: await accessTokenFor(ctx, outcome.user, sessionId, outcome.mobile), user: toCurrentUser(outcome.user), refresh: outcome.refresh };
}

/**
 * Ends every other session of the user (their tokens carry the old generation, their rows are
 * ended) and answers a new access token for the caller's session, which goes on.
 */
export async function renewSession(ctx: SessionContext, userId: number, sessionId: string, mobile = false): Promise<Session> {
  const { user } = await ctx.db.transaction().execute(async (trx) => {
    const generation = await bumpSessionGeneration(trx, userId);
    await setSessionGeneration(trx, sessionId, generation);
    await endOtherSessions(trx, userId, sessionId, 'signed-out-elsewhere');
    return { user: await findUserById(trx, userId) };
  });
  if (!user) throw unauthorized();
  return { accessToken: await accessTokenFor(ctx, user, sessionId, mobile), user: toCurrentUser(user) };
}

/**
 * Ends the session named by a valid access token or by a refresh token that is its current (or
 * just replaced) one; answers the sessions ended. Anything else ends nothing, quietly: signing out
 * twice, or with a session that already ended, is not an error.
 */
export async function signOut(ctx: SessionContext, given: { accessToken?: string; refreshToken?: string; client: ClientInfo }): Promise<string[]> {
  const ended: string[] = [];
  if (given.accessToken) {
    const token = await ctx.accessTokens.verify(given.accessToken).catch(() => undefined);
    if (token && (await endAndRecord(ctx.db, token.userId, token.sessionId, given.client))) ended.push(token.sessionId);
  }
  const match = given.refreshToken ? REFRESH_TOKEN.exec(given.refreshToken) : null;
  if (match) {
    const [, sessionId, secret] = match;
    const row = await findSessionState(ctx.db, sessionId);
    const hash = hashOneTimeToken(secret);
    if (row && (hash === row.refresh_hash || hash === row.previous_refresh_hash) && (await endAndRecord(ctx.db, row.user_id, sessionId, given.client))) ended.push(sessionId);
  }
  return ended;
}

async function endAndRecord(db: Db, userId: number, sessionId: string, client: ClientInfo): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ended = await endUsersSession(trx, userId, sessionId, 'signed-out');
    if (!ended) return false;
    await recordAudit(trx, { action: 'auth.sign_out', actor: { userId, email: ended.email, companyId: ended.company_id }, target: { type: 'session', id: sessionId }, context: auditText(client) });
    return true;
  });
}
