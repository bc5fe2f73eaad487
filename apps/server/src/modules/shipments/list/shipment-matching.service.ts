import { AVAILABLE_SHIPMENTS_RADIUS_MILES } from '@portal/domain/common/constants';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { dollarsOrNull } from '../../../lib/money';
import { getVisibleShipment } from '../access/shipment-access';
import { iso, isoRequired } from '@portal/domain/common/iso';
import { findMatchingLanes, findMatchingLiveEquipment, findReloads, METERS_PER_MILE } from './shipment-matching.repository';
import { summaryView } from '../detail/shipment-view';

const miles = (meters: number | string | null) => (meters === null ? null : Math.round((Number(meters) / METERS_PER_MILE) * 10) / 10);

/**
 * Ready to Book loads picking up within the radius of this shipment's delivery, whose pickup
 * window ends after this shipment's delivery window ends, nearest first.
 */
export async function getReloads(db: Db, caller: Caller, id: number, radiusMiles = AVAILABLE_SHIPMENTS_RADIUS_MILES) {
  const shipment = await getVisibleShipment(db, caller, id);
  const deliveredBy = shipment.delivery_late ?? shipment.delivery_early ?? shipment.pickup_late ?? shipment.pickup_early;
  const rows = await findReloads(db, caller, shipment, deliveredBy, radiusMiles);
  const data = rows.map((row) => ({ ...summaryView(row, caller), deadheadMiles: miles(row.deadhead_meters)!, maxBuy: dollarsOrNull(row.max_buy_cents) }));
  return { data, totalCount: data.length };
}

/** The caller's saved lanes and live equipment that fit this shipment (lane radius, or the board's default radius). */
export async function getLaneMatches(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const lanes = await findMatchingLanes(db, caller, shipment);
  const equipment = await findMatchingLiveEquipment(db, caller, shipment);
  return {
    shipmentId: shipment.id,
    savedLanes: lanes.map((l) => ({
      id: l.id,
      name: l.name,
      origin: { city: l.origin_city, state: l.origin_state, radiusMiles: l.origin_radius_miles },
      destination: l.destination_city === null ? null : { city: l.destination_city, state: l.destination_state, radiusMiles: l.destination_radius_miles },
      equipmentMode: l.equipment_mode,
      originDistanceMiles: miles(l.origin_meters)!,
      destinationDistanceMiles: miles(l.destination_meters),
    })),
    liveEquipment: equipment.map((e) => ({
      id: e.id,
      equipmentMode: e.equipment_mode,
      truckNumber: e.truck_number,
      city: e.city,
      state: e.state,
      postalCode: e.postal_code,
      availableFrom: isoRequired(e.available_from),
      availableTo: iso(e.available_to),
      driverId: e.driver_id,
      distanceMiles: miles(e.meters)!,
    })),
  };
}
