import type { Insertable } from 'kysely';
import { DOCK_STOP_TYPES, defaultDockDays, type DockDay } from '@portal/domain/locations/dock-hours';
import type { LocationsTable } from '../../db/database';
import type { Db } from '../../db/db';
import { findDockHours, insertLocation, replaceDockSchedule } from './locations.repository';

/** Each location's week of dock hours for a dock ('Shipping' or 'Receiving'), by location id. */
export async function dockWeeks(db: Db, locationIds: readonly number[], dock: 'Shipping' | 'Receiving'): Promise<Map<number, DockDay[]>> {
  const weeks = new Map<number, DockDay[]>();
  for (const row of await findDockHours(db, locationIds)) {
    if (row.stop_type !== dock) continue;
    const days = weeks.get(row.location_id) ?? [];
    days.push({ dayOfWeek: row.day_of_week, isClosed: row.is_closed, isTwentyFourHour: row.is_twenty_four_hour, startTime: row.start_time, endTime: row.end_time });
    weeks.set(row.location_id, days);
  }
  return weeks;
}

/**
 * A location typed elsewhere (an order's new facility), in the caller's transaction, with the
 * default dock hours (open 00:00-23:59 every day) for both docks, as a location created on the
 * locations page gets.
 */
export async function insertFacilityLocation(trx: Db, row: Insertable<LocationsTable>): Promise<number> {
  const { id } = await insertLocation(trx, row);
  const hours = DOCK_STOP_TYPES.flatMap((stopType) =>
    defaultDockDays().map((d) => ({ location_id: id, stop_type: stopType, day_of_week: d.dayOfWeek, is_closed: d.isClosed, is_twenty_four_hour: d.isTwentyFourHour, start_time: d.startTime, end_time: d.endTime })),
  );
  await replaceDockSchedule(trx, id, hours, []);
  return id;
}
