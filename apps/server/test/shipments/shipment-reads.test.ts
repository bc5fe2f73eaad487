import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import {
  activityOf,
  actor,
  APEX,
  BLUE_RIDGE,
  companyId,
  createShipment,
  DAY,
  HEARTLAND,
  HOUR,
  LONE_STAR,
  overduePickupStops,
  pdfText,
  PLACES,
  type Actor,
  type CreatedShipment,
} from './fixtures';

let t: TestApp;
let dispatch: Actor;
let broker: Actor;
let blueRidge: number;
let loneStar: number;
let heartland: number;
let apex: number;
let s: CreatedShipment;

const DATE_IN_ZONE = /\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (am|pm) E[SD]T/;

beforeAll(async () => {
  t = await buildTestApp();
  dispatch = await actor(t.app, t.db, DEMO.dispatcher);
  broker = await actor(t.app, t.db, DEMO.broker);
  blueRidge = await companyId(t.db, BLUE_RIDGE);
  loneStar = await companyId(t.db, LONE_STAR);
  heartland = await companyId(t.db, HEARTLAND);
  apex = await companyId(t.db, APEX);
  s = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Booked, rateCents: 185000 });
});
afterAll(async () => t?.close());

const trucks = (path: string) => dispatch.request('GET', `/trucks/api/v2/shipments/${s.id}${path}`);

describe('GET v2/shipments/{id}', () => {
  it('answers the full Shipment', async () => {
    const response = await trucks('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: s.id,
      shipmentNumber: s.number,
      orderId: s.orderId,
      orderNumber: s.orderNumber,
      shipmentStatus: { value: 3, displayName: 'Booked' },
      equipmentMode: 'Dry',
      maxBuy: 2000,
      rate: 1850,
      origin: { city: 'Roanoke', state: 'VA', postalCode: '24011' },
      destination: { city: 'Atlanta', state: 'GA', postalCode: '30303' },
      progress: 2,
      needsUpdate: false,
      carrier: { id: blueRidge, name: BLUE_RIDGE },
      customer: { id: heartland, name: HEARTLAND },
      truckNumber: null,
      trailerNumber: null,
      shippingProNumber: null,
      tripId: null,
    });
    expect(body.stops).toHaveLength(3);
    const [pickup, firstDrop] = body.stops;
    expect(pickup).toMatchObject({
      shipmentStopId: s.stopIds[0],
      stopNumber: 0,
      stopType: 'Pickup',
      name: 'Shenandoah Mill',
      ianaTimezone: 'America/New_York',
      locationAddress: { address1: '100 Main St', city: 'Roanoke', state: 'VA', zip: '24011' },
      expectedPackageCount: 30,
      confirmedPackageCount: null,
      arrivedAt: null,
      departedAt: null,
      appointment: null,
    });
    expect(pickup.early).toEqual(expect.any(String));
    expect(pickup.orderLineItems).toEqual([{ orderId: s.orderId, orderNumber: s.orderNumber, lineItems: expect.any(Array) }]);
    expect(pickup.orderLineItems[0].lineItems.map((i: { id: string }) => i.id).sort()).toEqual([...s.lineItemIds].sort());
    expect(firstDrop.orderLineItems[0].lineItems).toHaveLength(1);
    expect(firstDrop.orderLineItems[0].lineItems[0]).toMatchObject({ id: s.lineItemIds[0], packageCount: 10, totalWeight: 5000, freightClass: '70' });
  });

  it('answers the same shipment by number on the Portal API, and its stops', async () => {
    const byNumber = await dispatch.request('GET', `/portal/api/shipments/by-number/${s.number}`);
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json()).toEqual((await trucks('')).json());
    const stops = await dispatch.request('GET', `/portal/api/shipments/by-number/${s.number}/stops`);
    expect(stops.json().data.map((x: { shipmentStopId: number }) => x.shipmentStopId)).toEqual(s.stopIds);
    expect((await dispatch.request('GET', '/portal/api/shipments/by-number/NO-SUCH-1')).statusCode).toBe(404);
  });

  it('refuses malformed ids with a 400 naming the parameter, unknown ids with 404', async () => {
    const bad = await dispatch.request('GET', '/trucks/api/v2/shipments/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('params.id');
    expect((await dispatch.request('GET', '/trucks/api/v2/shipments/99999999999')).statusCode).toBe(400);
    expect((await dispatch.request('GET', '/trucks/api/v2/shipments/2147483000')).statusCode).toBe(404);
  });
});

describe('sub-resources', () => {
  it('requirements, order requirements, line items and order dropoffs', async () => {
    expect((await trucks('/requirements')).json()).toEqual({ data: ['Tarps'], totalCount: 1 });
    expect((await trucks('/order_requirements')).json().data).toEqual([
      expect.objectContaining({ orderId: s.orderId, orderNumber: s.orderNumber, requirements: ['Load bars'], accessorials: ['Liftgate'], specialInstructions: 'Call ahead' }),
    ]);
    const lineItems = (await trucks('/line_items')).json();
    expect(lineItems.totalCount).toBe(2);
    expect(lineItems.data[0]).toMatchObject({ orderNumber: s.orderNumber, packagingUnitType: 'Pallet' });
    expect((await trucks('/order_dropoffs')).json()).toEqual({
      data: [
        {
          orderId: s.orderId,
          orderNumber: s.orderNumber,
          dropoffs: [
            { stopNumber: 1, stopId: s.orderStopIds[1], shipmentStopId: s.stopIds[1], name: 'Queen City DC', city: 'Charlotte', state: 'NC' },
            { stopNumber: 2, stopId: s.orderStopIds[2], shipmentStopId: s.stopIds[2], name: 'Peachtree Grocers', city: 'Atlanta', state: 'GA' },
          ],
        },
      ],
      totalCount: 1,
    });
  });

  it('stops, equipment, drivers and tracking problems', async () => {
    expect((await trucks('/stops')).json().data.map((x: { stopNumber: number }) => x.stopNumber)).toEqual([0, 1, 2]);
    expect((await trucks('/equipment')).json()).toEqual({ truckNumber: null, trailerNumber: null, equipmentMode: 'Dry', truck: null, trailer: null });
    expect((await trucks('/drivers')).json()).toEqual({ data: [], totalCount: 0 });
    expect((await trucks('/tracking_problems')).json()).toEqual({ data: [], totalCount: 0 });
  });

  it('latest activity: empty first, then the newest change', async () => {
    const fresh = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Booked });
    const none = await dispatch.request('GET', `/trucks/api/v2/shipments/${fresh.id}/latest_activity`);
    expect(none.json()).toEqual({ timeStamp: null, description: null, kind: null, city: null, state: null, user: null });
    await dispatch.request('PATCH', `/trucks/api/v2/shipments/${fresh.id}/shipping_pro_number`, { value: 'P-1' });
    const latest = await dispatch.request('GET', `/trucks/api/v2/shipments/${fresh.id}/latest_activity`);
    expect(latest.json()).toMatchObject({ kind: 'ProNumber', user: { id: dispatch.userId } });
    expect(Date.now() - Date.parse(latest.json().timeStamp)).toBeLessThan(60_000);
  });

  it('contact details: broker rep and carrier dispatcher', async () => {
    const body = (await trucks('/contact_details')).json();
    expect(body.brokerRep).toMatchObject({ companyName: 'Summit Freight Logistics' });
    expect(body.brokerRep.email).toEqual(expect.any(String));
    expect(body.carrierDispatcher).toMatchObject({ firstName: 'Jordan', lastName: 'Reyes', companyName: BLUE_RIDGE });
  });

  it('billing configuration: remit-to through the factoring company', async () => {
    const body = (await trucks('/billing_configuration')).json();
    expect(body).toMatchObject({ shipmentId: s.id, carrier: { id: blueRidge }, canSubmitInvoice: false });
    expect(body.factoringCompany?.name).toBe('Capital Factoring Co');
    expect(body.remitTo).toEqual(body.factoringCompany);
  });

  it("tenders and offers: a carrier sees only its own", async () => {
    const now = Date.now();
    await t.db
      .insertInto('tenders')
      .values([
        { shipment_id: s.id, carrier_id: blueRidge, status: 1, rate_cents: 185000, sent_at: new Date(now - 2 * DAY), expires_at: new Date(now - DAY), responded_at: new Date(now - DAY) },
        { shipment_id: s.id, carrier_id: loneStar, status: 2, rate_cents: 175000, sent_at: new Date(now - 3 * DAY), expires_at: new Date(now - 2 * DAY) },
      ])
      .execute();
    await t.db
      .insertInto('rate_requests')
      .values([
        { shipment_id: s.id, carrier_id: blueRidge, status: 1, target_rate_cents: 180000, response_rate_cents: 190000, responded_at: new Date(now - DAY) },
        { shipment_id: s.id, carrier_id: loneStar, status: 0, target_rate_cents: 180000 },
      ])
      .execute();
    const tenders = (await trucks('/tenders')).json();
    expect(tenders.data).toEqual([expect.objectContaining({ carrier: { id: blueRidge, name: BLUE_RIDGE }, rate: 1850, status: { value: 1, displayName: 'Accepted' } })]);
    const offers = (await trucks('/offers')).json();
    expect(offers.data).toEqual([expect.objectContaining({ carrier: { id: blueRidge, name: BLUE_RIDGE }, offeredRate: 1900, targetRate: 1800 })]);
  });

  it('trips: the trip with its shipments', async () => {
    const trip = await t.db.insertInto('trips').values({ trip_number: `TRIP-${s.id}`, carrier_id: blueRidge }).returning('id').executeTakeFirstOrThrow();
    const a = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Booked, tripId: trip.id });
    const b = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Dispatched, tripId: trip.id });
    const response = await dispatch.request('GET', `/trucks/api/v2/shipments/${a.id}/trips`);
    expect(response.statusCode).toBe(200);
    const [only] = response.json().data;
    expect(only).toMatchObject({ id: trip.id, tripNumber: `TRIP-${s.id}`, carrierId: blueRidge });
    expect(only.shipments.map((x: { id: number }) => x.id).sort()).toEqual([a.id, b.id].sort());
    expect((await trucks('/trips')).json()).toEqual({ data: [], totalCount: 0 });
  });

  it('reloads: Ready to Book within 100 miles of the delivery, after its delivery window, nearest first', async () => {
    const now = Date.now();
    const rtb = (place: { city: string; state: string; postalCode: string; latitude: number; longitude: number }, pickupInDays: number) =>
      createShipment(t.db, {
        carrierId: null,
        customerId: heartland,
        status: ShipmentStatus.ReadyToBook,
        stops: [
          { type: 'Pickup', ...place, early: new Date(now + pickupInDays * DAY), late: new Date(now + pickupInDays * DAY + 2 * HOUR) },
          { type: 'Dropoff', ...PLACES.dallas, early: new Date(now + (pickupInDays + 2) * DAY) },
        ],
      });
    const atDelivery = await rtb(PLACES.atlanta, 4);
    const marietta = await rtb({ city: 'Marietta', state: 'GA', postalCode: '30060', latitude: 33.9526, longitude: -84.5499 }, 5);
    const tooFar = await rtb(PLACES.greenville, 4);
    const tooEarly = await rtb(PLACES.atlanta, 1);
    const response = await trucks('/reloads');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { id: number; deadheadMiles: number; pickupEarly: string; pickupLate: string | null; status: { value: number } }[];
    const ids = data.map((r) => r.id);
    expect(ids).toContain(atDelivery.id);
    expect(ids).toContain(marietta.id);
    expect(ids.indexOf(atDelivery.id)).toBeLessThan(ids.indexOf(marietta.id));
    expect(ids).not.toContain(tooFar.id);
    expect(ids).not.toContain(tooEarly.id);
    expect(data.every((r) => r.status.value === ShipmentStatus.ReadyToBook && r.deadheadMiles <= 100)).toBe(true);
    const distances = data.map((r) => r.deadheadMiles);
    expect([...distances].sort((x, y) => x - y)).toEqual(distances);
    expect(data.find((r) => r.id === marietta.id)!.deadheadMiles).toBeGreaterThan(10);
  });

  it("lane matches: the carrier's saved lanes and live equipment that fit", async () => {
    const now = Date.now();
    await t.db
      .insertInto('saved_lanes')
      .values([
        {
          company_id: blueRidge,
          user_id: dispatch.userId,
          name: 'Roanoke to Atlanta',
          origin_city: 'Salem',
          origin_state: 'VA',
          origin_latitude: 37.2935,
          origin_longitude: -80.0548,
          origin_radius_miles: 50,
          destination_city: 'Atlanta',
          destination_state: 'GA',
          destination_latitude: 33.749,
          destination_longitude: -84.388,
          destination_radius_miles: 100,
          equipment_mode: 'Dry',
        },
        {
          company_id: blueRidge,
          user_id: dispatch.userId,
          name: 'Texas',
          origin_city: 'Dallas',
          origin_state: 'TX',
          origin_latitude: 32.7767,
          origin_longitude: -96.797,
          equipment_mode: null,
        },
        {
          company_id: loneStar,
          user_id: dispatch.userId,
          name: 'Not ours',
          origin_city: 'Roanoke',
          origin_state: 'VA',
          origin_latitude: 37.2709,
          origin_longitude: -79.9414,
        },
      ])
      .execute();
    await t.db
      .insertInto('live_equipment')
      .values({
        company_id: blueRidge,
        user_id: dispatch.userId,
        equipment_mode: 'Dry',
        truck_number: 'LE-1',
        city: 'Roanoke',
        state: 'VA',
        latitude: 37.2709,
        longitude: -79.9414,
        available_from: new Date(now),
        available_to: new Date(now + 5 * DAY),
      })
      .execute();
    const response = await dispatch.request('GET', `/trucks/api/v2/shipments/${s.id}/lane_matches`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.savedLanes.map((l: { name: string }) => l.name)).toEqual(['Roanoke to Atlanta']);
    expect(body.savedLanes[0].originDistanceMiles).toBeLessThan(10);
    expect(body.liveEquipment.map((e: { truckNumber: string }) => e.truckNumber)).toEqual(['LE-1']);
  });
});

describe('money', () => {
  it('carrier charge details total rate x units per line exactly to the cent', async () => {
    const c = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Delivered });
    await t.db
      .insertInto('charges')
      .values([
        { shipment_id: c.id, description: 'Line haul', charge_type_name: 'Line Haul', rate_cents: 185000, units: 1 },
        { shipment_id: c.id, description: 'Fuel surcharge', charge_type_name: 'Fuel', rate_cents: 1999, units: 1.15 },
        { shipment_id: c.id, description: 'Detention', charge_type_name: 'Accessorial', rate_cents: 4550, units: 3 },
        { shipment_id: c.id, description: 'Stop off', charge_type_name: 'Accessorial', rate_cents: 10, units: 0.1 },
        { shipment_id: c.id, description: 'Tolls A', charge_type_name: 'Tolls', rate_cents: 10, units: 1 },
        { shipment_id: c.id, description: 'Tolls B', charge_type_name: 'Tolls', rate_cents: 20, units: 1 },
      ])
      .execute();
    const response = await dispatch.request('GET', `/portal/api/shipments/${c.id}/carrier-charge-details`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.charges.map((x: { description: string; rate: number; units: number; total: number }) => [x.description, x.rate, x.units, x.total])).toEqual([
      ['Line haul', 1850, 1, 1850],
      ['Fuel surcharge', 19.99, 1.15, 22.99],
      ['Detention', 45.5, 3, 136.5],
      ['Stop off', 0.1, 0.1, 0.01],
      ['Tolls A', 0.1, 1, 0.1],
      ['Tolls B', 0.2, 1, 0.2],
    ]);
    expect(body.charges[0]).toMatchObject({ chargeTypeName: 'Line Haul' });
    // 185000 + 2299 + 13650 + 1 + 10 + 20 cents.
    expect(body.total).toBe(2009.8);

    const pdf = await dispatch.request('GET', `/trucks/api/v2/shipments/${c.id}/rate_confirmation_document`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('$2,009.80');
    expect(text).toContain('$22.99');
  });

  it('carrier money is not shown to a broker (403) and there is no rate confirmation before booking (409)', async () => {
    const mine = await createShipment(t.db, { carrierId: blueRidge, customerId: apex, status: ShipmentStatus.Booked });
    expect((await broker.request('GET', `/portal/api/shipments/${mine.id}/carrier-charge-details`)).statusCode).toBe(403);
    expect((await broker.request('GET', `/trucks/api/v2/shipments/${mine.id}`)).json().rate).toBeNull();
    const board = await createShipment(t.db, { carrierId: null, customerId: heartland, status: ShipmentStatus.ReadyToBook });
    expect((await dispatch.request('GET', `/trucks/api/v2/shipments/${board.id}/rate_confirmation_document`)).statusCode).toBe(409);
  });

  it('booked carrier details, 404 when no carrier is booked', async () => {
    const response = await dispatch.request('GET', `/portal/api/shipments/${s.id}/booked-carrier-details`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ shipmentId: s.id, carrier: { id: blueRidge, name: BLUE_RIDGE, mcNumber: '812345' }, dispatcher: { firstName: 'Jordan' } });
    const board = await createShipment(t.db, { carrierId: null, customerId: heartland, status: ShipmentStatus.ReadyToBook });
    const none = await dispatch.request('GET', `/portal/api/shipments/${board.id}/booked-carrier-details`);
    expect(none.statusCode).toBe(404);
    expect(none.headers['content-type']).toMatch(/application\/problem\+json/);
  });
});

describe('documents the server makes', () => {
  it('the rate confirmation is a PDF naming the shipment, parties, stops in their time zone, equipment and rate', async () => {
    const response = await trucks('/rate_confirmation_document');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(s.number);
    expect(text).toContain('Rate Confirmation');
    expect(text).toContain(BLUE_RIDGE);
    expect(text).toContain('Summit Freight Logistics');
    expect(text).toContain('Shenandoah Mill');
    expect(text).toMatch(DATE_IN_ZONE);
    expect(text).toContain('$1,850.00');
    expect(text).toMatch(/Dry/);
    const doc = await PDFDocument.load(response.rawPayload);
    expect(doc.getTitle()).toBe(`Rate Confirmation ${s.number}`);
  });

  it("the bill of lading: POST answers 'BOL successfully generated for {number}', GET the PDF", async () => {
    const generated = await dispatch.request('POST', `/portal/api/shipments/${s.id}/bill-of-lading`);
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toEqual({ data: { message: `BOL successfully generated for ${s.number}`, messageCode: 'shipment.bolGenerated', messageParams: { number: s.number } } });
    expect((await activityOf(t.db, s.id)).some((a) => a.kind === 'BillOfLading' && a.user_id === dispatch.userId)).toBe(true);
    const pdf = await dispatch.request('GET', `/portal/api/shipments/${s.id}/bill-of-lading`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(s.number);
    expect(text).toContain('Bill of Lading');
    expect(text).toContain('Pallets for Charlotte');
  });
});

describe('cases of a shipment', () => {
  it('lists the cases the caller is party to (page 1, size 1000)', async () => {
    const insert = (carrierId: number, n: string) =>
      t.db
        .insertInto('cases')
        .values({ case_number: `CS-${s.id}-${n}`, shipment_id: s.id, carrier_id: carrierId, customer_id: heartland, case_type: 0, amount_cents: 7500, description: 'Detention at pickup' })
        .returning('id')
        .executeTakeFirstOrThrow();
    const ours = await insert(blueRidge, 'a');
    await insert(loneStar, 'b');
    const response = await dispatch.request('GET', `/portal/api/shipments/${s.id}/cases?page=1&pageSize=1000`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalCount: 1, data: [{ id: ours.id, caseNumber: `CS-${s.id}-a`, caseType: { value: 0, displayName: 'Detention' }, statusGroup: 'New', amount: 75 }] });
    expect((await dispatch.request('GET', `/portal/api/shipments/${s.id}/cases?pageSize=1001`)).statusCode).toBe(400);
  });
});

describe('lists and counts', () => {
  type Row = { id: number; shipmentNumber: string; status: { value: number }; pickupEarly: string; nextStopDueAt: string | null; lastActivityAt: string | null };
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

  /** Blue Ridge's own shipments in these statuses, in the order the list must answer them. */
  const expectedOrder = async (statuses: number[], column: 'pickup_early' | 'shipment_number' | 'next_stop_due_at' | 'last_activity_at', direction: 'asc' | 'desc', limit: number) => {
    const rows = await t.db
      .selectFrom('shipments')
      .select('id')
      .where('carrier_id', '=', blueRidge)
      .where('status', 'in', statuses)
      .orderBy(column, (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy('id', direction)
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  };

  it('GET v2/shipments: default statuses, newest pickup first, 50 a page at most 100', async () => {
    const page = await dispatch.request('GET', '/trucks/api/v2/shipments');
    expect(page.statusCode).toBe(200);
    const body = page.json() as { data: Row[]; totalCount: number };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(50);
    expect(body.totalCount).toBeGreaterThanOrEqual(body.data.length);
    expect(body.data.every((r) => [3, 4, 5, 6, 7].includes(r.status.value))).toBe(true);
    // Default order: pickup date, newest first, then id.
    expect(ids(body.data)).toEqual(await expectedOrder([3, 4, 5, 6, 7], 'pickup_early', 'desc', 50));
    const pickups = body.data.map((r) => Date.parse(r.pickupEarly));
    expect(pickups).toEqual([...pickups].sort((a, b) => b - a));
    expect(ids(body.data)).toContain(s.id);
    expect((await dispatch.request('GET', '/trucks/api/v2/shipments?pageSize=101')).statusCode).toBe(400);
    expect((await dispatch.request('GET', '/trucks/api/v2/shipments?statuses=abc')).json().errors).toHaveProperty(['querystring.statuses.0']);
  });

  it('GET v2/shipments: query by number prefix and by reference', async () => {
    const byNumber = await dispatch.request('GET', `/trucks/api/v2/shipments?query=${s.number}`);
    expect(byNumber.json().data.map((r: { id: number }) => r.id)).toEqual([s.id]);
    expect(byNumber.json().data[0]).toMatchObject({ shipmentNumber: s.number, status: { value: 3, displayName: 'Booked' }, origin: { city: 'Roanoke' }, carrierName: BLUE_RIDGE });
    const byReference = await dispatch.request('GET', `/trucks/api/v2/shipments?query=PO-${s.number.slice(1)}`);
    expect(byReference.json().data.map((r: { id: number }) => r.id)).toEqual([s.id]);
  });

  it('GET v2/shipments sorts by the property asked for, both ways, nulls last', async () => {
    const cases = [
      { property: 'shipmentNumber', column: 'shipment_number', direction: 'asc' },
      { property: 'shipmentNumber', column: 'shipment_number', direction: 'desc' },
      { property: 'nextStopDue', column: 'next_stop_due_at', direction: 'asc' },
      { property: 'lastActivity', column: 'last_activity_at', direction: 'desc' },
    ] as const;
    for (const { property, column, direction } of cases) {
      const response = await dispatch.request('GET', `/trucks/api/v2/shipments?statuses=3&statuses=4&sortProperty=${property}&sortDirection=${direction}&pageSize=100`);
      expect(response.statusCode, property).toBe(200);
      const rows = response.json().data as Row[];
      expect(rows.length, property).toBeGreaterThan(1);
      expect(rows.every((r) => [3, 4].includes(r.status.value)), property).toBe(true);
      expect(ids(rows), `${property} ${direction}`).toEqual(await expectedOrder([3, 4], column, direction, 100));
    }
    const numbers = (await dispatch.request('GET', '/trucks/api/v2/shipments?statuses=3&statuses=4&sortProperty=shipmentNumber&sortDirection=asc&pageSize=100')).json().data.map((r: Row) => r.shipmentNumber);
    expect(numbers).toEqual([...numbers].sort());
    // Without a direction a chosen property sorts ascending, shipments with no next stop due last.
    const due = (await dispatch.request('GET', '/trucks/api/v2/shipments?statuses=3&statuses=4&sortProperty=nextStopDue&pageSize=100')).json().data as Row[];
    const firstNull = due.findIndex((r) => r.nextStopDueAt === null);
    if (firstNull >= 0) expect(due.slice(firstNull).every((r) => r.nextStopDueAt === null)).toBe(true);
    expect(ids(due)).toEqual(await expectedOrder([3, 4], 'next_stop_due_at', 'asc', 100));
  });

  it('GET v2/shipments takes statuses[] as well as statuses', async () => {
    const bracketed = await dispatch.request('GET', '/trucks/api/v2/shipments?statuses[]=3&pageSize=100');
    expect(bracketed.statusCode).toBe(200);
    const rows = bracketed.json().data as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status.value === 3)).toBe(true);
    expect(ids(rows)).toContain(s.id);
    expect(bracketed.json().totalCount).toBe((await dispatch.request('GET', '/trucks/api/v2/shipments?statuses=3&pageSize=1')).json().totalCount);
  });

  it('lists never include the load board or other carriers', async () => {
    const board = await createShipment(t.db, { carrierId: null, customerId: heartland, status: ShipmentStatus.ReadyToBook });
    const theirs = await createShipment(t.db, { carrierId: loneStar, customerId: heartland, status: ShipmentStatus.Booked });
    for (const query of [board.number, theirs.number]) {
      const response = await dispatch.request('GET', `/trucks/api/v2/shipments?query=${query}&statuses=1&statuses=3`);
      expect(response.json()).toEqual({ data: [], totalCount: 0 });
    }
  });

  it('status counts agree with the list totals', async () => {
    const counts = await dispatch.request('GET', '/portal/api/shipments/status-counts');
    expect(counts.statusCode).toBe(200);
    const data = counts.json().data as { status: number; displayName: string; count: number }[];
    expect(data.map((d) => d.displayName)).toEqual(['Booked', 'Dispatched', 'In Transit', 'At Stop', 'Delivered', 'Delivery Confirmed']);
    for (const entry of data) {
      const list = await dispatch.request('GET', `/trucks/api/v2/shipments?statuses=${entry.status}&pageSize=1`);
      expect(list.json().totalCount).toBe(entry.count);
    }
  });

  it('on-time status counts cover the open and delivered shipments', async () => {
    const response = await dispatch.request('GET', '/portal/api/shipments/on-time-status-counts');
    expect(response.statusCode).toBe(200);
    const { onTime, late, unknown } = response.json().data;
    const list = await dispatch.request('GET', '/trucks/api/v2/shipments?statuses=3,4,5,6,7&pageSize=1');
    expect(onTime + late + unknown).toBe(list.json().totalCount);
  });

  it('filter sets: booking = the default statuses with needsUpdates, tracking = Dispatched, In Transit, At Stop', async () => {
    const response = await dispatch.request('GET', '/portal/api/shipments/filter-sets');
    expect(response.json()).toEqual({
      data: {
        booking: { statuses: [4, 5, 6, 3, 7], statusNames: ['Dispatched', 'In Transit', 'At Stop', 'Booked', 'Delivered'], needsUpdates: true },
        tracking: { statuses: [4, 5, 6], statusNames: ['Dispatched', 'In Transit', 'At Stop'], needsUpdates: false },
      },
    });
  });

  it('the booking list takes its defaults from the view', async () => {
    // One shipment overdue for an update, so the booking view (needsUpdates) has a row to show.
    const overdue = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Booked, stops: overduePickupStops() });
    const tracking = await dispatch.request('GET', '/portal/api/shipments/bookings?view=tracking&pageSize=100');
    expect(tracking.statusCode).toBe(200);
    const trackingRows = tracking.json().data as Row[];
    expect(trackingRows.length).toBeGreaterThan(0);
    expect(trackingRows.every((r) => [4, 5, 6].includes(r.status.value))).toBe(true);
    expect(ids(trackingRows)).toEqual(await expectedOrder([4, 5, 6], 'pickup_early', 'desc', 100));

    const booking = await dispatch.request('GET', '/portal/api/shipments/bookings?pageSize=100');
    const bookingRows = booking.json().data as (Row & { needsUpdate: boolean })[];
    expect(bookingRows.length).toBeGreaterThan(0);
    expect(bookingRows.every((r) => r.needsUpdate)).toBe(true);
    expect(ids(bookingRows)).toContain(overdue.id);
    expect(ids(bookingRows)).not.toContain(s.id);

    const all = await dispatch.request('GET', '/portal/api/shipments/bookings?needsUpdates=false&statuses=3');
    expect(all.json().data.length).toBeGreaterThan(0);
    expect(all.json().totalCount).toBe((await dispatch.request('GET', '/trucks/api/v2/shipments?statuses=3&pageSize=1')).json().totalCount);
    expect((await dispatch.request('GET', '/portal/api/shipments/bookings?view=other')).statusCode).toBe(400);
  });

  it("writes each row's windows in its first and last stop's own zone, kept when a stop's zone changes", async () => {
    const made = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Booked, stops: overduePickupStops() });
    const rowOf = async () =>
      ((await dispatch.request('GET', `/portal/api/shipments/bookings?needsUpdates=false&statuses=3&query=${made.number}`)).json().data as { id: number; originTimeZone: string; destinationTimeZone: string }[]).find(
        (r) => r.id === made.id,
      )!;
    const stops = await t.db.selectFrom('shipment_stops').select(['stop_number', 'iana_timezone']).where('shipment_id', '=', made.id).orderBy('stop_number').execute();
    expect(await rowOf()).toMatchObject({ originTimeZone: stops[0]!.iana_timezone, destinationTimeZone: stops.at(-1)!.iana_timezone });
    // El Paso keeps Mountain time though Texas is mostly Central: the stop says, not the state.
    await t.db.updateTable('shipment_stops').set({ iana_timezone: 'America/Denver' }).where('shipment_id', '=', made.id).where('stop_number', '=', stops[0]!.stop_number).execute();
    expect((await rowOf()).originTimeZone).toBe('America/Denver');
  });

  it('filters by origin and destination city (or its start, with an optional state), and the search finds a city', async () => {
    const base = '/portal/api/shipments/bookings?needsUpdates=false&statuses=3,4,5,6,7,8&pageSize=100';
    const own = (await dispatch.request('GET', base)).json().data as (Row & { origin: { city: string; state: string }; destination: { city: string; state: string } })[];
    const sample = own[0]!;
    const city = sample.origin.city;
    const expectOrigins = (rows: typeof own, check: (row: (typeof own)[number]) => boolean) => {
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every(check)).toBe(true);
    };

    const byOrigin = (await dispatch.request('GET', `${base}&origin=${encodeURIComponent(city.slice(0, 3).toLowerCase())}`)).json();
    expectOrigins(byOrigin.data, (r) => r.origin.city.toLowerCase().startsWith(city.slice(0, 3).toLowerCase()));
    // The unfiltered page holds 100 of the carrier's loads; the filter finds at least those of them.
    expect(byOrigin.totalCount).toBeGreaterThanOrEqual(own.filter((r) => r.origin.city.toLowerCase().startsWith(city.slice(0, 3).toLowerCase())).length);
    expect(byOrigin.totalCount).toBeLessThan((await dispatch.request('GET', base)).json().totalCount);

    const withState = (await dispatch.request('GET', `${base}&origin=${encodeURIComponent(`${city}, ${sample.origin.state}`)}`)).json();
    expectOrigins(withState.data, (r) => r.origin.city === city && r.origin.state === sample.origin.state);
    const wrongState = (await dispatch.request('GET', `${base}&origin=${encodeURIComponent(`${city}, ZZ`)}`)).json();
    expect(wrongState.totalCount).toBe(0);

    const lane = (await dispatch.request('GET', `${base}&origin=${encodeURIComponent(city)}&destination=${encodeURIComponent(sample.destination.city)}`)).json();
    expectOrigins(lane.data, (r) => r.origin.city === city && r.destination.city === sample.destination.city);

    const searched = (await dispatch.request('GET', `${base}&query=${encodeURIComponent(city.toUpperCase())}`)).json();
    expectOrigins(searched.data, (r) => r.origin.city === city || r.destination.city.toUpperCase().startsWith(city.toUpperCase()));
    expect((await dispatch.request('GET', `${base}&origin=${'x'.repeat(61)}`)).statusCode).toBe(400);
    // A wildcard typed by the user is a character, not a pattern.
    expect((await dispatch.request('GET', `${base}&origin=%25`)).json().totalCount).toBe(0);
  });
});

describe('drivers see their own shipments only', () => {
  it('GET v2/shipments for the demo driver lists only assigned shipments', async () => {
    const driver = await actor(t.app, t.db, DEMO.driver);
    const driverId = (await t.db.selectFrom('users').select('driver_id').where('email', '=', DEMO.driver).executeTakeFirstOrThrow()).driver_id!;
    const assigned = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Dispatched, driverIds: [driverId] });
    const response = await driver.request('GET', '/trucks/api/v2/shipments?pageSize=100');
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((r: { id: number }) => r.id);
    expect(ids).toContain(assigned.id);
    expect(ids).not.toContain(s.id);
    const rows = await t.db.selectFrom('shipment_drivers').select('shipment_id').where('driver_id', '=', driverId).execute();
    const mine = new Set(rows.map((r) => r.shipment_id));
    expect(ids.every((id: number) => mine.has(id))).toBe(true);
    expect((await driver.request('GET', `/trucks/api/v2/shipments/${assigned.id}`)).json().rate).toBeNull();
  });
});

describe('the demo data', () => {
  it('every demo shipment of Blue Ridge answers its detail, stops, activity and documents', async () => {
    const rows = await t.db
      .selectFrom('shipments')
      .select(['id', 'shipment_number', 'status', 'carrier_id'])
      .where('carrier_id', '=', blueRidge)
      .where('shipment_number', 'not like', 'T%')
      .orderBy('id')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    // One of each status keeps this quick while covering every shape.
    const sample = [...new Map(rows.map((r) => [r.status, r])).values()];
    for (const row of sample) {
      for (const path of ['', '/stops', '/order_dropoffs', '/line_items', '/contact_details', '/billing_configuration', '/trips', '/reloads', '/lane_matches']) {
        const response = await dispatch.request('GET', `/trucks/api/v2/shipments/${row.id}${path}`);
        expect({ id: row.id, path, status: response.statusCode }).toEqual({ id: row.id, path, status: 200 });
      }
      for (const path of ['tracking-activities', 'carrier-charge-details', 'cases']) {
        const response = await dispatch.request('GET', `/portal/api/shipments/${row.id}/${path}`);
        expect({ id: row.id, path, status: response.statusCode }).toEqual({ id: row.id, path, status: 200 });
      }
      const byNumber = await dispatch.request('GET', `/portal/api/shipments/by-number/${row.shipment_number}`);
      expect(byNumber.statusCode).toBe(200);
      if (row.status >= ShipmentStatus.Booked) {
        const pdf = await dispatch.request('GET', `/trucks/api/v2/shipments/${row.id}/rate_confirmation_document`);
        expect({ id: row.id, status: pdf.statusCode }).toEqual({ id: row.id, status: 200 });
        expect(await pdfText(pdf.rawPayload)).toContain(row.shipment_number);
        const bol = await dispatch.request('GET', `/portal/api/shipments/${row.id}/bill-of-lading`);
        expect({ id: row.id, status: bol.statusCode }).toEqual({ id: row.id, status: 200 });
      }
    }
    const statuses = new Set(rows.map((r) => r.status));
    expect(statuses.size).toBeGreaterThanOrEqual(6);
  });
});
