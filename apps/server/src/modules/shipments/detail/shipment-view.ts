import { needsUpdate } from '@portal/domain/shipments/lifecycle';
import { progressGroup } from '@portal/domain/shipments/progress';
import { zoneOfState } from '@portal/domain/locations/state-time-zone';
import type { ShipmentStopsRow, ShipmentsRow } from '../../../db/database';
import type { Caller } from '../../../lib/caller';
import { canSeeCarrierMoney, isDriverUser, shipmentPartyOf } from '../access/shipment-access';
import { statusValue } from './shipment-format';
import { iso, isoRequired } from '@portal/domain/common/iso';
import { dollarsOrNull } from '../../../lib/money';
import type { ShipmentSummaryRow } from '../list/shipment-list.repository';
import { findOrderHeader } from './shipment-orders.repository';
import { findCompanies, findLineItemsOfShipment, findStops, type CompanyRow, type LineItemWithOrder } from '../access/shipments.repository';
import type { Db } from '../../../db/db';
import type { LanePlaceColumn } from '../../../db/lane-columns';
import { consentedTracking } from '../tracking/tracking-consent';

export function companyRef(company: CompanyRow | undefined | null) {
  if (!company) return null;
  return {
    id: company.id,
    name: company.name,
    companyNumber: company.company_number,
    mcNumber: company.mc_number,
    dotNumber: company.dot_number,
    scac: company.scac,
    phone: company.phone,
    email: company.email,
  };
}

function toNumber(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

export function lineItemView(item: LineItemWithOrder) {
  return {
    id: item.id,
    orderId: item.order_id,
    description: item.description,
    freightClass: item.freight_class,
    perPackageWeight: toNumber(item.per_package_weight),
    totalWeight: toNumber(item.total_weight),
    packagingUnitType: item.packaging_unit_type,
    packageCount: item.package_count,
    palletCount: item.pallet_count,
    length: toNumber(item.length),
    width: toNumber(item.width),
    height: toNumber(item.height),
    hazmatPackingGroup: item.hazmat_packing_group,
    hazmatClass: item.hazmat_class,
    hazmatUnNumber: item.hazmat_un_number,
    pickupStopId: item.pickup_stop_id,
    dropoffStopId: item.dropoff_stop_id,
  };
}

/** The line items of one stop, grouped by the order they belong to. */
function orderLineItemsOf(stop: ShipmentStopsRow, items: LineItemWithOrder[]) {
  if (stop.order_stop_id === null) return [];
  const atStop = items.filter((item) => (stop.stop_type === 'Pickup' ? item.pickup_stop_id : item.dropoff_stop_id) === stop.order_stop_id);
  const byOrder = new Map<number, { orderId: number; orderNumber: string; lineItems: ReturnType<typeof lineItemView>[] }>();
  for (const item of atStop) {
    const group = byOrder.get(item.order_id) ?? { orderId: item.order_id, orderNumber: item.order_number, lineItems: [] };
    group.lineItems.push(lineItemView(item));
    byOrder.set(item.order_id, group);
  }
  return [...byOrder.values()];
}

export function stopView(stop: ShipmentStopsRow, items: LineItemWithOrder[]) {
  return {
    shipmentStopId: stop.id,
    orderStopId: stop.order_stop_id,
    stopNumber: stop.stop_number,
    stopType: stop.stop_type,
    name: stop.name,
    early: isoRequired(stop.early),
    late: iso(stop.late),
    appointment: iso(stop.appointment),
    arrivedAt: iso(stop.arrived_at),
    departedAt: iso(stop.departed_at),
    preloadRecordedAt: iso(stop.preload_recorded_at),
    arrivalFlag: stop.arrival_flag,
    ianaTimezone: stop.iana_timezone,
    locationAddress: { address1: stop.address_line1, city: stop.city, state: stop.state, zip: stop.postal_code, country: stop.country },
    latitude: stop.latitude,
    longitude: stop.longitude,
    expectedPackageCount: stop.expected_package_count,
    confirmedPackageCount: stop.confirmed_package_count,
    orderLineItems: orderLineItemsOf(stop, items),
  };
}

export async function loadStopViews(db: Db, shipmentId: number) {
  const [stops, items] = await Promise.all([findStops(db, shipmentId), findLineItemsOfShipment(db, shipmentId)]);
  return { stops, views: stops.map((stop) => stopView(stop, items)) };
}

/** The spec's full Shipment, as the caller may see it. */
export async function buildShipmentView(db: Db, caller: Caller, shipment: ShipmentsRow, now: Date) {
  const companyIds = [shipment.carrier_id, shipment.customer_id].filter((id): id is number => id !== null);
  // Everything below depends only on the shipment row: asked at once, not one after another.
  const [{ stops, views }, companies, order, party] = await Promise.all([
    loadStopViews(db, shipment.id),
    findCompanies(db, companyIds),
    shipment.order_id === null ? Promise.resolve(undefined) : findOrderHeader(db, shipment.order_id),
    shipmentPartyOf(db, caller, shipment),
  ]);
  const byId = new Map(companies.map((c) => [c.id, c]));
  // A blind order hides the customer from the carrier side.
  const hideCustomer = !!order?.is_blind && !caller.isBrokerage && caller.companyId !== shipment.customer_id;
  const showMoney = canSeeCarrierMoney(caller, shipment) || (!isDriverUser(caller) && shipment.carrier_id === null);
  return {
    id: shipment.id,
    shipmentNumber: shipment.shipment_number,
    orderId: shipment.order_id,
    orderNumber: order?.order_number ?? null,
    shipmentStatus: statusValue(shipment.status),
    shippingMode: shipment.shipping_mode,
    equipmentMode: shipment.equipment_mode,
    isPartial: shipment.is_partial,
    weight: shipment.weight_lbs,
    totalMiles: shipment.total_miles,
    maxBuy: showMoney ? dollarsOrNull(shipment.max_buy_cents) : null,
    rate: showMoney ? dollarsOrNull(shipment.rate_cents) : null,
    stops: views,
    origin: { city: shipment.origin_city, state: shipment.origin_state, postalCode: shipment.origin_postal_code },
    destination: { city: shipment.destination_city, state: shipment.destination_state, postalCode: shipment.destination_postal_code },
    pickupEarly: isoRequired(shipment.pickup_early),
    pickupLate: iso(shipment.pickup_late),
    deliveryEarly: iso(shipment.delivery_early),
    deliveryLate: iso(shipment.delivery_late),
    progress: progressGroup(shipment.status),
    needsUpdate: needsUpdate({
      status: shipment.status,
      stops: stops.map((s) => ({ early: s.early, late: s.late, arrivedAt: s.arrived_at, departedAt: s.departed_at })),
      lastActivityAt: shipment.last_activity_at,
      now,
    }),
    isOnTime: shipment.is_on_time,
    nextStopDueAt: iso(shipment.next_stop_due_at),
    lastActivityAt: iso(shipment.last_activity_at),
    deliveredAt: iso(shipment.delivered_at),
    ...consentedTracking(caller, shipment, stops),
    carrier: companyRef(shipment.carrier_id === null ? null : byId.get(shipment.carrier_id)),
    customer: hideCustomer ? null : companyRef(shipment.customer_id === null ? null : byId.get(shipment.customer_id)),
    truckNumber: shipment.truck_number,
    trailerNumber: shipment.trailer_number,
    shippingProNumber: shipment.shipping_pro_number,
    tripId: shipment.trip_id,
    referenceNumbers: shipment.reference_numbers,
    requirements: shipment.requirements,
    bookedAt: iso(shipment.booked_at),
    canWrite: party !== null,
  };
}

export type ShipmentView = Awaited<ReturnType<typeof buildShipmentView>>;

type SummarySource = Pick<
  ShipmentSummaryRow,
  | 'id'
  | 'shipment_number'
  | 'status'
  | LanePlaceColumn
  | 'origin_time_zone'
  | 'destination_time_zone'
  | 'pickup_early'
  | 'pickup_late'
  | 'delivery_early'
  | 'delivery_late'
  | 'shipping_mode'
  | 'equipment_mode'
  | 'rate_cents'
  | 'reference_numbers'
  | 'is_on_time'
  | 'next_stop_due_at'
  | 'last_activity_at'
  | 'truck_number'
  | 'trailer_number'
  | 'shipping_pro_number'
  | 'trip_id'
  | 'carrier_id'
  | 'needs_update'
  | 'carrier_name'
>;

/** One row of a shipment list (a superset of the spec's shipment search result). */
export function summaryView(row: SummarySource, caller: Caller) {
  const showMoney = canSeeCarrierMoney(caller, row) || (!isDriverUser(caller) && row.carrier_id === null);
  return {
    id: row.id,
    shipmentNumber: row.shipment_number,
    status: statusValue(row.status),
    progress: progressGroup(row.status),
    origin: { city: row.origin_city, state: row.origin_state, postalCode: row.origin_postal_code },
    destination: { city: row.destination_city, state: row.destination_state, postalCode: row.destination_postal_code },
    // The stops' own zones; a load whose stops are not on file yet is read in its state's main zone.
    originTimeZone: row.origin_time_zone ?? zoneOfState(row.origin_state),
    destinationTimeZone: row.destination_time_zone ?? zoneOfState(row.destination_state),
    pickupEarly: isoRequired(row.pickup_early),
    pickupLate: iso(row.pickup_late),
    deliveryEarly: iso(row.delivery_early),
    deliveryLate: iso(row.delivery_late),
    shippingMode: row.shipping_mode,
    equipmentMode: row.equipment_mode,
    rate: showMoney ? dollarsOrNull(row.rate_cents) : null,
    referenceNumbers: row.reference_numbers,
    needsUpdate: !!row.needs_update,
    isOnTime: row.is_on_time,
    nextStopDueAt: iso(row.next_stop_due_at),
    lastActivityAt: iso(row.last_activity_at),
    truckNumber: row.truck_number,
    trailerNumber: row.trailer_number,
    shippingProNumber: row.shipping_pro_number,
    tripId: row.trip_id,
    carrierName: row.carrier_name ?? null,
  };
}
