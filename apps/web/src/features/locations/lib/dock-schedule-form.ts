import { defaultDockDays, type DockDay } from '@portal/domain/locations/dock-hours';
import type { DockScheduleBody, DockSchedule } from '@portal/domain/locations/location-schemas';

/** How a day is open: the two flags of a dock day as one choice. */
export type DayMode = 'open' | 'closed' | 'allDay';

export function dayMode(day: Pick<DockDay, 'isClosed' | 'isTwentyFourHour'>): DayMode {
  if (day.isClosed) return 'closed';
  return day.isTwentyFourHour ? 'allDay' : 'open';
}

export function flagsOf(mode: DayMode): Pick<DockDay, 'isClosed' | 'isTwentyFourHour'> {
  return { isClosed: mode === 'closed', isTwentyFourHour: mode === 'allDay' };
}

/** A week sorted Sunday to Saturday, filled with the default day where one is missing. */
function fullWeek(days: readonly DockDay[]): DockDay[] {
  return defaultDockDays().map((fallback) => days.find((day) => day.dayOfWeek === fallback.dayOfWeek) ?? fallback);
}

export function dockScheduleFormValues(schedule: DockSchedule): DockScheduleBody {
  return {
    shipping: fullWeek(schedule.shipping),
    receiving: fullWeek(schedule.receiving),
    closures: schedule.closures.map((closure) => ({ date: closure.date, reason: closure.reason ?? '' })),
  };
}
