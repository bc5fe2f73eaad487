/**
 * Banking days: Monday to Friday, except the US federal holidays as the Federal Reserve's banks keep
 * them, since a carrier's money moves through them (ACH and checks clear on their calendar). A
 * holiday on a Sunday is kept the Monday after; one on a Saturday closes nothing, the banks being
 * open the Friday before. Dates are calendar days as 'YYYY-MM-DD' strings.
 */

const DAY_MS = 86_400_000;

function toUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function toDateString(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addCalendarDays(date: string, days: number): string {
  return toDateString(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** 0 is Sunday. */
function dayOfWeek(date: string): number {
  return toUtc(date).getUTCDay();
}

/** The n-th (1-based) given weekday of a month; n = -1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return toDateString(new Date(Date.UTC(year, month - 1, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7)));
  }
  const lastDay = new Date(Date.UTC(year, month, 0));
  const back = (lastDay.getUTCDay() - weekday + 7) % 7;
  return toDateString(new Date(lastDay.getTime() - back * DAY_MS));
}

function fixed(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A fixed-date holiday as the banks keep it: a Sunday one moves to Monday, a Saturday one is not kept. */
function keptFixed(year: number, month: number, day: number): string | undefined {
  const date = fixed(year, month, day);
  const weekday = dayOfWeek(date);
  if (weekday === 0) return addCalendarDays(date, 1);
  return weekday === 6 ? undefined : date;
}

/** Juneteenth became a federal holiday in June 2021. */
const JUNETEENTH_FROM_YEAR = 2021;

/** The federal holidays the banks close for in a year, in date order. */
export function federalHolidays(year: number): string[] {
  const days = [
    keptFixed(year, 1, 1),
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    year >= JUNETEENTH_FROM_YEAR ? keptFixed(year, 6, 19) : undefined,
    keptFixed(year, 7, 4),
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    keptFixed(year, 11, 11), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    keptFixed(year, 12, 25),
  ];
  return days.filter((d): d is string => d !== undefined).sort();
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

export function isFederalHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let set = holidaysByYear.get(year);
  if (!set) {
    set = new Set(federalHolidays(year));
    holidaysByYear.set(year, set);
  }
  return set.has(date);
}

export function isBusinessDay(date: string): boolean {
  const weekday = dayOfWeek(date);
  return weekday !== 0 && weekday !== 6 && !isFederalHoliday(date);
}

/** The date itself when it is a business day, else the next one. */
export function businessDayOnOrAfter(date: string): string {
  let day = date;
  while (!isBusinessDay(day)) day = addCalendarDays(day, 1);
  return day;
}

/** `count` business days after `date` (0: the date itself, rolled forward to a business day). */
export function addBusinessDays(date: string, count: number): string {
  let day = date;
  let left = count;
  while (left > 0) {
    day = addCalendarDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return businessDayOnOrAfter(day);
}

/**
 * Business days from `from` to `to`: the business days in (from, to] counted positive, or in
 * (to, from] counted negative. Two dates rolled to the same business day are 0 apart.
 */
export function businessDaysBetween(from: string, to: string): number {
  if (from === to) return 0;
  const forward = from < to;
  const end = forward ? to : from;
  let day = forward ? from : to;
  let count = 0;
  while (day < end) {
    day = addCalendarDays(day, 1);
    if (isBusinessDay(day)) count += 1;
  }
  return forward ? count : -count;
}
