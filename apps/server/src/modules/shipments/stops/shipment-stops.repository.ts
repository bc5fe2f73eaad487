import type { ShipmentStopsUpdate } from '../../../db/database';
import type { Db } from '../../../db/db';

export function updateStop(trx: Db, stopId: number, values: ShipmentStopsUpdate) {
  return trx.updateTable('shipment_stops').set(values).where('id', '=', stopId).execute();
}

/** The stop location's name and its dock hours for one dock (Shipping or Receiving), by day of week. */
export async function findLocationDock(db: Db, locationId: number, stopType: 'Shipping' | 'Receiving') {
  const [location, days] = await Promise.all([
    db.selectFrom('locations').select('name').where('id', '=', locationId).executeTakeFirst(),
    db
      .selectFrom('dock_hours')
      .select(['day_of_week', 'is_closed', 'is_twenty_four_hour', 'start_time', 'end_time'])
      .where('location_id', '=', locationId)
      .where('stop_type', '=', stopType)
      .orderBy('day_of_week')
      .execute(),
  ]);
  return { name: location?.name, days };
}
