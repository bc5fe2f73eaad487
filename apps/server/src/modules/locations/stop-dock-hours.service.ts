import type { DockStopType } from '@portal/domain/locations/dock-hours';
import type { StopDockHours } from '@portal/domain/locations/location-schemas';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { getVisibleShipment } from '../shipments/access/shipment-access';
import { dockScheduleOf, dockStatusOf } from './location-view';
import { findClosures, findDockHours } from './locations.repository';
import { findStopLocations } from './stop-locations.repository';

/**
 * Dock status at each stop of a shipment the caller can see: a pickup reads the location's shipping
 * dock, a delivery its receiving dock, in the stop's time zone. Stops without a location have none.
 */
export async function getStopDockHours(db: Db, caller: Caller, shipmentId: number, now = new Date()): Promise<StopDockHours> {
  await getVisibleShipment(db, caller, shipmentId);
  const stops = await findStopLocations(db, shipmentId);
  const ids = [...new Set(stops.flatMap((s) => (s.location_id === null ? [] : [s.location_id])))];
  const [hours, closures] = await Promise.all([findDockHours(db, ids), findClosures(db, ids)]);
  return {
    data: stops.map((stop) => {
      const dock: DockStopType = stop.stop_type === 'Pickup' ? 'Shipping' : 'Receiving';
      if (stop.location_id === null) return { stopId: stop.id, locationId: null, dock, isAppointmentRequired: false, status: null };
      const schedule = dockScheduleOf(stop.location_id, hours, closures);
      const status = dockStatusOf(schedule, stop.location_timezone ?? stop.iana_timezone, now);
      return {
        stopId: stop.id,
        locationId: stop.location_id,
        dock,
        isAppointmentRequired: stop.is_appointment_required ?? false,
        status: status ? (dock === 'Shipping' ? status.shipping : status.receiving) : null,
      };
    }),
  };
}
