/**
 * Wall-clock time in an IANA zone, by Intl alone: the runtime's zone database decides offsets, so
 * daylight-saving changes are right for every zone and year without a table of our own.
 */

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 is Sunday, as dock hours number the days. */
  dayOfWeek: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `instant` in `timeZone`. */
export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute } = parts;
  return { year, month, day, hour, minute, dayOfWeek: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** Minutes east of UTC that `timeZone` observes at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const local = localDateTime(instant, timeZone);
  const seconds = instant.getUTCSeconds();
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, seconds);
  return Math.round((asUtc - (instant.getTime() - instant.getUTCMilliseconds())) / 60_000);
}

/**
 * The instant a wall-clock time happens in `timeZone`. A time skipped by a spring-forward change
 * (02:30 on that Sunday) lands after the gap; a time repeated in the fall is its first occurrence.
 */
export function zonedInstant(date: { year: number; month: number; day: number }, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const first = offsetMinutes(new Date(wall), timeZone);
  const candidate = wall - first * 60_000;
  const second = offsetMinutes(new Date(candidate), timeZone);
  if (second === first) return new Date(candidate);
  const adjusted = wall - second * 60_000;
  // In a gap neither offset maps back to the wall time: keep the later instant (after the jump).
  return offsetMinutes(new Date(adjusted), timeZone) === second ? new Date(Math.min(adjusted, candidate)) : new Date(Math.max(adjusted, candidate));
}

/** The calendar date `days` after the given one (no time zone involved: dates are labels). */
export function addDays(date: { year: number; month: number; day: number }, days: number): { year: number; month: number; day: number } {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function isoDate(date: { year: number; month: number; day: number }): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
