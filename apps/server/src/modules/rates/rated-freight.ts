import { isCanadianPostalCode } from '@portal/domain/locations/postal-code';
import { estimatedRoadMiles, type RatedLine } from '@portal/domain/rates/rate-pricing';
import type { z } from 'zod';
import type { RawRatingBodySchema } from '@portal/domain/rates/rating-schemas';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/problem';
import { findOrderLines, findPostalPlaces, findRatedOrder } from './rated-freight.repository';
import { findRatedShipment } from './unified-rates.repository';
import { RATING_MESSAGES } from '@portal/domain/rates/rate-messages';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RatedPlace {
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

/** What every rate source needs to know about freight, whether a shipment, an order or raw stops and products. */
export interface RatedFreight {
  shipmentId: number | null;
  orderId: number | null;
  /** The customer whose freight it is (null for raw freight): the broker may rate only its own. */
  customerId: number | null;
  origin: RatedPlace;
  destination: RatedPlace;
  miles: number;
  equipmentMode: string;
  shippingMode: string;
  lines: RatedLine[];
  pickupDay: Date;
  /** Days the schedule allows from pickup to delivery, when it says. */
  scheduledDays: number | null;
  /** The shipment as stored, for the sources that only a shipment has (posted, booked, tenders). */
  shipment: NonNullable<Awaited<ReturnType<typeof findRatedShipment>>> | null;
}

function linesOf(rows: Awaited<ReturnType<typeof findOrderLines>>): RatedLine[] {
  return rows.map((r) => ({
    freightClass: r.freight_class,
    totalWeight: r.total_weight,
    length: r.length,
    width: r.width,
    height: r.height,
    units: r.pallet_count ?? r.package_count,
  }));
}

function daysBetween(from: Date, to: Date | null | undefined): number | null {
  if (!to || to.getTime() <= from.getTime()) return null;
  return Math.max(1, Math.ceil((to.getTime() - from.getTime()) / DAY_MS));
}

export async function shipmentFreight(db: Db, caller: Caller, key: { id?: number; shipmentNumber?: string }): Promise<RatedFreight> {
  const shipment = await findRatedShipment(db, caller, key);
  if (!shipment) throw notFound('Shipment');
  const lines = shipment.order_id === null ? [] : linesOf(await findOrderLines(db, shipment.order_id));
  return {
    shipmentId: shipment.id,
    orderId: shipment.order_id,
    customerId: shipment.customer_id,
    origin: { state: shipment.origin_state, postalCode: shipment.origin_postal_code, latitude: shipment.origin_latitude, longitude: shipment.origin_longitude },
    destination: { state: shipment.destination_state, postalCode: shipment.destination_postal_code, latitude: shipment.destination_latitude, longitude: shipment.destination_longitude },
    miles: shipment.trip_miles === null ? 0 : Math.round(Number(shipment.trip_miles)),
    equipmentMode: shipment.equipment_mode,
    shippingMode: shipment.shipping_mode,
    lines,
    pickupDay: shipment.pickup_early,
    scheduledDays: daysBetween(shipment.pickup_early, shipment.delivery_late ?? shipment.delivery_early),
    shipment,
  };
}

/** The key postal_codes is stored under: a US zip's 5 digits, a Canadian code's FSA. */
function postalKey(postalCode: string): string {
  const compact = postalCode.replace(/[\s-]/g, '').toUpperCase();
  return isCanadianPostalCode(postalCode) ? compact.slice(0, 3) : compact.slice(0, 5);
}

async function placesOf(db: Db, codes: readonly string[], field: (index: number) => string): Promise<RatedPlace[]> {
  const rows = await findPostalPlaces(db, [...new Set(codes.map(postalKey))]);
  const byKey = new Map(rows.map((r) => [r.postal_code, r]));
  return codes.map((code, index) => {
    const row = byKey.get(postalKey(code));
    if (!row) throw badRequest(SHARED_MESSAGES.unknownPostalCode, { [field(index)]: [RATING_MESSAGES.noPlaceForPostalCode({ postalCode: code })] });
    return { state: row.state, postalCode: code.trim().toUpperCase(), latitude: row.latitude, longitude: row.longitude };
  });
}

export async function orderFreight(db: Db, caller: Caller, orderId: number): Promise<RatedFreight> {
  const found = await findRatedOrder(db, caller, orderId);
  if (!found) throw notFound('Order');
  const { order, stops } = found;
  const located = stops.filter((s) => s.postal_code !== null);
  if (located.length < 2) throw badRequest(RATING_MESSAGES.orderNeedsPlaces, { stops: [RATING_MESSAGES.giveOrderPlaces] });
  const zipPlaces = await placesOf(db, located.map((s) => s.postal_code!), (i) => `stops.${i}.location`);
  const places = located.map((s, i): RatedPlace =>
    s.latitude !== null && s.longitude !== null && s.state ? { state: s.state, postalCode: s.postal_code!, latitude: s.latitude, longitude: s.longitude } : zipPlaces[i],
  );
  const first = located[0];
  const last = located[located.length - 1];
  const pickupDay = first.early_date_time ?? new Date();
  return {
    shipmentId: null,
    orderId: order.id,
    customerId: order.customer_id,
    origin: places[0],
    destination: places[places.length - 1],
    miles: estimatedRoadMiles(places),
    equipmentMode: order.equipment_mode,
    shippingMode: order.shipping_mode,
    lines: linesOf(await findOrderLines(db, order.id)),
    pickupDay,
    scheduledDays: daysBetween(pickupDay, last.late_date_time ?? last.early_date_time),
    shipment: null,
  };
}

export async function rawFreight(db: Db, body: z.output<typeof RawRatingBodySchema>, now: Date): Promise<RatedFreight> {
  const places = await placesOf(db, body.stops.map((s) => s.postalCode), (i) => `stops.${i}.postalCode`);
  return {
    shipmentId: null,
    orderId: null,
    customerId: null,
    origin: places[0],
    destination: places[places.length - 1],
    miles: estimatedRoadMiles(places),
    equipmentMode: body.equipmentMode,
    shippingMode: body.shippingMode,
    lines: body.products.map((p) => ({ freightClass: p.freightClass, totalWeight: p.totalWeight, length: p.length, width: p.width, height: p.height, units: p.palletCount ?? p.packageCount })),
    pickupDay: body.pickupDate ? new Date(`${body.pickupDate}T12:00:00Z`) : now,
    scheduledDays: null,
    shipment: null,
  };
}
