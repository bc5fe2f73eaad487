import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { INVOICE_WINDOW_DAYS } from '@portal/domain/common/constants';
import type { DateKind } from '@portal/domain/invoices/ap-invoice-schemas';
import { badRequest } from './problem';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Calendar days for the money lists. "Today", "This Week" and a plain date mean the caller's
 * calendar: the optional timeZone query parameter (IANA), else the brokerage's home zone. The query
 * schemas that read these values are the domain's (invoices/invoice-query-schemas.ts).
 */
export const DEFAULT_TIME_ZONE = 'America/Chicago';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date of a query value in the zone: plain dates stay as they are. */
export function toCalendarDate(value: string, timeZone: string): string {
  return DATE_ONLY.test(value) ? value : dayjs(value).tz(timeZone).format('YYYY-MM-DD');
}

export function todayIn(timeZone: string, now = new Date()): string {
  return dayjs(now).tz(timeZone).format('YYYY-MM-DD');
}

export function addDays(date: string, days: number): string {
  return dayjs.utc(date, 'YYYY-MM-DD').add(days, 'day').format('YYYY-MM-DD');
}

export function addMonths(date: string, months: number): string {
  return dayjs.utc(date, 'YYYY-MM-DD').add(months, 'month').format('YYYY-MM-DD');
}

/** Inclusive calendar range; an open side is undefined. */
export interface DateWindow {
  startDate?: string;
  endDate?: string;
}

/** The instants that bound a calendar window in the zone: [start, endExclusive). */
export function windowInstants(window: DateWindow, timeZone: string): { start?: Date; endExclusive?: Date } {
  return {
    start: window.startDate ? dayjs.tz(window.startDate, timeZone).startOf('day').toDate() : undefined,
    endExclusive: window.endDate ? dayjs.tz(addDays(window.endDate, 1), timeZone).startOf('day').toDate() : undefined,
  };
}

/** Start and end read from the query, in order; a start after the end is a 400 naming both. */
export function calendarRange(
  start: string | undefined,
  end: string | undefined,
  timeZone: string,
  names: { start: string; end: string },
): DateWindow | undefined {
  const window: DateWindow = {
    startDate: start === undefined ? undefined : toCalendarDate(start, timeZone),
    endDate: end === undefined ? undefined : toCalendarDate(end, timeZone),
  };
  if (window.startDate === undefined && window.endDate === undefined) return undefined;
  if (window.startDate !== undefined && window.endDate !== undefined && window.startDate > window.endDate) {
    throw badRequest(SHARED_MESSAGES.startAfterEnd(names), { [names.start]: [SHARED_MESSAGES.mustNotBeAfter({ end: names.end })] });
  }
  return window;
}

/**
 * The calendar window of a date filter kind: the last 60 days (today minus 60 through today),
 * today, this week (Sunday to Saturday), or the range given by startDate/endDate. Dates given
 * without a kind mean Range.
 */
export function accountingWindow(
  kind: DateKind | undefined,
  range: { startDate?: string; endDate?: string },
  timeZone: string,
  now = new Date(),
): DateWindow | undefined {
  const today = todayIn(timeZone, now);
  const effective = kind ?? (range.startDate !== undefined || range.endDate !== undefined ? 'Range' : undefined);
  switch (effective) {
    case undefined:
      return undefined;
    case 'Last60Days':
      return { startDate: addDays(today, -INVOICE_WINDOW_DAYS), endDate: today };
    case 'Today':
      return { startDate: today, endDate: today };
    case 'Week': {
      const start = dayjs.utc(today, 'YYYY-MM-DD').startOf('week').format('YYYY-MM-DD');
      return { startDate: start, endDate: addDays(start, 6) };
    }
    case 'Range': {
      const window = calendarRange(range.startDate, range.endDate, timeZone, { start: 'startDate', end: 'endDate' });
      if (!window) throw badRequest(SHARED_MESSAGES.rangeNeedsDate, { startDate: [SHARED_MESSAGES.rangeNeedsDateField] });
      return window;
    }
  }
}
