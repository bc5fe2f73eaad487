import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';
import { APEX, BLUE_RIDGE, clientFor, companyId, createCarrierWithUser, createLoad, DAY, haversineMiles, HOUR, PLACES, USERS, type Client } from '../load-board/freight-fixtures';
import { isoDay, loadWithOrder, onTimeRecord, validNow } from './rating-fixtures';

interface Rate {
  rateSource: string;
  rateType: string;
  chargeRateType: string;
  rate: number;
  price: number;
  quoteId: string;
  carrierId: number | null;
  carrierName: string | null;
  serviceDays: number;
  quoteExpiresAt: string | null;
  onTimePercent: number | null;
  deliveredCount: number;
  bookAs: string | null;
}

let t: TestApp;
let broker: Client;
let ids: { apex: number; blueRidge: number };

beforeAll(async () => {
  t = await buildTestApp();
  broker = await clientFor(t.app, USERS.broker);
  ids = { apex: await companyId(t.db, APEX), blueRidge: await companyId(t.db, BLUE_RIDGE) };
});
afterAll(async () => t?.close());

const ratesOf = async (client: Client, shipmentId: number) => {
  const response = await client.get(`/portal/api/rates/unified?shipmentId=${shipmentId}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Rate[];
};

describe('contract lane rates', () => {
  it('prices each valid contract of the lane from its row: flat plus per mile, never under the minimum', async () => {
    const carrier = await createCarrierWithUser(t.db);
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex, totalMiles: 925, postedRateCents: null });
    const lane = { carrier_id: carrier.companyId, origin_state: 'IL', destination_state: 'TX', equipment_mode: 'Dry', ...validNow() };
    const rows = await t.db
      .insertInto('contract_rates')
      .values([
        { ...lane, rate_per_mile_cents: 230 },
        { ...lane, flat_rate_cents: 190_000, service_days: 3 },
        { ...lane, rate_per_mile_cents: 150, minimum_cents: 300_000 },
        { ...lane, rate_per_mile_cents: 100, flat_rate_cents: 20_000 },
        { ...lane, origin_zip3: '606', rate_per_mile_cents: 240 },
        // Excluded: another origin prefix, another equipment, another lane, out of validity.
        { ...lane, origin_zip3: '999', rate_per_mile_cents: 120 },
        { ...lane, equipment_mode: 'Reefer', rate_per_mile_cents: 120 },
        { ...lane, destination_state: 'GA', rate_per_mile_cents: 120 },
        { ...lane, rate_per_mile_cents: 120, valid_from: isoDay(new Date(Date.now() - 90 * DAY)), valid_to: isoDay(new Date(Date.now() - 2 * DAY)) },
      ])
      .returning('id')
      .execute();
    const rates = (await ratesOf(broker, load.id)).filter((r) => r.carrierId === carrier.companyId && r.rateSource === 'ContractRate');
    const byId = new Map(rates.map((r) => [r.quoteId, r]));
    expect(byId.get(`contract-${rows[0].id}`)).toMatchObject({ chargeRateType: 'PerMile', rate: 2.3, price: 2127.5, rateType: 'Contract', bookAs: 'ContractTl' });
    expect(byId.get(`contract-${rows[1].id}`)).toMatchObject({ chargeRateType: 'Flat', rate: 1900, price: 1900, serviceDays: 3 });
    expect(byId.get(`contract-${rows[2].id}`)).toMatchObject({ price: 3000 });
    expect(byId.get(`contract-${rows[3].id}`)).toMatchObject({ price: 200 + 925 });
    expect(byId.get(`contract-${rows[4].id}`)).toMatchObject({ price: 2220 });
    expect(rates).toHaveLength(5);
    // The schedule allows a day (pickup to delivery late): the service days of rates without their own.
    expect(byId.get(`contract-${rows[0].id}`)!.serviceDays).toBe(2);
    expect(byId.get(`contract-${rows[0].id}`)).toMatchObject({ carrierName: expect.stringMatching(/^Test Carrier/), onTimePercent: null, deliveredCount: 0, quoteExpiresAt: null });
  });

  it("shows each carrier's on-time record from its delivered shipments", async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex, totalMiles: 925 });
    await t.db.insertInto('contract_rates').values({ carrier_id: ids.blueRidge, origin_state: 'IL', destination_state: 'TX', equipment_mode: 'Dry', rate_per_mile_cents: 205, ...validNow() }).execute();
    const record = await onTimeRecord(t.db, ids.blueRidge);
    expect(record.delivered).toBeGreaterThan(0);
    const blueRidge = (await ratesOf(broker, load.id)).find((r) => r.carrierId === ids.blueRidge && r.rateSource === 'ContractRate');
    expect(blueRidge).toMatchObject({ carrierName: BLUE_RIDGE, onTimePercent: record.percent, deliveredCount: record.delivered, price: (205 * 925) / 100 });
  });
});

describe('LTL tariff with the weekly fuel index', () => {
  it('rates each line per hundredweight at its class, weight break and distance band, adds fuel, applies the minimum', async () => {
    const carrier = await createCarrierWithUser(t.db);
    const pickup = new Date(Date.now() + DAY);
    const load = await loadWithOrder(t.db, {
      origin: PLACES.chicago,
      destination: PLACES.memphis,
      customerId: ids.apex,
      totalMiles: 420,
      pickupEarly: pickup,
      shippingMode: 'LTL',
      // 600 lb on a 48x40x40 pallet is 13.5 pcf: the density scale makes it class 85.
      lines: [{ freightClass: '70', totalWeight: 1200 }, { freightClass: null, totalWeight: 600, height: 40 }],
    });
    const monday = new Date(Date.UTC(pickup.getUTCFullYear(), pickup.getUTCMonth(), pickup.getUTCDate() - ((pickup.getUTCDay() + 6) % 7)));
    await t.db.insertInto('fuel_prices').values({ week_start: isoDay(monday), diesel_cents_per_gallon: 400 }).onConflict((oc) => oc.column('week_start').doUpdateSet({ diesel_cents_per_gallon: 400 })).execute();
    const tariff = async (minimum: number, validity = validNow()) =>
      (await t.db.insertInto('ltl_tariffs').values({ carrier_id: carrier.companyId, name: `T${minimum}`, minimum_charge_cents: minimum, ...validity }).returning('id').executeTakeFirstOrThrow()).id;
    const cells = (tariffId: number) => [
      { tariff_id: tariffId, freight_class: '70', min_weight_lbs: 0, max_miles: 500, rate_per_cwt_cents: 4000, transit_days: 2 },
      { tariff_id: tariffId, freight_class: '70', min_weight_lbs: 1000, max_miles: 500, rate_per_cwt_cents: 3000, transit_days: 2 },
      { tariff_id: tariffId, freight_class: '70', min_weight_lbs: 1000, max_miles: 1000, rate_per_cwt_cents: 3600, transit_days: 3 },
      { tariff_id: tariffId, freight_class: '85', min_weight_lbs: 0, max_miles: 500, rate_per_cwt_cents: 4500, transit_days: 2 },
      { tariff_id: tariffId, freight_class: '85', min_weight_lbs: 500, max_miles: 1000, rate_per_cwt_cents: 4100, transit_days: 3 },
    ];
    const plain = await tariff(10_000);
    const high = await tariff(100_000);
    const lapsed = await tariff(0, { valid_from: isoDay(new Date(Date.now() - 90 * DAY)), valid_to: isoDay(new Date(Date.now() - DAY)) });
    await t.db.insertInto('ltl_tariff_rates').values([...cells(plain), ...cells(high), ...cells(lapsed)]).execute();

    // Linehaul: 12 cwt x $30.00 (class 70, 1,000 lb break, 500-mile band) + 6 cwt x $45.00 (class 85).
    const linehaul = 12 * 3000 + 6 * 4500;
    // Diesel $4.00: 285 cents over the $1.15 base is 57 steps of 5 cents at 0.5% each.
    const fuelPercent = Math.ceil((400 - 115) / 5) * 0.5;
    const rates = (await ratesOf(broker, load.id)).filter((r) => r.carrierId === carrier.companyId);
    expect(rates.map((r) => r.quoteId).sort()).toEqual([`ltl-${high}`, `ltl-${plain}`].sort());
    expect(rates.find((r) => r.quoteId === `ltl-${plain}`)).toMatchObject({
      rateSource: 'LtlTariff', rateType: 'LTL', bookAs: 'Ltl', serviceDays: 2, price: Math.round(linehaul + (linehaul * fuelPercent) / 100) / 100,
    });
    expect(rates.find((r) => r.quoteId === `ltl-${high}`)!.price).toBe(Math.round(100_000 + (100_000 * fuelPercent) / 100) / 100);
  });
});

describe('spot quotes', () => {
  it("turns a carrier's answer to the broker's rate request into a spot quote; expired quotes are left out", async () => {
    const carrier = await createCarrierWithUser(t.db);
    const carrierClient = await clientFor(t.app, carrier.email);
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex, totalMiles: 925 });
    const asked = await broker.send('POST', '/portal/api/rates/carrier-rate-requests', { shipmentId: load.id, carrierId: carrier.companyId, targetRate: 2100 });
    expect(asked.statusCode).toBe(200);
    const requestId = asked.json().data.id as number;
    const open = (await carrierClient.get('/portal/api/rate-requests')).json().data as { id: number }[];
    expect(open.map((r) => r.id)).toContain(requestId);
    expect((await carrierClient.send('POST', `/portal/api/rate-requests/${requestId}/response`, { rate: 2050.25 })).statusCode).toBe(200);

    await t.db
      .insertInto('spot_quotes')
      .values({ source: 'ApiQuote', carrier_id: carrier.companyId, shipment_id: load.id, rate_type: 'Spot', rate_cents: 100_000, price_cents: 100_000, service_days: 2, equipment_mode: 'Dry', expires_at: new Date(Date.now() - HOUR) })
      .execute();
    const rates = (await ratesOf(broker, load.id)).filter((r) => r.carrierId === carrier.companyId);
    expect(rates).toHaveLength(1);
    expect(rates[0]).toMatchObject({ rateSource: 'RateRequest', rateType: 'Spot', price: 2050.25, bookAs: 'Spot' });
    const expiresIn = Date.parse(rates[0].quoteExpiresAt!) - Date.now();
    expect(expiresIn).toBeGreaterThan(23 * HOUR);
    expect(expiresIn).toBeLessThanOrEqual(24 * HOUR);
  });

  it('keeps an API quote of the cheapest bookable rate with a quote id and an expiry', async () => {
    const carrier = await createCarrierWithUser(t.db);
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex, totalMiles: 925 });
    const lane = { carrier_id: carrier.companyId, origin_state: 'IL', destination_state: 'TX', equipment_mode: 'Dry', ...validNow() };
    await t.db.insertInto('contract_rates').values([{ ...lane, rate_per_mile_cents: 260 }, { ...lane, rate_per_mile_cents: 210 }]).execute();
    const response = await broker.send('POST', '/portal/api/rates/quotes', { shipmentId: load.id, preferredCarrierId: carrier.companyId });
    expect(response.statusCode).toBe(200);
    const quote = response.json().data;
    expect(quote).toMatchObject({ rateSource: 'ApiQuote', carrierId: carrier.companyId, price: (210 * 925) / 100, rateType: 'Contract', bookAs: 'ContractTl', shipmentId: load.id });
    expect(quote.quoteId).toMatch(/^[0-9a-f-]{36}$/);
    const minutes = (Date.parse(quote.quoteExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    expect((await broker.get(`/portal/api/rates/quotes/${quote.quoteId}`)).json().data.price).toBe(quote.price);
    const none = await broker.send('POST', '/portal/api/rates/quotes', { shipmentId: load.id, preferredCarrierId: carrier.companyId, rateType: 'LTL' });
    expect(none.statusCode).toBe(409);
    const bad = await broker.send('POST', '/portal/api/rates/quotes', { shipmentId: load.id, orderId: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('shipmentId');
  });
});

describe('unified rates of an order and of raw stops', () => {
  it("rates an order from its stops' locations (road miles estimated) and raw stops from their postal codes", async () => {
    const carrier = await createCarrierWithUser(t.db);
    const order = await t.db
      .selectFrom('orders as o')
      .innerJoin('order_stops as first', (j) => j.onRef('first.order_id', '=', 'o.id').on('first.stop_number', '=', 0))
      .innerJoin('locations as a', 'a.id', 'first.location_id')
      .select(['o.id', 'o.equipment_mode', 'a.province', 'a.latitude', 'a.longitude'])
      .innerJoin('shipments as sh', 'sh.order_id', 'o.id')
      .where('sh.status', '=', 1)
      .where('o.customer_id', '=', ids.apex)
      .where('o.shipping_mode', '=', 'TL')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('order_stops as x').select('x.id').whereRef('x.order_id', '=', 'o.id').where('x.stop_number', '>', 1))))
      .orderBy('o.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const last = await t.db
      .selectFrom('order_stops as s')
      .innerJoin('locations as l', 'l.id', 's.location_id')
      .select(['l.province', 'l.latitude', 'l.longitude'])
      .where('s.order_id', '=', order.id)
      .orderBy('s.stop_number', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.db.insertInto('contract_rates').values({ carrier_id: carrier.companyId, origin_state: order.province, destination_state: last.province, equipment_mode: order.equipment_mode, rate_per_mile_cents: 250, ...validNow() }).execute();
    const miles = Math.round(haversineMiles({ latitude: order.latitude!, longitude: order.longitude! }, { latitude: last.latitude!, longitude: last.longitude! }) * 1.17);
    const orderRates = (await broker.get(`/portal/api/rates/unified/orders/${order.id}`)).json() as Rate[];
    const contract = orderRates.find((r) => r.carrierId === carrier.companyId)!;
    expect(contract.price).toBeCloseTo((250 * miles) / 100, 0);

    await t.db.insertInto('contract_rates').values({ carrier_id: carrier.companyId, origin_state: 'IL', destination_state: 'TX', equipment_mode: 'Reefer', rate_per_mile_cents: 300, ...validNow() }).execute();
    const zips = await t.db.selectFrom('postal_codes').select(['postal_code', 'latitude', 'longitude']).where('postal_code', 'in', ['60601', '75201']).orderBy('postal_code').execute();
    const rawMiles = Math.round(haversineMiles(zips[0], zips[1]) * 1.17);
    const raw = await broker.send('POST', '/portal/api/rates/unified/by-stops', { stops: [{ postalCode: '60601' }, { postalCode: '75201' }], products: [{ totalWeight: 30000 }], equipmentMode: 'Reefer' });
    expect(raw.statusCode).toBe(200);
    expect((raw.json() as Rate[]).find((r) => r.carrierId === carrier.companyId)?.price).toBeCloseTo((300 * rawMiles) / 100, 0);

    const unknown = await broker.send('POST', '/portal/api/rates/unified/by-stops', { stops: [{ postalCode: '60601' }, { postalCode: '00000' }], equipmentMode: 'Dry' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty(['stops.1.postalCode']);
  });
});
