/**
 * Brute-force protection per account (the per-IP limit is the route's rate limit). Failures are
 * "consecutive" while each comes within FAILURE_MEMORY_MINUTES of the previous one; a success,
 * a password reset or the end of a lock clears them.
 *
 * - The first FREE_FAILURES failures cost nothing.
 * - After that each further attempt must wait 2^(failures - FREE_FAILURES) seconds after the
 *   previous one (1, 2, 4, 8, 16 s); an earlier attempt is refused with 429 and not checked.
 * - The LOCK_AFTER_FAILURES-th failure locks the account for LOCK_MINUTES.
 *
 * Refusing early attempts (rather than sleeping before answering) holds no server resources and
 * also stops parallel guessing: the database counts every attempt before its password is checked.
 */
export const LOGIN_THROTTLE = {
  FREE_FAILURES: 5,
  LOCK_AFTER_FAILURES: 10,
  LOCK_MINUTES: 15,
  FAILURE_MEMORY_MINUTES: 15,
} as const;

/** Seconds an attempt must wait after the previous one, given the failures so far. */
export function attemptDelaySeconds(failures: number): number {
  if (failures < LOGIN_THROTTLE.FREE_FAILURES) return 0;
  return 2 ** (failures - LOGIN_THROTTLE.FREE_FAILURES);
}

export function lockedMessage(lockedUntil: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return (
    `Too many failed sign-in attempts. This account is locked until ${lockedUntil.toISOString().replace(/\.\d{3}Z$/, 'Z')} ` +
    `(about ${minutes} minute${minutes === 1 ? '' : 's'}). Try again then, or reset your password.`
  );
}

export function slowDownMessage(seconds: number): string {
  return `Too many failed sign-in attempts. Wait ${seconds} second${seconds === 1 ? '' : 's'} before trying again.`;
}
