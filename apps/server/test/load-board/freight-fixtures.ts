import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { Database } from '../../src/db/database';
import type { Caller } from '../../src/lib/caller';
import { findUserById } from '../../src/modules/auth/auth.repository';
import { toCaller } from '../../src/modules/auth/current-user';
import { authHeaders, DEMO, login, type TestApp, type TestSession } from '../helper';

/**
 * Loads, tenders and rate requests built for one test on top of the seeded companies and users, so
 * the finding-and-winning tests never depend on which demo load sits where.
 */

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export const BLUE_RIDGE = 'Blue Ridge Transport LLC';
export const LONE_STAR = 'Lone Star Haulers';
export const GREAT_LAKES = 'Great Lakes Carriers';
export const APEX = 'Apex Brokerage Partners';
export const HEARTLAND = 'Heartland Foods';

export const USERS = {
  blueRidge: DEMO.dispatcher,
  blueRidgeAdmin: DEMO.carrierAdmin,
  loneStar: 'dispatch@lonestarhaulers.test',
  greatLakes: 'dispatch@greatlakescarriers.test',
  broker: DEMO.broker,
  driver: DEMO.driver,
  ops: DEMO.ops,
} as const;

export interface Point {
  city: string;
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  ianaTimezone: string;
}

export const PLACES = {
  chicago: { city: 'Chicago', state: 'IL', postalCode: '60601', latitude: 41.8858, longitude: -87.6181, ianaTimezone: 'America/Chicago' },
  joliet: { city: 'Joliet', state: 'IL', postalCode: '60432', latitude: 41.5373, longitude: -88.0568, ianaTimezone: 'America/Chicago' },
  milwaukee: { city: 'Milwaukee', state: 'WI', postalCode: '53202', latitude: 43.0433, longitude: -87.8995, ianaTimezone: 'America/Chicago' },
  indianapolis: { city: 'Indianapolis', state: 'IN', postalCode: '46204', latitude: 39.7713, longitude: -86.1569, ianaTimezone: 'America/Indiana/Indianapolis' },
  dallas: { city: 'Dallas', state: 'TX', postalCode: '75201', latitude: 32.7876, longitude: -96.7994, ianaTimezone: 'America/Chicago' },
  fortWorth: { city: 'Fort Worth', state: 'TX', postalCode: '76102', latitude: 32.7555, longitude: -97.3308, ianaTimezone: 'America/Chicago' },
  atlanta: { city: 'Atlanta', state: 'GA', postalCode: '30303', latitude: 33.7525, longitude: -84.3915, ianaTimezone: 'America/New_York' },
  memphis: { city: 'Memphis', state: 'TN', postalCode: '38103', latitude: 35.1495, longitude: -90.0490, ianaTimezone: 'America/Chicago' },
} as const satisfies Record<string, Point>;

export const companyId = async (db: Kysely<Database>, name: string) =>
  (await db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

export const userId = async (db: Kysely<Database>, email: string) =>
  (await db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirstOrThrow()).id;

/** The Caller the auth plugin would build for this user (service-level tests). */
export async function callerFor(db: Kysely<Database>, email: string): Promise<Caller> {
  const user = await findUserById(db, await userId(db, email));
  if (!user) throw new Error(`no user ${email}`);
  return toCaller(user, false);
}

let counter = 0;

export interface LoadSpec {
  origin: Point;
  destination: Point;
  status?: number;
  carrierId?: number | null;
  customerId?: number | null;
  pickupEarly?: Date;
  pickupLate?: Date | null;
  deliveryEarly?: Date | null;
  deliveryLate?: Date | null;
  postedRateCents?: number | null;
  maxBuyCents?: number | null;
  rateCents?: number | null;
  equipmentMode?: string;
  isPartial?: boolean;
  totalMiles?: number | null;
  requirements?: string[];
}

export interface CreatedLoad {
  id: number;
  number: string;
}

/** One shipment with a pickup and a dropoff stop (Ready to Book, tomorrow, $1,500 posted, Dry, by default). */
export async function createLoad(db: Kysely<Database>, spec: LoadSpec, now = new Date()): Promise<CreatedLoad> {
  const number = `FW${process.pid % 1000}${String(++counter).padStart(4, '0')}`;
  const pickupEarly = spec.pickupEarly ?? new Date(now.getTime() + DAY);
  const pickupLate = spec.pickupLate === undefined ? new Date(pickupEarly.getTime() + 4 * HOUR) : spec.pickupLate;
  const deliveryEarly = spec.deliveryEarly === undefined ? new Date(pickupEarly.getTime() + DAY) : spec.deliveryEarly;
  const deliveryLate = spec.deliveryLate === undefined ? (deliveryEarly ? new Date(deliveryEarly.getTime() + 4 * HOUR) : null) : spec.deliveryLate;
  const { id } = await db
    .insertInto('shipments')
    .values({
      shipment_number: number,
      customer_id: spec.customerId ?? null,
      carrier_id: spec.carrierId ?? null,
      status: spec.status ?? ShipmentStatus.ReadyToBook,
      equipment_mode: spec.equipmentMode ?? 'Dry',
      is_partial: spec.isPartial ?? false,
      weight_lbs: 38000,
      total_miles: spec.totalMiles === undefined ? null : spec.totalMiles,
      posted_rate_cents: spec.postedRateCents === undefined ? 150_000 : spec.postedRateCents,
      max_buy_cents: spec.maxBuyCents ?? null,
      rate_cents: spec.rateCents ?? null,
      requirements: spec.requirements ?? [],
      origin_city: spec.origin.city,
      origin_state: spec.origin.state,
      origin_postal_code: spec.origin.postalCode,
      origin_latitude: spec.origin.latitude,
      origin_longitude: spec.origin.longitude,
      destination_city: spec.destination.city,
      destination_state: spec.destination.state,
      destination_postal_code: spec.destination.postalCode,
      destination_latitude: spec.destination.latitude,
      destination_longitude: spec.destination.longitude,
      pickup_early: pickupEarly,
      pickup_late: pickupLate,
      delivery_early: deliveryEarly,
      delivery_late: deliveryLate,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stop = (n: number, type: 'Pickup' | 'Dropoff', p: Point, early: Date, late: Date | null) => ({
    shipment_id: id,
    stop_number: n,
    stop_type: type,
    name: `${p.city} ${type === 'Pickup' ? 'Shipper' : 'Receiver'}`,
    city: p.city,
    state: p.state,
    postal_code: p.postalCode,
    latitude: p.latitude,
    longitude: p.longitude,
    iana_timezone: p.ianaTimezone,
    early,
    late,
  });
  await db
    .insertInto('shipment_stops')
    .values([stop(1, 'Pickup', spec.origin, pickupEarly, pickupLate), stop(2, 'Dropoff', spec.destination, deliveryEarly ?? new Date(pickupEarly.getTime() + DAY), deliveryLate)])
    .execute();
  return { id, number };
}

export async function createTender(
  db: Kysely<Database>,
  spec: { shipmentId: number; carrierId: number; rateCents?: number; expiresAt?: Date; status?: number },
  now = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('tenders')
    .values({
      shipment_id: spec.shipmentId,
      carrier_id: spec.carrierId,
      status: spec.status ?? TenderOfferStatus.Sent,
      rate_cents: spec.rateCents ?? 180_000,
      sent_at: new Date(now.getTime() - HOUR),
      expires_at: spec.expiresAt ?? new Date(now.getTime() + 6 * HOUR),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A Tendering load with one Sent tender per carrier. */
export async function tenderedLoad(db: Kysely<Database>, carriers: number[], spec: Partial<LoadSpec> = {}) {
  const load = await createLoad(db, { origin: PLACES.chicago, destination: PLACES.dallas, status: ShipmentStatus.Tendering, ...spec });
  const tenderIds: number[] = [];
  for (const [n, carrierId] of carriers.entries()) tenderIds.push(await createTender(db, { shipmentId: load.id, carrierId, rateCents: 180_000 + n * 1000 }));
  return { ...load, tenderIds };
}

// ---- distances, computed here independently of the database ----------------------------------

const EARTH_RADIUS_MILES = 3958.7613;

export function haversineMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

// ---- requests ----------------------------------------------------------------------------------

export interface Client {
  session: TestSession;
  get(url: string): Promise<LightMyRequestResponse>;
  send(method: InjectOptions['method'], url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** A signed-in user's requests; carrierApi adds the x-api-key header. */
export async function clientFor(app: FastifyInstance, email: string, options: { carrierApi?: boolean } = {}): Promise<Client> {
  const session = await login(app, email);
  const headers = authHeaders(session, options);
  return {
    session,
    get: (url) => app.inject({ method: 'GET', url, headers }),
    send: (method, url, payload) => app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
}

/** Signs a user in as a Portal API client, for `testAppForFile(users, signInClient)`. */
export const signInClient = (t: TestApp, email: string) => clientFor(t.app, email);

let carriers = 0;

/**
 * A new carrier company with one CarrierPortal user (password demo1234, copied from a demo user),
 * so a test starts from a carrier without any seeded lanes, trucks or loads.
 */
export async function createCarrierWithUser(db: Kysely<Database>, flags: { isBookable?: boolean; isOnHold?: boolean } = {}) {
  const n = ++carriers;
  const tag = `${process.pid % 1000}x${n}`;
  const company = await db
    .insertInto('companies')
    .values({ company_number: `TC${tag}`, name: `Test Carrier ${tag}`, kind: 'Carrier', is_bookable: flags.isBookable ?? true, is_on_hold: flags.isOnHold ?? false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const template = await db.selectFrom('users').select('password_hash').where('email', '=', USERS.blueRidge).executeTakeFirstOrThrow();
  const email = `dispatch.${tag}@testcarrier.test`;
  await db
    .insertInto('users')
    .values({
      company_id: company.id,
      email,
      user_name: email,
      first_name: 'Test',
      last_name: `Dispatcher ${tag}`,
      password_hash: template.password_hash,
      roles: ['Admin'],
      permissions: ['CarrierPortal'],
      api_key: `testkey${tag}`.padEnd(32, '0'),
    })
    .execute();
  return { companyId: company.id, email, name: `Test Carrier ${tag}` };
}
