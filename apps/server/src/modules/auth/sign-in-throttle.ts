import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { HttpProblem } from '../../lib/problem';
import { lockedMessage, LOGIN_THROTTLE, refusal, SIGNED_IN_SESSION, slowDownMessage } from './login-throttle';
import { claimSignInAttempt, lockSignInAddress, readSignInThrottle, rememberSignInAddress } from './sign-in-throttle.repository';

/** An attempt counted before its secret is checked (login-throttle.ts). */
export interface SignInAttempt {
  userId: number;
  address: string;
  /** This address's consecutive failures, this attempt included. */
  failures: number;
}

/**
 * The client's address as the throttle keys it: the rate limits' own normal form, so an IPv6
 * client's /64 is one address (a privacy address changing daily stays the owner's usual one).
 */
export function signInAddress(ip: string | null | undefined): string {
  return ip ? normalizeIP(ip) : 'unknown';
}

/** Counts a sign-in attempt, or throws the 429 of an address that is locked or an attempt that came too early. */
export async function claimAttempt(db: Db, userId: number, address: string): Promise<SignInAttempt> {
  const failures = await claimSignInAttempt(db, userId, address, false);
  if (failures === undefined) throw await throttledProblemAt(db, userId, address, false);
  return { userId, address, failures };
}

async function throttledProblemAt(db: Db, userId: number, address: string, trusted: boolean): Promise<HttpProblem> {
  const state = await readSignInThrottle(db, userId, address);
  const refused = refusal({ ...state, address: { ...state.address, known: state.address.known || trusted } });
  if ('lockedUntil' in refused) return lockedProblem(refused.lockedUntil, state.now, address);
  const seconds = refused.waitSeconds;
  return new HttpProblem(429, 'Too Many Requests', slowDownMessage(seconds), { retryAfterSeconds: seconds }, { 'retry-after': String(seconds) });
}

function lockedProblem(lockedUntil: Date, now: Date, address: string): HttpProblem {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  return new HttpProblem(
    429,
    'Too Many Requests',
    lockedMessage(lockedUntil, now, address === SIGNED_IN_SESSION ? 'session' : 'address'),
    { lockedUntil: lockedUntil.toISOString(), retryAfterSeconds: seconds },
    { 'retry-after': String(seconds) },
  );
}

/** After a failed attempt: the lock problem once it was this address's last free one, else nothing. */
export async function attemptFailed(ctx: { db: Db; log: FastifyBaseLogger }, attempt: SignInAttempt): Promise<HttpProblem | undefined> {
  if (attempt.failures < LOGIN_THROTTLE.LOCK_AFTER_FAILURES) return undefined;
  const lockedUntil = await lockSignInAddress(ctx.db, attempt.userId, attempt.address, LOGIN_THROTTLE.LOCK_MINUTES);
  ctx.log.warn({ userId: attempt.userId, address: attempt.address }, 'address locked out of an account after repeated failed sign-ins');
  return lockedProblem(lockedUntil, new Date(), attempt.address);
}

/** A proven attempt: the address's failures end and it becomes one of the account's usual addresses. */
export async function attemptSucceeded(db: Db, attempt: SignInAttempt): Promise<void> {
  await rememberSignInAddress(db, attempt.userId, attempt.address);
}

// Guesses inside a signed-in session (current password, step-up code), counted with
// auth.repository's claimLoginAttempt in the account's SIGNED_IN_SESSION bucket.

/** The 429 of a signed-in session's guess that came too early or to a locked bucket. */
export function throttledProblem(db: Db, userId: number): Promise<HttpProblem> {
  return throttledProblemAt(db, userId, SIGNED_IN_SESSION, true);
}

/** After a signed-in session's wrong guess (the count includes it): the lock problem once it was the last free one. */
export function lockIfExhausted(ctx: { db: Db; log: FastifyBaseLogger }, userId: number, attempt: number): Promise<HttpProblem | undefined> {
  return attemptFailed(ctx, { userId, address: SIGNED_IN_SESSION, failures: attempt });
}
