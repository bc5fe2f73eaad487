import type { Db } from '../../db/db';

/** The stops of a shipment with the location each points at (any company's: the shipment's visibility decides). */
export function findStopLocations(db: Db, shipmentId: number) {
  return db
    .selectFrom('shipment_stops as s')
    .leftJoin('locations as l', 'l.id', 's.location_id')
    .select(['s.id', 's.stop_type', 's.location_id', 's.iana_timezone', 'l.iana_timezone as location_timezone', 'l.is_appointment_required'])
    .where('s.shipment_id', '=', shipmentId)
    .orderBy('s.stop_number')
    .execute();
}
