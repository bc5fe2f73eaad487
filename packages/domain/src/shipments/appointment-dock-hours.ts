import { DAY_NAMES, type DockDay, type DockStopType } from '../locations/dock-hours';

/**
 * Whether a stop appointment falls inside the dock hours of the stop's location, judged on the
 * clock of the stop's IANA time zone (so daylight saving is the zone's, not the server's). Dock
 * hours are one entry per day of week (0 Sunday to 6 Saturday) for the dock the stop uses: a pickup
 * uses the Shipping dock, a delivery the Receiving dock (dock stop types).
 */

/** The dock a stop uses: pickups ship, everything else receives. */
export function dockStopTypeOf(stopType: string): DockStopType {
  return stopType === 'Pickup' ? 'Shipping' : 'Receiving';
}

/** Minute of the day of an HH:mm time (seconds ignored). */
function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** Day of week (0-6) and minute of the day of an instant on a zone's wall clock. */
export function wallClock(instant: Date, timeZone: string): { dayOfWeek: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const dayOfWeek = DAY_NAMES.findIndex((d) => d.startsWith(part('weekday')));
  return { dayOfWeek, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/**
 * Open at that minute: a 24-hour day is open all day; a closed day never; otherwise from the start
 * through the end minute (an end of 23:59 covers the whole last minute). Hours whose end is before
 * their start run past midnight into the next day.
 */
function covers(day: DockDay | undefined, minutes: number, fromPreviousDay: boolean): boolean {
  if (!day || day.isClosed) return false;
  if (day.isTwentyFourHour) return !fromPreviousDay;
  const start = minutesOf(day.startTime);
  const end = minutesOf(day.endTime);
  const overnight = end < start;
  if (fromPreviousDay) return overnight && minutes <= end;
  return overnight ? minutes >= start : minutes >= start && minutes <= end;
}

/**
 * True when the dock is open at the instant, false when it is not, undefined when the location has
 * no dock hours for that dock (nothing to judge against, so no warning).
 */
export function isWithinDockHours(instant: Date, timeZone: string, days: readonly DockDay[]): boolean | undefined {
  if (days.length === 0) return undefined;
  const { dayOfWeek, minutes } = wallClock(instant, timeZone);
  const byDay = new Map(days.map((d) => [d.dayOfWeek, d]));
  return covers(byDay.get(dayOfWeek), minutes, false) || covers(byDay.get((dayOfWeek + 6) % 7), minutes, true);
}

/** The warning for an appointment outside the dock hours, or undefined when it is inside (or nothing is known). */
export function dockHoursWarning(instant: Date, timeZone: string, days: readonly DockDay[], locationName: string): string | undefined {
  if (isWithinDockHours(instant, timeZone, days) !== false) return undefined;
  const { dayOfWeek } = wallClock(instant, timeZone);
  const day = days.find((d) => d.dayOfWeek === dayOfWeek);
  const hours = !day || day.isClosed ? 'closed' : day.isTwentyFourHour ? 'open 24 hours' : `open ${day.startTime.slice(0, 5)}-${day.endTime.slice(0, 5)}`;
  return `The appointment is outside the dock hours of ${locationName} (${DAY_NAMES[dayOfWeek]}: ${hours})`;
}
