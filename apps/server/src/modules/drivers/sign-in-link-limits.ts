import { HttpProblem } from '../../lib/problem';
import type { CodedMessage } from '@portal/domain/common/message-codes';
import { DRIVER_MESSAGES } from '@portal/domain/drivers/driver-messages';

/**
 * Sign-in links sent by e-mail or text message, per rolling day. Each text costs money and reaches a
 * phone number someone typed in, so an unlimited send is a way to pump messages (or flood a phone).
 * A driver needs a link or two a day; a company's dispatch, a few dozen.
 */
export const SIGN_IN_LINK_LIMITS = {
  PER_DRIVER: 5,
  PER_COMPANY: 100,
  WINDOW_HOURS: 24,
} as const;

/** Links sent within the window (to this driver, by the whole company), with the oldest of each. */
export interface RecentSignInLinks {
  now: Date;
  driver: { count: number; oldest: Date | null };
  company: { count: number; oldest: Date | null };
}

/** The 429 of a send over either limit (with when the next one may go), or undefined when it may go. */
export function signInLinkRefusal(recent: RecentSignInLinks, driverName: string): HttpProblem | undefined {
  const { PER_DRIVER, PER_COMPANY } = SIGN_IN_LINK_LIMITS;
  if (recent.driver.count >= PER_DRIVER) {
    return tooMany(recent, recent.driver.oldest, (wait) => {
      const params = { driverName, limit: PER_DRIVER };
      if (wait.unit === 'minute') return wait.count === 1 ? DRIVER_MESSAGES.driverLinksMinute(params) : DRIVER_MESSAGES.driverLinksMinutes({ ...params, count: wait.count });
      return wait.count === 1 ? DRIVER_MESSAGES.driverLinksHour(params) : DRIVER_MESSAGES.driverLinksHours({ ...params, count: wait.count });
    });
  }
  if (recent.company.count >= PER_COMPANY) {
    return tooMany(recent, recent.company.oldest, (wait) => {
      const params = { limit: PER_COMPANY };
      if (wait.unit === 'minute') return wait.count === 1 ? DRIVER_MESSAGES.companyLinksMinute(params) : DRIVER_MESSAGES.companyLinksMinutes({ ...params, count: wait.count });
      return wait.count === 1 ? DRIVER_MESSAGES.companyLinksHour(params) : DRIVER_MESSAGES.companyLinksHours({ ...params, count: wait.count });
    });
  }
  return undefined;
}

/** How long until the next send, roughly: in minutes under an hour, else in hours (rounded up). */
interface Wait {
  count: number;
  unit: 'minute' | 'hour';
}

/** The next send may go once the oldest send in the window has left it. */
function tooMany(recent: RecentSignInLinks, oldest: Date | null, detail: (wait: Wait) => CodedMessage): HttpProblem {
  const freeAt = (oldest ?? recent.now).getTime() + SIGN_IN_LINK_LIMITS.WINDOW_HOURS * 3_600_000;
  const seconds = Math.max(1, Math.ceil((freeAt - recent.now.getTime()) / 1000));
  return new HttpProblem(429, 'Too Many Requests', detail(roughly(seconds)), { retryAfterSeconds: seconds }, { 'retry-after': String(seconds) });
}

function roughly(seconds: number): Wait {
  if (seconds < 3_600) return { count: Math.max(1, Math.ceil(seconds / 60)), unit: 'minute' };
  return { count: Math.ceil(seconds / 3_600), unit: 'hour' };
}
