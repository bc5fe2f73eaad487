/**
 * A driver's licence as dispatch needs to see it: lapsed, lapsing within the warning window, or
 * fine. Dates are calendar dates (YYYY-MM-DD) as printed on the licence, compared as dates, so no
 * time zone can move a licence from one state to another.
 */

export const LICENCE_WARNING_DAYS = 30;

export type LicenceStatus = 'Valid' | 'ExpiresSoon' | 'Expired' | 'Unknown';

function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** Expired from the day after the expiry date; ExpiresSoon from LICENCE_WARNING_DAYS before it. */
export function licenceStatus(expiresOn: string | null | undefined, today: string): LicenceStatus {
  if (!expiresOn) return 'Unknown';
  const daysLeft = dayNumber(expiresOn) - dayNumber(today);
  if (daysLeft < 0) return 'Expired';
  if (daysLeft <= LICENCE_WARNING_DAYS) return 'ExpiresSoon';
  return 'Valid';
}

/** The warning shown beside a licence, or undefined when there is nothing to warn about. */
export function licenceWarning(expiresOn: string | null | undefined, today: string): string | undefined {
  const status = licenceStatus(expiresOn, today);
  if (status === 'Expired') return `Licence expired on ${expiresOn}`;
  if (status === 'ExpiresSoon') return `Licence expires on ${expiresOn}`;
  return undefined;
}

/** Today's calendar date where the code runs (the browser's zone, or UTC on the server). */
export function localToday(now: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
