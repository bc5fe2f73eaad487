import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreateBody } from '@portal/domain/orders/order-schemas';
import type { OrderFacility } from '@portal/domain/orders/order-facility';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { authHeaders, buildTestApp, DEMO, login, type TestApp, type TestSession } from '../helper';
import { pdfText } from '../pdf-text';
import { createOrder, secondBroker, threeStopOrder } from './fixtures';

let t: TestApp;
let broker: TestSession;
let ops: TestSession;
let apexId: number;
let ownFacility: OrderFacility;
let sharedFacility: OrderFacility;
let otherCompanyLocationId: number;

const facilities = (session: TestSession, query = '') => t.app.inject({ method: 'GET', url: `/portal/api/orders/facilities${query}`, headers: authHeaders(session) });

const NEW_FACILITY = {
  name: 'Peachtree Cold Storage',
  addressLine1: '4400 Fulton Industrial Blvd SW',
  addressLine2: 'Door 12',
  city: 'Dallas',
  state: 'TX',
  postalCode: '75201',
  ianaTimezone: 'America/Chicago',
  contactName: 'Dana Ruiz',
  contactPhone: '(214) 555-0142',
};

/** A two-stop order: the pickup at a saved facility, the drop at `dropoff`. */
function facilityOrder(pickupId: number, dropoff: object, overrides: Partial<OrderCreateBody> = {}): OrderCreateBody {
  const base = threeStopOrder();
  const pickup = { ...base.stops[0], location: { locationId: pickupId, name: 'ignored', city: 'x', state: 'GA', postalCode: '30303', ianaTimezone: 'America/New_York' } };
  const drop = { ...base.stops[2], location: dropoff as OrderCreateBody['stops'][number]['location'] };
  return { ...base, stops: [pickup, drop], submit: true, ...overrides };
}

beforeAll(async () => {
  t = await buildTestApp();
  broker = await login(t.app, DEMO.broker);
  ops = await login(t.app, DEMO.ops);
  apexId = (await t.db.selectFrom('users').select('company_id').where('email', '=', DEMO.broker).executeTakeFirstOrThrow()).company_id!;
  const list = (await facilities(broker)).json().data as OrderFacility[];
  ownFacility = list.find((f) => f.companyName !== null && f.shippingHours !== null)!;
  sharedFacility = list.find((f) => f.companyName === null)!;
  otherCompanyLocationId = (await t.db.selectFrom('locations').select('id').where('company_id', '<>', apexId).where('company_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t?.close());

describe('facilities an order stop may pick', () => {
  it("lists the broker's own locations first, then the TMS's shared ones, never another company's", async () => {
    const response = await facilities(broker);
    expect(response.statusCode).toBe(200);
    const list = response.json().data as OrderFacility[];
    expect(ownFacility).toBeDefined();
    expect(sharedFacility).toBeDefined();
    const rows = await t.db.selectFrom('locations').select(['id', 'company_id']).where('id', 'in', list.map((f) => f.id)).execute();
    expect(rows.every((r) => r.company_id === apexId || r.company_id === null)).toBe(true);
    const firstShared = list.findIndex((f) => f.companyName === null);
    expect(list.slice(firstShared).every((f) => f.companyName === null)).toBe(true);
    expect(list.map((f) => f.id)).not.toContain(otherCompanyLocationId);
  });

  it('searches by name, street, city and postal code', async () => {
    const byName = (await facilities(broker, `?q=${encodeURIComponent(ownFacility.name.slice(0, 12))}`)).json().data as OrderFacility[];
    expect(byName.map((f) => f.id)).toContain(ownFacility.id);
    const byStreet = (await facilities(broker, `?q=${encodeURIComponent(ownFacility.addressLine1)}`)).json().data as OrderFacility[];
    expect(byStreet.map((f) => f.id)).toContain(ownFacility.id);
  });

  it("refuses a broker who asks for another company's facilities and bad queries (400)", async () => {
    expect((await facilities(broker, `?customerId=${apexId + 1000}`)).statusCode).toBe(400);
    expect((await facilities(broker, '?customerId=abc')).statusCode).toBe(400);
    expect((await facilities(broker, `?q=${'x'.repeat(61)}`)).statusCode).toBe(400);
  });

  it("lets brokerage staff name the customer whose facilities they want", async () => {
    const list = (await facilities(ops, `?customerId=${apexId}`)).json().data as OrderFacility[];
    expect(list.map((f) => f.id)).toContain(ownFacility.id);
  });
});

describe('an order with facilities', () => {
  it('keeps a saved facility and saves a new one as a location of the broker, with the shipment stops carrying both', async () => {
    const order = await createOrder(t, broker, facilityOrder(ownFacility.id, NEW_FACILITY));
    const answer = (await t.app.inject({ method: 'GET', url: `/portal/api/orders/${order.orderNumber}`, headers: authHeaders(broker) })).json().data;
    const [pickup, drop] = answer.stops;
    expect(pickup.location).toMatchObject({
      locationId: ownFacility.id,
      name: ownFacility.name,
      addressLine1: ownFacility.addressLine1,
      city: ownFacility.city,
      postalCode: ownFacility.postalCode,
      dockHours: ownFacility.shippingHours,
    });
    expect(drop.location).toMatchObject({ name: NEW_FACILITY.name, addressLine1: NEW_FACILITY.addressLine1, addressLine2: 'Door 12', contactName: 'Dana Ruiz', contactPhone: '(214) 555-0142', city: 'Dallas', state: 'TX' });
    const saved = await t.db.selectFrom('locations').selectAll().where('id', '=', drop.location.locationId).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ company_id: apexId, name: NEW_FACILITY.name, address_line1: NEW_FACILITY.addressLine1, contact_name: 'Dana Ruiz', phone_numbers: ['(214) 555-0142'] });

    const stops = await t.db.selectFrom('shipment_stops').selectAll().where('shipment_id', '=', order.shipment.id).orderBy('stop_number').execute();
    expect(stops.map((s) => [s.name, s.address_line1, s.location_id])).toEqual([
      [ownFacility.name, ownFacility.addressLine1, ownFacility.id],
      [NEW_FACILITY.name, NEW_FACILITY.addressLine1, saved.id],
    ]);
    expect(stops[1]).toMatchObject({ address_line2: 'Door 12', contact_name: 'Dana Ruiz', contact_phone: '(214) 555-0142' });

    // The new facility can be picked next time, and typing it again makes no twin.
    const list = (await facilities(broker, '?q=Peachtree%20Cold')).json().data as OrderFacility[];
    expect(list.map((f) => f.id)).toEqual([saved.id]);
    const again = await createOrder(t, broker, facilityOrder(ownFacility.id, { ...NEW_FACILITY, name: 'peachtree cold storage' }));
    const againStops = (await t.app.inject({ method: 'GET', url: `/portal/api/orders/${again.orderNumber}`, headers: authHeaders(broker) })).json().data.stops;
    expect(againStops[1].location.locationId).toBe(saved.id);
  });

  it('edits a stop onto a shared facility and onto a new one', async () => {
    const order = await createOrder(t, broker, facilityOrder(ownFacility.id, NEW_FACILITY));
    const put = (body: object) => t.app.inject({ method: 'PUT', url: `/portal/api/orders/${order.orderNumber}`, headers: authHeaders(broker), payload: body });
    const shared = { locationId: sharedFacility.id, name: sharedFacility.name, city: sharedFacility.city, state: sharedFacility.state, postalCode: sharedFacility.postalCode, ianaTimezone: sharedFacility.ianaTimezone };
    const first = await put({ ...facilityOrder(ownFacility.id, shared), version: order.version });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.stops[1].location).toMatchObject({ locationId: sharedFacility.id, name: sharedFacility.name, addressLine1: sharedFacility.addressLine1, dockHours: sharedFacility.receivingHours });

    const second = await put({ ...facilityOrder(ownFacility.id, { ...NEW_FACILITY, name: 'Riverside Annex', addressLine1: '12 River Rd', contactName: '', contactPhone: '' }), version: first.json().data.version });
    expect(second.statusCode).toBe(200);
    const location = second.json().data.stops[1].location;
    expect(location).toMatchObject({ name: 'Riverside Annex', addressLine1: '12 River Rd', contactName: null, contactPhone: null });
    expect((await t.db.selectFrom('locations').select('company_id').where('id', '=', location.locationId).executeTakeFirstOrThrow()).company_id).toBe(apexId);
    const stop = await t.db.selectFrom('shipment_stops').select(['name', 'address_line1']).where('shipment_id', '=', order.shipment.id).where('stop_number', '=', 1).executeTakeFirstOrThrow();
    expect(stop).toEqual({ name: 'Riverside Annex', address_line1: '12 River Rd' });
  });

  it("refuses another company's location, an unknown one and a bad phone with a 400 naming the field", async () => {
    const other = await t.app.inject({ method: 'POST', url: '/portal/api/orders', headers: authHeaders(broker), payload: facilityOrder(otherCompanyLocationId, NEW_FACILITY) });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toHaveProperty(['stops.0.location.locationId']);
    const unknown = await t.app.inject({ method: 'POST', url: '/portal/api/orders', headers: authHeaders(broker), payload: facilityOrder(2_000_000_000, NEW_FACILITY) });
    expect(unknown.statusCode).toBe(400);
    const phone = await t.app.inject({ method: 'POST', url: '/portal/api/orders', headers: authHeaders(broker), payload: facilityOrder(ownFacility.id, { ...NEW_FACILITY, contactPhone: 'ring the bell' }) });
    expect(phone.statusCode).toBe(400);

    const order = await createOrder(t, broker, facilityOrder(ownFacility.id, NEW_FACILITY));
    const edit = await t.app.inject({ method: 'PUT', url: `/portal/api/orders/${order.orderNumber}`, headers: authHeaders(broker), payload: { ...facilityOrder(otherCompanyLocationId, NEW_FACILITY), version: order.version } });
    expect(edit.statusCode).toBe(400);
  });

  it("keeps a broker out of another broker's facilities, listed or by id", async () => {
    const harbor = await secondBroker(t.db);
    const other = await login(t.app, harbor.email);
    const list = (await facilities(other)).json().data as OrderFacility[];
    expect(list.map((f) => f.id)).not.toContain(ownFacility.id);
    expect(list.every((f) => f.companyName === null)).toBe(true);
    const refused = await t.app.inject({ method: 'POST', url: '/portal/api/orders', headers: authHeaders(other), payload: facilityOrder(ownFacility.id, NEW_FACILITY) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty(['stops.0.location.locationId']);
  });
});

describe('documents print the facilities', () => {
  it('the bill of lading and the rate confirmation print name, street and city line, and the BOL stays what was booked', async () => {
    const order = await createOrder(t, broker, facilityOrder(ownFacility.id, NEW_FACILITY));
    const dropId = (await t.app.inject({ method: 'GET', url: `/portal/api/orders/${order.orderNumber}`, headers: authHeaders(broker) })).json().data.stops[1].location.locationId;
    // The location changes after booking; the stops keep what was booked.
    await t.db.updateTable('locations').set({ name: 'Renamed Later', address_line1: '1 Elsewhere Way' }).where('id', '=', dropId).execute();

    const bol = await t.app.inject({ method: 'POST', url: `/portal/api/orders/${order.orderNumber}/bill-of-lading`, headers: authHeaders(broker) });
    expect(bol.statusCode).toBe(201);
    const file = await t.app.inject({ method: 'GET', url: `/portal/api/documents/${bol.json().data.documentId}/file`, headers: authHeaders(broker) });
    const text = pdfText(file.rawPayload);
    for (const expected of [ownFacility.name, ownFacility.addressLine1, NEW_FACILITY.name, NEW_FACILITY.addressLine1, 'Door 12', 'Dallas, TX 75201', 'Contact: Dana Ruiz (214) 555-0142']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Renamed Later');

    const carrier = await t.db.selectFrom('users').select('company_id').where('email', '=', DEMO.dispatcher).executeTakeFirstOrThrow();
    await t.db.updateTable('shipments').set({ carrier_id: carrier.company_id, status: ShipmentStatus.Booked, rate_cents: 185_000, booked_at: new Date() }).where('id', '=', order.shipment.id).execute();
    const dispatch = await login(t.app, DEMO.dispatcher);
    const rc = await t.app.inject({ method: 'GET', url: `/trucks/api/v2/shipments/${order.shipment.id}/rate_confirmation_document`, headers: authHeaders(dispatch, { carrierApi: true }) });
    expect(rc.statusCode).toBe(200);
    const rcText = pdfText(rc.rawPayload);
    for (const expected of [ownFacility.name, ownFacility.addressLine1, NEW_FACILITY.name, NEW_FACILITY.addressLine1]) expect(rcText).toContain(expected);
  });
});
