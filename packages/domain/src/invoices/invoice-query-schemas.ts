import { z } from 'zod';

/**
 * Query pieces of the money lists (AP invoices, payments, third-party invoices). "Today", "This
 * Week" and a plain date mean the caller's calendar: the optional timeZone parameter (IANA), else
 * the brokerage's home zone (the server's DEFAULT_TIME_ZONE).
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** An IANA zone the runtime knows ('America/Chicago'). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneQuery = z.string().trim().max(64).refine(isTimeZone, 'Unknown time zone').optional();

/** A real calendar date ('2026-02-30' is not one) or an ISO date-time with its offset. */
function isValidDate(value: string): boolean {
  if (DATE_ONLY.test(value)) {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }
  return z.iso.datetime({ offset: true }).safeParse(value).success;
}

/** A calendar date ('2026-03-01') or an ISO instant (what the web's query helper sends for a Date). */
export const dateQuery = z.string().trim().max(40).refine(isValidDate, 'Expected a date (YYYY-MM-DD) or an ISO date-time');

/** A calendar date only (YYYY-MM-DD), as a body field. */
export const calendarDate = z.string().max(40, 'Expected a date (YYYY-MM-DD)').trim().regex(DATE_ONLY, 'Expected a date (YYYY-MM-DD)').pipe(dateQuery);
