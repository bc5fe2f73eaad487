import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';
import type { CodedMessage } from '@portal/domain/common/message-codes';

/**
 * Brute-force protection per account (the per-IP limit is the route's rate limit). Failures are
 * counted twice: per account and client address, and per account from any address. Either count is
 * "consecutive" while each failure comes within FAILURE_MEMORY_MINUTES of the previous one; a
 * success, a password reset or the end of a lock clears them.
 *
 * Per account and address (what one client may try):
 * - The first FREE_FAILURES failures cost nothing; after that each further attempt must wait
 *   2^(failures - FREE_FAILURES) seconds after the previous one (1, 2, 4, 8, 16 s).
 * - The LOCK_AFTER_FAILURES-th failure locks that address out of the account for LOCK_MINUTES.
 *   The lock is the address's alone: a stranger's failures cannot lock the owner out.
 *
 * Per account (what many addresses together may try): after FREE_FAILURES failures from anywhere,
 * an attempt from an address the account has not signed in from within KNOWN_ADDRESS_DAYS must wait
 * 2^(failures - FREE_FAILURES) seconds after the previous failure, at most MAX_ACCOUNT_DELAY_SECONDS.
 * The owner at a usual address does not wait; a guesser with many addresses gets about one try
 * every two minutes.
 *
 * Early attempts are refused with 429 and not checked (no sleeping before answering): that holds no
 * server resources, and since the database counts every attempt before its secret is checked,
 * parallel guesses cannot get past it.
 */
export const LOGIN_THROTTLE = {
  FREE_FAILURES: 5,
  LOCK_AFTER_FAILURES: 10,
  LOCK_MINUTES: 15,
  FAILURE_MEMORY_MINUTES: 15,
  MAX_ACCOUNT_DELAY_SECONDS: 120,
  KNOWN_ADDRESS_DAYS: 90,
} as const;

/**
 * Where guesses made inside a signed-in session count (the current password, a step-up code): only
 * someone holding one of the account's sessions can fail there, so it is trusted like a usual address
 * and its lock stops only those checks, never the owner's sign-in.
 */
export const SIGNED_IN_SESSION = 'signed-in session';

/** Seconds an attempt from one address must wait after its previous one, given that address's failures. */
export function attemptDelaySeconds(failures: number): number {
  if (failures < LOGIN_THROTTLE.FREE_FAILURES) return 0;
  return 2 ** (failures - LOGIN_THROTTLE.FREE_FAILURES);
}

/** Seconds an attempt from an unfamiliar address must wait after the account's previous failure. */
export function accountDelaySeconds(failures: number): number {
  if (failures < LOGIN_THROTTLE.FREE_FAILURES) return 0;
  return Math.min(2 ** Math.min(failures - LOGIN_THROTTLE.FREE_FAILURES, 16), LOGIN_THROTTLE.MAX_ACCOUNT_DELAY_SECONDS);
}

/** The throttle as the database saw it when an attempt was refused. */
export interface ThrottleState {
  now: Date;
  account: { failures: number; lastFailedAt: Date | null };
  address: { failures: number; lastFailedAt: Date | null; lockedUntil: Date | null; known: boolean };
}

/** Why an attempt was refused: the address's lock, or the longer of the waits that apply to it. */
export function refusal(state: ThrottleState): { lockedUntil: Date } | { waitSeconds: number } {
  const { now, account, address } = state;
  if (address.lockedUntil && address.lockedUntil > now) return { lockedUntil: address.lockedUntil };
  const memory = LOGIN_THROTTLE.FAILURE_MEMORY_MINUTES * 60_000;
  const waitUntil = (last: Date | null, delaySeconds: number) =>
    last && now.getTime() - last.getTime() < memory ? last.getTime() + delaySeconds * 1000 : now.getTime();
  const until = Math.max(
    waitUntil(address.lastFailedAt, attemptDelaySeconds(address.failures)),
    address.known ? now.getTime() : waitUntil(account.lastFailedAt, accountDelaySeconds(account.failures)),
  );
  return { waitSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
}

/** The lock's text: a client address locked out of the account, or a session's password checks locked. */
export function lockedMessage(lockedUntil: Date, now: Date, scope: 'address' | 'session' = 'address'): CodedMessage {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  const until = lockedUntil.toISOString().replace(/\.\d{3}Z$/, 'Z');
  if (scope === 'session') return minutes === 1 ? AUTH_MESSAGES.sessionLockedOneMinute({ until }) : AUTH_MESSAGES.sessionLocked({ until, minutes });
  return minutes === 1 ? AUTH_MESSAGES.addressLockedOneMinute({ until }) : AUTH_MESSAGES.addressLocked({ until, minutes });
}

export function slowDownMessage(seconds: number): CodedMessage {
  return seconds === 1 ? AUTH_MESSAGES.slowDownOneSecond : AUTH_MESSAGES.slowDown({ seconds });
}
