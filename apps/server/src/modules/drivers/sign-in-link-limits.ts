import { HttpProblem } from '../../lib/problem';

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
    return tooMany(recent, recent.driver.oldest, (wait) => `${driverName} was sent ${PER_DRIVER} sign-in links in the last 24 hours, the most a driver gets; the next can be sent in ${wait}.`);
  }
  if (recent.company.count >= PER_COMPANY) {
    return tooMany(recent, recent.company.oldest, (wait) => `Your company sent ${PER_COMPANY} sign-in links in the last 24 hours, the most it may; the next can be sent in ${wait}.`);
  }
  return undefined;
}

/** The next send may go once the oldest send in the window has left it. */
function tooMany(recent: RecentSignInLinks, oldest: Date | null, detail: (wait: string) => string): HttpProblem {
  const freeAt = (oldest ?? recent.now).getTime() + SIGN_IN_LINK_LIMITS.WINDOW_HOURS * 3_600_000;
  const seconds = Math.max(1, Math.ceil((freeAt - recent.now.getTime()) / 1000));
  return new HttpProblem(429, 'Too Many Requests', detail(roughly(seconds)), { retryAfterSeconds: seconds }, { 'retry-after': String(seconds) });
}

function roughly(seconds: number): string {
  if (seconds < 3_600) {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  const hours = Math.ceil(seconds / 3_600);
  return `about ${hours} hour${hours === 1 ? '' : 's'}`;
}
