import type { Insertable } from 'kysely';
import { greatCircleMiles } from '@portal/domain/orders/consolidation';
import type { ShipmentStopsTable, ShipmentsTable } from '../../db/database';
import type { OrderLineRow, OrderStopRow } from './orders.repository';

/**
 * What an order's shipment holds of it: stops copied in order, origin and destination, pickup and
 * delivery windows, weight, requirements, references and miles (great-circle between stops, the
 * TMS's planned miles when nothing better is known).
 */
export interface OrderForShipment {
  id: number;
  customer_id: number;
  shipping_mode: string;
  equipment_mode: string;
  requirements: string[];
}

type PlacedStop = OrderStopRow & { city: string; state: string; postal_code: string; latitude: number; longitude: number; early_date_time: Date };

function placed(stops: readonly OrderStopRow[]): PlacedStop[] {
  return stops.map((s) => {
    if (s.city === null || s.state === null || s.postal_code === null || s.latitude === null || s.longitude === null || s.early_date_time === null) {
      throw new Error(`Order stop ${s.id} has no place or early time`);
    }
    return s as PlacedStop;
  });
}

export function tripMiles(stops: readonly { latitude: number; longitude: number }[]): number {
  let miles = 0;
  for (let i = 1; i < stops.length; i++) miles += greatCircleMiles(stops[i - 1], stops[i]);
  return Math.round(miles);
}

export function shipmentColumns(order: OrderForShipment, stops: readonly OrderStopRow[], lines: readonly OrderLineRow[], references: readonly { value: string }[]): Omit<Insertable<ShipmentsTable>, 'shipment_number' | 'status'> {
  const all = placed(stops);
  const first = all[0];
  const last = all[all.length - 1];
  const weight = lines.reduce((sum, l) => sum + Number(l.total_weight ?? 0), 0);
  return {
    order_id: order.id,
    customer_id: order.customer_id,
    shipping_mode: order.shipping_mode,
    equipment_mode: order.equipment_mode,
    is_partial: order.shipping_mode === 'LTL',
    weight_lbs: weight > 0 ? Math.round(weight) : null,
    total_miles: tripMiles(all),
    requirements: order.requirements,
    reference_numbers: references.map((r) => r.value),
    origin_city: first.city,
    origin_state: first.state,
    origin_postal_code: first.postal_code,
    origin_latitude: first.latitude,
    origin_longitude: first.longitude,
    destination_city: last.city,
    destination_state: last.state,
    destination_postal_code: last.postal_code,
    destination_latitude: last.latitude,
    destination_longitude: last.longitude,
    pickup_early: first.early_date_time,
    pickup_late: first.late_date_time,
    delivery_early: last.early_date_time,
    delivery_late: last.late_date_time,
  };
}

/** The shipment's stops, one per order stop, with the pieces expected there (loaded at pickups, unloaded at drops). */
export function shipmentStops(shipmentId: number, stops: readonly OrderStopRow[], lines: readonly OrderLineRow[]): Insertable<ShipmentStopsTable>[] {
  return placed(stops).map((stop, index) => {
    const pieces = lines.filter((l) => l.pickup_stop_id === stop.id || l.dropoff_stop_id === stop.id).reduce((sum, l) => sum + (l.package_count ?? 0), 0);
    return {
      shipment_id: shipmentId,
      order_stop_id: stop.id,
      stop_number: index,
      stop_type: stop.stop_type,
      location_id: stop.location_id,
      name: stop.name ?? stop.city,
      address_line1: stop.address_line1,
      address_line2: stop.address_line2,
      contact_name: stop.contact_name,
      contact_phone: stop.contact_phone,
      dock_hours: stop.dock_hours,
      city: stop.city,
      state: stop.state,
      postal_code: stop.postal_code,
      country: stop.country,
      latitude: stop.latitude,
      longitude: stop.longitude,
      iana_timezone: stop.iana_timezone ?? 'America/Chicago',
      early: stop.early_date_time,
      late: stop.late_date_time,
      appointment: stop.appointment_date_time,
      expected_package_count: pieces > 0 ? pieces : null,
    };
  });
}
