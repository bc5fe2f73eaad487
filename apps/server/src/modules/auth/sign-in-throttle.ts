import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { HttpProblem } from '../../lib/problem';
import { lockUser, readThrottleState } from './auth.repository';
import { attemptDelaySeconds, lockedMessage, LOGIN_THROTTLE, slowDownMessage } from './login-throttle';

/** The 429 of an attempt that came too early or to a locked account (login-throttle.ts). */
export async function throttledProblem(db: Db, userId: number): Promise<HttpProblem> {
  const state = await readThrottleState(db, userId);
  const now = state?.now ?? new Date();
  if (state?.locked_until && state.locked_until > now) return lockedProblem(state.locked_until, now);
  const last = state?.last_failed_login_at?.getTime() ?? now.getTime();
  const waitUntil = last + attemptDelaySeconds(state?.failed_login_count ?? 0) * 1000;
  const seconds = Math.max(1, Math.ceil((waitUntil - now.getTime()) / 1000));
  return new HttpProblem(429, 'Too Many Requests', slowDownMessage(seconds), { retryAfterSeconds: seconds }, { 'retry-after': String(seconds) });
}

export function lockedProblem(lockedUntil: Date, now: Date): HttpProblem {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  return new HttpProblem(
    429,
    'Too Many Requests',
    lockedMessage(lockedUntil, now),
    { lockedUntil: lockedUntil.toISOString(), retryAfterSeconds: seconds },
    { 'retry-after': String(seconds) },
  );
}

/** After a failed attempt (the count includes it): the lock problem once it is the last free one, else nothing. */
export async function lockIfExhausted(ctx: { db: Db; log: FastifyBaseLogger }, userId: number, attempt: number): Promise<HttpProblem | undefined> {
  if (attempt < LOGIN_THROTTLE.LOCK_AFTER_FAILURES) return undefined;
  const lockedUntil = await lockUser(ctx.db, userId, LOGIN_THROTTLE.LOCK_MINUTES);
  ctx.log.warn({ userId }, 'account locked after repeated failed sign-ins');
  return lockedProblem(lockedUntil, new Date());
}
