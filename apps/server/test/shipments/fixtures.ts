import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../src/db/database';
import { refreshTracking } from '../../src/modules/shipments/activity/shipment-activity';
import { authHeaders, login, type TestApp, type TestSession } from '../helper';
import { pdfText as readPdfText } from '../pdf-text';

/**
 * Shipments built for one test, on top of the seeded companies, users and drivers, so a test never
 * depends on which demo shipment happens to be in which state.
 */

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export const companyId = async (db: Kysely<Database>, name: string) =>
  (await db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

export const userId = async (db: Kysely<Database>, email: string) =>
  (await db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirstOrThrow()).id;

export const BLUE_RIDGE = 'Blue Ridge Transport LLC';
export const LONE_STAR = 'Lone Star Haulers';
export const APEX = 'Apex Brokerage Partners';
export const HEARTLAND = 'Heartland Foods';
export const LONE_STAR_DISPATCH = 'dispatch@lonestarhaulers.test';

export interface StopSpec {
  type: 'Pickup' | 'Dropoff';
  name?: string;
  city: string;
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  ianaTimezone?: string;
  early: Date;
  late?: Date | null;
  expectedPackageCount?: number;
}

export const PLACES = {
  roanoke: { city: 'Roanoke', state: 'VA', postalCode: '24011', latitude: 37.2709, longitude: -79.9414, ianaTimezone: 'America/New_York' },
  charlotte: { city: 'Charlotte', state: 'NC', postalCode: '28202', latitude: 35.2271, longitude: -80.8431, ianaTimezone: 'America/New_York' },
  atlanta: { city: 'Atlanta', state: 'GA', postalCode: '30303', latitude: 33.749, longitude: -84.388, ianaTimezone: 'America/New_York' },
  greenville: { city: 'Greenville', state: 'SC', postalCode: '29601', latitude: 34.8526, longitude: -82.394, ianaTimezone: 'America/New_York' },
  dallas: { city: 'Dallas', state: 'TX', postalCode: '75201', latitude: 32.7767, longitude: -96.797, ianaTimezone: 'America/Chicago' },
} as const;

export interface ShipmentSpec {
  carrierId: number | null;
  customerId: number;
  status: number;
  stops?: StopSpec[];
  rateCents?: number;
  maxBuyCents?: number;
  tripId?: number | null;
  driverIds?: number[];
  referenceNumbers?: string[];
  requirements?: string[];
  /** Arrival/departure times to record on the first stops, as the seed would. */
  stopTimes?: { arrivedAt?: Date; departedAt?: Date }[];
}

let counter = 0;

/** Three stops: pickup in Roanoke tomorrow, dropoffs in Charlotte and Atlanta after it. */
export function defaultStops(now = new Date()): StopSpec[] {
  return [
    { type: 'Pickup', name: 'Shenandoah Mill', ...PLACES.roanoke, early: new Date(now.getTime() + DAY), late: new Date(now.getTime() + DAY + 4 * HOUR), expectedPackageCount: 30 },
    { type: 'Dropoff', name: 'Queen City DC', ...PLACES.charlotte, early: new Date(now.getTime() + 2 * DAY), late: new Date(now.getTime() + 2 * DAY + 4 * HOUR), expectedPackageCount: 10 },
    { type: 'Dropoff', name: 'Peachtree Grocers', ...PLACES.atlanta, early: new Date(now.getTime() + 3 * DAY), late: new Date(now.getTime() + 3 * DAY + 4 * HOUR), expectedPackageCount: 20 },
  ];
}

/** A pickup whose window ended two hours ago (not arrived: the shipment needs an update) and a dropoff tomorrow. */
export function overduePickupStops(now = Date.now()): StopSpec[] {
  return [
    { type: 'Pickup', ...PLACES.roanoke, early: new Date(now - 5 * HOUR), late: new Date(now - 2 * HOUR) },
    { type: 'Dropoff', ...PLACES.charlotte, early: new Date(now + DAY), late: new Date(now + DAY + 2 * HOUR) },
  ];
}

export interface CreatedShipment {
  id: number;
  number: string;
  orderId: number;
  orderNumber: string;
  stopIds: number[];
  orderStopIds: number[];
  lineItemIds: string[];
}

/** An order with its stops and line items (each dropoff gets one line item from the pickup), and its shipment. */
export async function createShipment(db: Kysely<Database>, spec: ShipmentSpec): Promise<CreatedShipment> {
  const stops = spec.stops ?? defaultStops();
  const n = `${process.pid % 1000}${String(++counter).padStart(3, '0')}${Date.now() % 10000}`;
  const order = await db
    .insertInto('orders')
    .values({ order_number: `TO${n}`, customer_id: spec.customerId, requirements: ['Load bars'], accessorials: ['Liftgate'], special_instructions: 'Call ahead' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderStopIds: number[] = [];
  for (const [i, s] of stops.entries()) {
    const row = await db
      .insertInto('order_stops')
      .values({ order_id: order.id, stop_number: i, stop_type: s.type, early_date_time: s.early, late_date_time: s.late ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    orderStopIds.push(row.id);
  }
  const lineItemIds: string[] = [];
  for (const [i, s] of stops.entries()) {
    if (s.type !== 'Dropoff') continue;
    const row = await db
      .insertInto('order_line_items')
      .values({
        order_id: order.id,
        pickup_stop_id: orderStopIds[0],
        dropoff_stop_id: orderStopIds[i],
        description: `Pallets for ${s.city}`,
        freight_class: '70',
        total_weight: 5000,
        packaging_unit_type: 'Pallet',
        package_count: s.expectedPackageCount ?? 10,
        pallet_count: s.expectedPackageCount ?? 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    lineItemIds.push(row.id);
  }
  const first = stops[0];
  const last = stops[stops.length - 1];
  const shipment = await db
    .insertInto('shipments')
    .values({
      shipment_number: `T${n}`,
      order_id: order.id,
      customer_id: spec.customerId,
      carrier_id: spec.carrierId,
      trip_id: spec.tripId ?? null,
      status: spec.status,
      rate_cents: spec.rateCents ?? 185000,
      max_buy_cents: spec.maxBuyCents ?? 200000,
      weight_lbs: 10000,
      total_miles: 420,
      requirements: spec.requirements ?? ['Tarps'],
      reference_numbers: spec.referenceNumbers ?? [`PO-${n}`],
      origin_city: first.city,
      origin_state: first.state,
      origin_postal_code: first.postalCode,
      origin_latitude: first.latitude,
      origin_longitude: first.longitude,
      destination_city: last.city,
      destination_state: last.state,
      destination_postal_code: last.postalCode,
      destination_latitude: last.latitude,
      destination_longitude: last.longitude,
      pickup_early: first.early,
      pickup_late: first.late ?? null,
      delivery_early: last.early,
      delivery_late: last.late ?? null,
      booked_at: spec.carrierId === null ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stopIds: number[] = [];
  for (const [i, s] of stops.entries()) {
    const times = spec.stopTimes?.[i];
    const row = await db
      .insertInto('shipment_stops')
      .values({
        shipment_id: shipment.id,
        order_stop_id: orderStopIds[i],
        stop_number: i, // zero-based, as the seed and the TMS number stops
        stop_type: s.type,
        name: s.name ?? `${s.city} stop`,
        address_line1: `${100 + i} Main St`,
        city: s.city,
        state: s.state,
        postal_code: s.postalCode,
        latitude: s.latitude,
        longitude: s.longitude,
        iana_timezone: s.ianaTimezone ?? 'America/Chicago',
        early: s.early,
        late: s.late ?? null,
        expected_package_count: s.expectedPackageCount ?? null,
        arrived_at: times?.arrivedAt ?? null,
        departed_at: times?.departedAt ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    stopIds.push(row.id);
  }
  for (const driverId of spec.driverIds ?? []) {
    await db.insertInto('shipment_drivers').values({ shipment_id: shipment.id, driver_id: driverId }).execute();
  }
  await refreshTracking(db, shipment.id);
  return { id: shipment.id, number: `T${n}`, orderId: order.id, orderNumber: `TO${n}`, stopIds, orderStopIds, lineItemIds };
}

/** Signed-in callers with a small request helper each. */
export interface Actor {
  session: TestSession;
  userId: number;
  request(method: InjectOptions['method'], url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

export async function actor(app: FastifyInstance, db: Kysely<Database>, email: string): Promise<Actor> {
  const session = await login(app, email);
  return {
    session,
    userId: await userId(db, email),
    request: (method, url, payload) =>
      app.inject({
        method,
        url,
        headers: authHeaders(session),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** Signs a user in as an actor, for `testAppForFile(users, signInActor)`. */
export const signInActor = (t: TestApp, email: string) => actor(t.app, t.db, email);

export async function activityOf(db: Kysely<Database>, shipmentId: number) {
  return db.selectFrom('shipment_activity').selectAll().where('shipment_id', '=', shipmentId).orderBy('id').execute();
}

/** The text drawn on a pdf-lib page (kept async for its callers). */
export async function pdfText(bytes: Buffer): Promise<string> {
  return readPdfText(bytes);
}
