import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/database';

/**
 * Records of our own for document and note tests, on the seeded companies and users: an order with
 * a pickup and two dropoffs carried by a shipment booked to Blue Ridge (driver@demo.test assigned),
 * its AP invoice (remit to Capital Factoring), a third-party invoice paid by Keystone, a case; and
 * the same for a shipment booked to Lone Star, which nobody at Blue Ridge may see.
 */
export interface Freight {
  orderId: number;
  orderNumber: string;
  shipmentId: number;
  shipmentNumber: string;
  pickupStopId: number;
  dropoffStopIds: [number, number];
  apInvoiceId: number;
  thirdPartyInvoiceId: number;
  caseId: number;
}

export interface Fixtures {
  companies: Record<'summit' | 'blueRidge' | 'loneStar' | 'capitalFactoring' | 'keystone' | 'heartland', number>;
  users: Record<'carrierAdmin' | 'dispatch' | 'driver' | 'broker' | 'factoring' | 'payer' | 'ops' | 'ap' | 'loneStarDispatch', number>;
  blueRidge: Freight;
  loneStar: Freight;
}

const COMPANY_NAMES = {
  summit: 'Summit Freight Logistics',
  blueRidge: 'Blue Ridge Transport LLC',
  loneStar: 'Lone Star Haulers',
  capitalFactoring: 'Capital Factoring Co',
  keystone: 'Keystone Freight Audit',
  heartland: 'Heartland Foods',
} as const;

const USER_EMAILS = {
  carrierAdmin: 'carrier.admin@demo.test',
  dispatch: 'dispatch@demo.test',
  driver: 'driver@demo.test',
  broker: 'broker@demo.test',
  factoring: 'factoring@demo.test',
  payer: 'payer@demo.test',
  ops: 'ops@summitfreight.test',
  ap: 'ap@summitfreight.test',
  loneStarDispatch: 'dispatch@lonestarhaulers.test',
} as const;

let serial = 0;

async function makeFreight(db: Kysely<Database>, c: Fixtures['companies'], carrierId: number, driverId: number | null): Promise<Freight> {
  const tag = `${process.pid % 1000}${Date.now() % 100000}${++serial}`;
  const orderNumber = `DOC-O-${tag}`;
  const shipmentNumber = `9${tag}`.slice(0, 12);
  const now = new Date();
  const order = await db.insertInto('orders').values({ order_number: orderNumber, customer_id: c.heartland }).returning('id').executeTakeFirstOrThrow();
  const stops = await db
    .insertInto('order_stops')
    .values([
      { order_id: order.id, stop_number: 0, stop_type: 'Pickup' },
      { order_id: order.id, stop_number: 1, stop_type: 'Dropoff' },
      { order_id: order.id, stop_number: 2, stop_type: 'Dropoff' },
    ])
    .returning(['id', 'stop_number'])
    .execute();
  const stopId = (n: number) => stops.find((s) => s.stop_number === n)!.id;
  const shipment = await db
    .insertInto('shipments')
    .values({
      shipment_number: shipmentNumber,
      order_id: order.id,
      customer_id: c.heartland,
      carrier_id: carrierId,
      status: 5,
      origin_city: 'Roanoke',
      origin_state: 'VA',
      origin_postal_code: '24011',
      origin_latitude: 37.27,
      origin_longitude: -79.94,
      destination_city: 'Dallas',
      destination_state: 'TX',
      destination_postal_code: '75201',
      destination_latitude: 32.78,
      destination_longitude: -96.8,
      pickup_early: now,
      booked_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const place = { city: 'Dallas', state: 'TX', postal_code: '75201', latitude: 32.78, longitude: -96.8, early: now };
  await db
    .insertInto('shipment_stops')
    .values([0, 1, 2].map((n) => ({ shipment_id: shipment.id, order_stop_id: stopId(n), stop_number: n, stop_type: n === 0 ? 'Pickup' : 'Dropoff', name: `Stop ${n}`, ...place })))
    .execute();
  if (driverId !== null) await db.insertInto('shipment_drivers').values({ shipment_id: shipment.id, driver_id: driverId }).execute();
  const apInvoice = await db
    .insertInto('ap_invoices')
    .values({ invoice_number: `AP-${tag}`, shipment_id: shipment.id, carrier_id: carrierId, remit_to_company_id: carrierId === c.blueRidge ? c.capitalFactoring : null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const thirdParty = await db
    .insertInto('third_party_invoices')
    .values({ invoice_number: `TP-${tag}`, shipment_id: shipment.id, payer_company_id: c.keystone, carrier_id: carrierId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const kase = await db
    .insertInto('cases')
    .values({ case_number: `CS-${tag}`, shipment_id: shipment.id, order_id: order.id, carrier_id: carrierId, customer_id: c.heartland, case_type: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    orderId: order.id,
    orderNumber,
    shipmentId: shipment.id,
    shipmentNumber,
    pickupStopId: stopId(0),
    dropoffStopIds: [stopId(1), stopId(2)],
    apInvoiceId: apInvoice.id,
    thirdPartyInvoiceId: thirdParty.id,
    caseId: kase.id,
  };
}

export async function createFixtures(db: Kysely<Database>): Promise<Fixtures> {
  const companyRows = await db.selectFrom('companies').select(['id', 'name']).where('name', 'in', Object.values(COMPANY_NAMES)).execute();
  const companies = Object.fromEntries(
    Object.entries(COMPANY_NAMES).map(([key, name]) => [key, companyRows.find((r) => r.name === name)!.id]),
  ) as Fixtures['companies'];
  const userRows = await db
    .selectFrom('users')
    .select(['id', 'email', 'driver_id'])
    .where(sql<string>`lower(email)`, 'in', Object.values(USER_EMAILS))
    .execute();
  const users = Object.fromEntries(Object.entries(USER_EMAILS).map(([key, email]) => [key, userRows.find((r) => r.email === email)!.id])) as Fixtures['users'];
  const demoDriverId = userRows.find((r) => r.email === USER_EMAILS.driver)!.driver_id;
  return {
    companies,
    users,
    blueRidge: await makeFreight(db, companies, companies.blueRidge, demoDriverId),
    loneStar: await makeFreight(db, companies, companies.loneStar, null),
  };
}

/** A note on Blue Ridge's shipment as the portal's note editor posts it; `overrides` change what it says. */
export const noteOnShipment = (f: Fixtures, overrides: Record<string, unknown> = {}) => ({
  entityId: f.blueRidge.shipmentId,
  entityType: 5,
  entityDescription: `Shipment ${f.blueRidge.shipmentNumber}`,
  entityLink: `/shipments/${f.blueRidge.shipmentNumber}`,
  noteContent: 'Driver is 20 minutes out',
  noteHTML: '<p>Driver is <strong>20 minutes</strong> out</p>',
  noteJSON: { root: { children: [{ type: 'paragraph' }] } },
  notifyUsers: [],
  originatingApplication: 'CarrierPortal',
  allowPortalAccess: true,
  ...overrides,
});
