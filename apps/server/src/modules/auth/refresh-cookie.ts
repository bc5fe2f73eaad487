import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TwoFactorChallenge } from '@portal/domain/auth/current-user';
import type { AppConfig } from '../../config';
import type { ClientInfo, RefreshToken, Session } from './sessions';

/**
 * The refresh token lives in a cookie the page's scripts cannot read (a script injected into the
 * page could otherwise carry the session away for days), sent only to the sign-in routes and only
 * from our own site.
 */
export const REFRESH_COOKIE = 'portal_refresh';
const COOKIE_PATH = '/portal/api/auth';

function cookieOptions(config: Pick<AppConfig, 'publicUrl'>) {
  return { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict' as const, secure: config.publicUrl.startsWith('https:') };
}

export function setRefreshCookie(reply: FastifyReply, config: Pick<AppConfig, 'publicUrl'>, refresh: RefreshToken): void {
  reply.setCookie(REFRESH_COOKIE, refresh.token, { ...cookieOptions(config), expires: refresh.expiresAt });
}

export function clearRefreshCookie(reply: FastifyReply, config: Pick<AppConfig, 'publicUrl'>): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(config));
}

export function refreshTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE];
}

/** Longest user agent kept with a session: enough to name the browser, not a place to store a book. */
const USER_AGENT_MAX = 300;

export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof agent === 'string' && agent ? agent.slice(0, USER_AGENT_MAX) : null };
}

type SessionOutcome = Session & { refresh?: RefreshToken };

/**
 * The answer of a sign-in: a new session puts its refresh token in the cookie and its access token
 * and user in the body; a two-factor challenge goes out as it is.
 */
export function answerSignIn(reply: FastifyReply, config: Pick<AppConfig, 'publicUrl'>, answer: SessionOutcome): Session;
export function answerSignIn(reply: FastifyReply, config: Pick<AppConfig, 'publicUrl'>, answer: SessionOutcome | TwoFactorChallenge): Session | TwoFactorChallenge;
export function answerSignIn(reply: FastifyReply, config: Pick<AppConfig, 'publicUrl'>, answer: SessionOutcome | TwoFactorChallenge): Session | TwoFactorChallenge {
  if (!('accessToken' in answer)) return answer;
  const { refresh, ...session } = answer;
  if (refresh) setRefreshCookie(reply, config, refresh);
  return session;
}
