import { iso, isoRequired } from '@portal/domain/common/iso';
import { stateTimeZone } from '@portal/domain/locations/state-time-zone';
import type { ShipmentStopsRow } from '../../../db/database';
import { formatInZone, statusValue } from './shipment-format';

/**
 * A load as the offers about it show it (the load board, a tender, a rate request): its lane,
 * windows and equipment, its stops and a map of them. Shared by the modules that offer freight.
 */

/** Where a place's zone is unknown and its state names none: the zone stops default to. */
export const DEFAULT_TIME_ZONE = 'America/Chicago';

/** The IANA zone of a load's end: its stop's zone, else its state's. */
export function zoneOf(stopZone: string | null | undefined, state: string | null | undefined): string {
  return stopZone || stateTimeZone(state) || DEFAULT_TIME_ZONE;
}

export function stopWindowText(stop: Pick<ShipmentStopsRow, 'early' | 'late' | 'iana_timezone'>): string {
  const early = formatInZone(stop.early, stop.iana_timezone);
  return stop.late ? `${early} - ${formatInZone(stop.late, stop.iana_timezone)}` : early;
}

export function stopView(stop: ShipmentStopsRow) {
  return {
    shipmentStopId: stop.id,
    stopNumber: stop.stop_number,
    stopType: stop.stop_type,
    name: stop.name,
    address: { address1: stop.address_line1, city: stop.city, state: stop.state, postalCode: stop.postal_code, country: stop.country },
    latitude: stop.latitude,
    longitude: stop.longitude,
    early: isoRequired(stop.early),
    late: iso(stop.late),
    appointment: iso(stop.appointment),
    ianaTimezone: stop.iana_timezone,
    windowText: stopWindowText(stop),
  };
}

/** What a map needs: the stops in order and a box around them. */
interface MapEnd {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export function mapView(stops: readonly ShipmentStopsRow[], fallback: { origin: MapEnd; destination: MapEnd }) {
  const points =
    stops.length > 0
      ? stops.map((s) => ({ stopNumber: s.stop_number, stopType: s.stop_type, label: `${s.city}, ${s.state}`, latitude: s.latitude, longitude: s.longitude }))
      : [
          { stopNumber: 1, stopType: 'Pickup', label: `${fallback.origin.city}, ${fallback.origin.state}`, latitude: fallback.origin.latitude, longitude: fallback.origin.longitude },
          { stopNumber: 2, stopType: 'Dropoff', label: `${fallback.destination.city}, ${fallback.destination.state}`, latitude: fallback.destination.latitude, longitude: fallback.destination.longitude },
        ];
  const bounds =
    points.length === 0
      ? null
      : {
          north: Math.max(...points.map((p) => p.latitude)),
          south: Math.min(...points.map((p) => p.latitude)),
          east: Math.max(...points.map((p) => p.longitude)),
          west: Math.min(...points.map((p) => p.longitude)),
        };
  return { points, bounds };
}

/** The load of an offer as the database gives it (OFFER_FREIGHT_COLUMNS and the offer's shipment id). */
export interface OfferFreightDbRow {
  shipment_id: number;
  shipment_number: string;
  shipment_status: number;
  origin_city: string;
  origin_state: string;
  origin_postal_code: string;
  destination_city: string;
  destination_state: string;
  destination_postal_code: string;
  pickup_early: Date;
  pickup_late: Date | null;
  delivery_early: Date | null;
  delivery_late: Date | null;
  equipment_mode: string;
  shipping_mode: string;
  is_partial: boolean;
  weight_lbs: number | null;
  total_miles: number | null;
  requirements: string[];
  origin_timezone: string | null;
  destination_timezone: string | null;
}

/** A load's pickup and delivery windows and its modes, as every view of freight answers them. */
export function windowsAndEquipment(row: {
  pickup_early: Date | string;
  pickup_late: Date | string | null;
  delivery_early: Date | string | null;
  delivery_late: Date | string | null;
  equipment_mode: string;
  shipping_mode: string;
}) {
  return {
    pickupEarly: isoRequired(row.pickup_early),
    pickupLate: iso(row.pickup_late),
    deliveryEarly: iso(row.delivery_early),
    deliveryLate: iso(row.delivery_late),
    equipmentMode: row.equipment_mode,
    shippingMode: row.shipping_mode,
  };
}

/** The load an offer is about (a tender, a rate request): shipment, lane, windows and equipment. */
export function offerFreightView(row: OfferFreightDbRow) {
  return {
    shipmentId: row.shipment_id,
    shipmentNumber: row.shipment_number,
    shipmentStatus: statusValue(row.shipment_status),
    origin: { city: row.origin_city, state: row.origin_state, postalCode: row.origin_postal_code, ianaTimezone: zoneOf(row.origin_timezone, row.origin_state) },
    destination: {
      city: row.destination_city,
      state: row.destination_state,
      postalCode: row.destination_postal_code,
      ianaTimezone: zoneOf(row.destination_timezone, row.destination_state),
    },
    ...windowsAndEquipment(row),
    isPartial: row.is_partial,
    weight: row.weight_lbs,
    miles: row.total_miles,
    requirements: row.requirements,
  };
}
