import { addDays, isoDate, localDateTime, zonedInstant } from './zoned-time';

/** Dock stop types: a location keeps one week of hours for each. */
export const DOCK_STOP_TYPES = ['Shipping', 'Receiving'] as const;
export type DockStopType = (typeof DOCK_STOP_TYPES)[number];

/** One day of dock hours; 0 is Sunday. */
export interface DockDay {
  dayOfWeek: number;
  isClosed: boolean;
  isTwentyFourHour: boolean;
  startTime: string;
  endTime: string;
}

/** A dated closure (a holiday): the dock is closed that whole local day, for both stop types. */
export interface DockClosure {
  date: string;
  reason: string | null;
}

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const DEFAULT_START_TIME = '00:00';
export const DEFAULT_END_TIME = '23:59';
/** An end of 23:59 means through the end of the day, the spec's "open 00:00-23:59" being all day. */
const END_OF_DAY = DEFAULT_END_TIME;

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The spec's default: open 00:00-23:59 every day. */
export function defaultDockDays(): DockDay[] {
  return DAY_NAMES.map((_, dayOfWeek) => ({ dayOfWeek, isClosed: false, isTwentyFourHour: false, startTime: DEFAULT_START_TIME, endTime: DEFAULT_END_TIME }));
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * What is wrong with a week of dock hours, by field path under `prefix` (`shipping.3.endTime`):
 * seven entries, one per day 0-6; not both 24 hours and closed; HH:mm times with start before end
 * on a day that is open for part of the day. Empty when the week is valid.
 */
export function dockDayErrors(days: readonly DockDay[], prefix: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  if (days.length !== 7) add(prefix, 'Give exactly seven days, 0 (Sunday) to 6 (Saturday)');
  const seen = new Set<number>();
  days.forEach((day, index) => {
    const at = `${prefix}.${index}`;
    if (!Number.isInteger(day.dayOfWeek) || day.dayOfWeek < 0 || day.dayOfWeek > 6) add(`${at}.dayOfWeek`, 'Must be a day from 0 (Sunday) to 6 (Saturday)');
    else if (seen.has(day.dayOfWeek)) add(`${at}.dayOfWeek`, `${DAY_NAMES[day.dayOfWeek]} is given twice`);
    seen.add(day.dayOfWeek);
    if (day.isClosed && day.isTwentyFourHour) add(`${at}.isTwentyFourHour`, 'A day cannot be both closed and open 24 hours');
    const startValid = HH_MM.test(day.startTime);
    const endValid = HH_MM.test(day.endTime);
    if (!startValid) add(`${at}.startTime`, 'Use HH:mm, 00:00 to 23:59');
    if (!endValid) add(`${at}.endTime`, 'Use HH:mm, 00:00 to 23:59');
    if (startValid && endValid && !day.isClosed && !day.isTwentyFourHour && minutesOf(day.startTime) >= minutesOf(day.endTime)) {
      add(`${at}.endTime`, 'The dock must open before it closes');
    }
  });
  return errors;
}

/** Where a dock stands at an instant, read in the location's time zone. */
export interface DockStatus {
  openNow: boolean;
  /** When an open dock closes (end of today's hours). */
  closesAt: string | null;
  /** When a closed dock next opens; null when open now or closed for the next 14 days. */
  nextOpenAt: string | null;
  timeZone: string;
}

/** How far ahead to look for the next opening: two weeks covers a week closed plus a holiday. */
const LOOKAHEAD_DAYS = 14;

type LocalDate = { year: number; month: number; day: number };

function windowOn(date: LocalDate, dayOfWeek: number, days: readonly DockDay[], closed: ReadonlySet<string>, timeZone: string): { opens: Date; closes: Date } | null {
  const hours = days.find((d) => d.dayOfWeek === dayOfWeek);
  if (!hours || hours.isClosed || closed.has(isoDate(date))) return null;
  const nextMidnight = zonedInstant(addDays(date, 1), 0, 0, timeZone);
  if (hours.isTwentyFourHour) return { opens: zonedInstant(date, 0, 0, timeZone), closes: nextMidnight };
  const at = (time: string) => zonedInstant(date, Number(time.slice(0, 2)), Number(time.slice(3, 5)), timeZone);
  const opens = at(hours.startTime);
  const closes = hours.endTime === END_OF_DAY ? nextMidnight : at(hours.endTime);
  return { opens, closes };
}

/**
 * Open now, and when it closes or next opens, for a week of dock hours and its dated closures, in
 * `timeZone`. Days and times are the location's wall clock, so a 07:00 opening stays 07:00 across
 * a daylight-saving change (the instant moves, not the hour).
 */
export function dockStatusAt(days: readonly DockDay[], closures: readonly DockClosure[], timeZone: string, now: Date): DockStatus {
  const closed = new Set(closures.map((c) => c.date));
  const today = localDateTime(now, timeZone);
  const todayDate = { year: today.year, month: today.month, day: today.day };
  const current = windowOn(todayDate, today.dayOfWeek, days, closed, timeZone);
  if (current && current.opens <= now && now < current.closes) {
    // A dock open until midnight that opens again at midnight has not closed: follow the days on.
    let closes = current.closes;
    for (let offset = 1; offset <= LOOKAHEAD_DAYS; offset++) {
      const next = windowOn(addDays(todayDate, offset), (today.dayOfWeek + offset) % 7, days, closed, timeZone);
      if (!next || next.opens.getTime() !== closes.getTime()) return { openNow: true, closesAt: closes.toISOString(), nextOpenAt: null, timeZone };
      closes = next.closes;
    }
    return { openNow: true, closesAt: null, nextOpenAt: null, timeZone };
  }
  for (let offset = 0; offset <= LOOKAHEAD_DAYS; offset++) {
    const date = addDays(todayDate, offset);
    const window = windowOn(date, (today.dayOfWeek + offset) % 7, days, closed, timeZone);
    if (window && window.opens > now) return { openNow: false, closesAt: null, nextOpenAt: window.opens.toISOString(), timeZone };
  }
  return { openNow: false, closesAt: null, nextOpenAt: null, timeZone };
}
