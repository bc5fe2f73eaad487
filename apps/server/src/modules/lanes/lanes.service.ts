import type { Caller } from '../../lib/caller';
import { dollarsOrNull } from '../../lib/money';
import { listLanes } from './lanes.repository';
import type { Db } from '../../db/db';

/** The caller's company's lanes (history and declared), busiest first. */
export async function getLanes(db: Db, caller: Caller, input: { page: number; pageSize: number }, now = new Date()) {
  const { rows, totalCount } = await listLanes(db, caller.companyId, input.page, input.pageSize, now);
  return {
    data: rows.map((h) => ({
      id: h.id,
      origin: { city: h.origin_city, state: h.origin_state, postalCode: h.origin_postal_code, latitude: h.origin_latitude, longitude: h.origin_longitude },
      destination: {
        city: h.destination_city,
        state: h.destination_state,
        postalCode: h.destination_postal_code,
        latitude: h.destination_latitude,
        longitude: h.destination_longitude,
      },
      equipmentMode: h.equipment_mode,
      source: h.source,
      loadsPerWeek: h.loads_per_week,
      ratePerMile: dollarsOrNull(h.rate_per_mile_cents),
      recentLoads: Number(h.recent_loads ?? 0),
      availableLoads: Number(h.available_loads ?? 0),
    })),
    totalCount,
  };
}
