import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { buildTestApp, type TestApp } from '../helper';
import { APEX, BLUE_RIDGE, clientFor, companyId, createCarrierWithUser, createLoad, HOUR, PLACES, USERS, type Client } from '../load-board/freight-fixtures';
import { loadWithOrder, validNow } from './rating-fixtures';

let t: TestApp;
let broker: Client;
let blueRidge: Client;
let ids: { apex: number; blueRidge: number; rustyWheels: number };

beforeAll(async () => {
  t = await buildTestApp();
  [broker, blueRidge] = await Promise.all([clientFor(t.app, USERS.broker), clientFor(t.app, USERS.blueRidgeAdmin)]);
  ids = { apex: await companyId(t.db, APEX), blueRidge: await companyId(t.db, BLUE_RIDGE), rustyWheels: await companyId(t.db, 'Rusty Wheels Trucking') };
});
afterAll(async () => t?.close());

const shipmentRow = (id: number) => t.db.selectFrom('shipments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('booking by the broker', () => {
  it('books a contract truckload quote at its price and raises a missing or low maxBuy to the rate plus $5', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex, totalMiles: 900, maxBuyCents: 150_000 });
    const contract = await t.db.insertInto('contract_rates').values({ carrier_id: ids.blueRidge, origin_state: 'IL', destination_state: 'TX', equipment_mode: 'Dry', rate_per_mile_cents: 200, ...validNow() }).returning('id').executeTakeFirstOrThrow();
    // The typed rate is ignored for a quote: the contract prices 900 miles at $2.00.
    const response = await broker.send('POST', `/portal/api/shipments/${load.id}/book-contract-tl`, { rate: 1, carrierId: ids.blueRidge, quoteId: `contract-${contract.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ bookingSucceeded: true, errorMessages: [], maxBuyRaised: true, shipment: { rate: 1800, maxBuy: 1805, carrierId: ids.blueRidge, bookedRateType: 'Contract' } });
    const row = await shipmentRow(load.id);
    expect(row).toMatchObject({ status: ShipmentStatus.Booked, rate_cents: 180_000, max_buy_cents: 180_500, booked_quote_id: `contract-${contract.id}` });

    const covered = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex, maxBuyCents: 250_000 });
    const kept = await broker.send('POST', `/portal/api/shipments/${covered.id}/book-contract-tl`, { rate: 2000, carrierId: ids.blueRidge });
    expect(kept.json()).toMatchObject({ bookingSucceeded: true, maxBuyRaised: false, shipment: { maxBuy: 2500 } });
  });

  it("books spot keeping only Hazmat of the order's accessorials, and books a spot quote once", async () => {
    const load = await loadWithOrder(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex, accessorials: ['Liftgate', 'Hazmat', 'Lumper'] });
    const quote = await t.db
      .insertInto('spot_quotes')
      .values({ source: 'RateRequest', carrier_id: ids.blueRidge, shipment_id: load.id, rate_type: 'Spot', rate_cents: 171_000, price_cents: 171_000, service_days: 2, equipment_mode: 'Dry', expires_at: new Date(Date.now() + HOUR) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await broker.send('POST', `/portal/api/shipments/${load.id}/book-spot`, { rate: 1710, carrierId: ids.blueRidge, quoteId: quote.id });
    expect(response.json()).toMatchObject({ bookingSucceeded: true, shipment: { accessorials: ['Hazmat'], rate: 1710, bookedRateType: 'Spot' } });
    const used = await t.db.selectFrom('spot_quotes').select('booked_at').where('id', '=', quote.id).executeTakeFirstOrThrow();
    expect(used.booked_at).not.toBeNull();
  });

  it('books an LTL tariff quote at the tariff price', async () => {
    const carrier = await createCarrierWithUser(t.db);
    const load = await loadWithOrder(t.db, { origin: PLACES.chicago, destination: PLACES.memphis, customerId: ids.apex, totalMiles: 480, shippingMode: 'LTL', lines: [{ freightClass: '100', totalWeight: 800 }] });
    const tariff = await t.db.insertInto('ltl_tariffs').values({ carrier_id: carrier.companyId, name: 'Test', minimum_charge_cents: 5_000, ...validNow() }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('ltl_tariff_rates').values({ tariff_id: tariff.id, freight_class: '100', min_weight_lbs: 500, max_miles: 500, rate_per_cwt_cents: 5_000, transit_days: 2 }).execute();
    const rates = (await broker.get(`/portal/api/rates/unified?shipmentId=${load.id}`)).json() as { quoteId: string; price: number }[];
    const offered = rates.find((r) => r.quoteId === `ltl-${tariff.id}`)!;
    const response = await broker.send('POST', `/portal/api/shipments/${load.id}/book-ltl`, { rate: offered.price, carrierId: carrier.companyId, quoteId: offered.quoteId });
    expect(response.json()).toMatchObject({ bookingSucceeded: true, shipment: { rate: offered.price, bookedRateType: 'LTL', carrierId: carrier.companyId } });
    // 8 cwt at $50.00 is $400 before fuel: the booked price carries the week's fuel surcharge on top.
    expect(offered.price).toBeGreaterThanOrEqual(400);
  });

  it('answers bookingSucceeded false with messages: expired quote, Do Not Use carrier, another carrier quote, a lapsed contract', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex });
    const expired = await t.db
      .insertInto('spot_quotes')
      .values({ source: 'ApiQuote', carrier_id: ids.blueRidge, shipment_id: load.id, rate_type: 'Spot', rate_cents: 99_000, price_cents: 99_000, service_days: 2, equipment_mode: 'Dry', expires_at: new Date(Date.now() - HOUR) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const late = (await broker.send('POST', `/portal/api/shipments/${load.id}/book-spot`, { rate: 990, carrierId: ids.blueRidge, quoteId: expired.id })).json();
    expect(late).toMatchObject({ bookingSucceeded: false, shipment: null });
    expect(late.errorMessages[0]).toMatch(new RegExp(`Quote ${expired.id} expired at`));
    const other = (await broker.send('POST', `/portal/api/shipments/${load.id}/book-spot`, { rate: 990, carrierId: ids.apex === 0 ? 1 : (await createCarrierWithUser(t.db)).companyId, quoteId: expired.id })).json();
    expect(other.bookingSucceeded).toBe(false);
    const dnu = (await broker.send('POST', `/portal/api/shipments/${load.id}/book-contract-tl`, { rate: 1500, carrierId: ids.rustyWheels })).json();
    expect(dnu).toMatchObject({ bookingSucceeded: false, errorMessages: ['Rusty Wheels Trucking is marked Do Not Use'] });
    const lapsed = await t.db
      .insertInto('contract_rates')
      .values({ carrier_id: ids.blueRidge, origin_state: 'IL', destination_state: 'TX', equipment_mode: 'Dry', rate_per_mile_cents: 150, valid_from: '2020-01-01', valid_to: '2020-12-31' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const old = (await broker.send('POST', `/portal/api/shipments/${load.id}/book-contract-tl`, { rate: 1500, carrierId: ids.blueRidge, quoteId: `contract-${lapsed.id}` })).json();
    expect(old.errorMessages).toEqual([`Quote contract-${lapsed.id} is not valid for this shipment on its pickup date`]);
    expect((await shipmentRow(load.id)).status).toBe(ShipmentStatus.ReadyToBook);

    await broker.send('POST', `/portal/api/shipments/${load.id}/book-contract-tl`, { rate: 1500, carrierId: ids.blueRidge });
    const again = await broker.send('POST', `/portal/api/shipments/${load.id}/book-spot`, { rate: 1500, carrierId: ids.blueRidge });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ bookingSucceeded: false, errorMessages: [`Shipment ${load.number} is already booked`] });
  });

  it('updates max buy and origination, with 400 naming the field for bad values', async () => {
    const load = await loadWithOrder(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex });
    const maxBuy = await broker.send('PUT', `/portal/api/shipments/${load.id}/max-buy`, { maxBuy: 2222.5 });
    expect(maxBuy.json()).toMatchObject({ data: { maxBuy: 2222.5 } });
    const origination = await broker.send('PUT', `/portal/api/shipments/${load.id}/origination`, { origination: 'TmsSpot' });
    expect(origination.json()).toMatchObject({ data: { origination: 'TmsSpot' } });
    expect((await t.db.selectFrom('orders').select('origination').where('id', '=', load.orderId).executeTakeFirstOrThrow()).origination).toBe('TmsSpot');
    const bad = await broker.send('PUT', `/portal/api/shipments/${load.id}/origination`, { origination: 'Fax' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('origination');
    expect((await broker.send('PUT', `/portal/api/shipments/${load.id}/max-buy`, { maxBuy: -3 })).json().errors).toHaveProperty('maxBuy');
  });
});

describe('rescind and void', () => {
  it("rescinds a tender-won booking: Ready to Book again, the carrier's tender shows Booking Rescinded, the carrier is e-mailed and loses the load", async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex });
    const tendered = await broker.send('POST', `/portal/api/shipments/${load.id}/tenders`, { carriers: [{ carrierId: ids.blueRidge, rate: 1650 }] });
    const tenderId = tendered.json().data.current.tenderId as number;
    expect((await blueRidge.send('PUT', `/portal/api/tenders/${tenderId}/offers`, { status: 'Accepted' })).statusCode).toBe(200);
    expect((await blueRidge.get(`/portal/api/shipments/by-number/${load.number}`)).statusCode).toBe(200);

    const response = await broker.send('POST', `/portal/api/shipments/${load.id}/rescind`, { reason: 'Customer moved the date' });
    expect(response.json()).toMatchObject({ message: `Shipment ${load.number} rescinded`, data: { status: { value: ShipmentStatus.ReadyToBook }, carrier: null } });
    const tender = await t.db.selectFrom('tenders').select(['status', 'notes']).where('id', '=', tenderId).executeTakeFirstOrThrow();
    expect(tender).toMatchObject({ status: TenderOfferStatus.BookingRescinded, notes: expect.stringContaining('Customer moved the date') });
    const carrierTender = (await blueRidge.get(`/portal/api/tenders/${tenderId}`)).json().data;
    expect(carrierTender.status.value).toBe(TenderOfferStatus.BookingRescinded);
    const mail = await t.db.selectFrom('outbox_emails').select(['subject']).where('subject', '=', `Shipment ${load.number} rescinded`).execute();
    expect(mail).toHaveLength(1);
    const booked = (await blueRidge.get('/portal/api/shipments/bookings?pageSize=100&statuses=3')).json().data as { shipmentNumber: string }[];
    expect(booked.map((s) => s.shipmentNumber)).not.toContain(load.number);
    expect((await broker.send('POST', `/portal/api/shipments/${load.id}/rescind`, {})).statusCode).toBe(409);
  });

  it("voids a booked shipment: Voided, gone from the carrier's shipments and open tenders", async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex });
    await broker.send('POST', `/portal/api/shipments/${load.id}/book-contract-tl`, { rate: 1500, carrierId: ids.blueRidge });
    expect((await blueRidge.get(`/portal/api/shipments/by-number/${load.number}`)).statusCode).toBe(200);
    const response = await broker.send('POST', `/portal/api/shipments/${load.id}/void`, {});
    expect(response.json()).toMatchObject({ message: `Shipment ${load.number} voided`, data: { status: { value: ShipmentStatus.Voided } } });
    expect((await blueRidge.get(`/portal/api/shipments/by-number/${load.number}`)).statusCode).toBe(404);

    const tendered = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex });
    await broker.send('POST', `/portal/api/shipments/${tendered.id}/tenders`, { carriers: [{ carrierId: ids.blueRidge, rate: 1500 }] });
    const openBefore = (await blueRidge.get(`/portal/api/tenders?query=${tendered.number}`)).json().data as unknown[];
    expect(openBefore).toHaveLength(1);
    await broker.send('POST', `/portal/api/shipments/${tendered.id}/void`, { reason: 'Order cancelled' });
    expect((await blueRidge.get(`/portal/api/tenders?query=${tendered.number}`)).json().data).toHaveLength(0);
    expect((await broker.get(`/portal/api/shipments/${tendered.id}/automatic-tendering-status`)).json().data.status).toBe('Cancelled');
    expect((await broker.send('POST', `/portal/api/shipments/${tendered.id}/void`, {})).statusCode).toBe(409);
  });
});
