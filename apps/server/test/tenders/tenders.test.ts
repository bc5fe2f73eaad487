import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_SENT } from '@portal/domain/common/messages';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { buildTestApp, type TestApp } from '../helper';
import {
  BLUE_RIDGE,
  clientFor,
  companyId,
  createLoad,
  createTender,
  DAY,
  GREAT_LAKES,
  HEARTLAND,
  LONE_STAR,
  PLACES,
  tenderedLoad,
  userId,
  USERS,
  type Client,
} from '../load-board/freight-fixtures';

let t: TestApp;
let blueRidge: Client;
let blueRidgeCarrierApi: Client;
let loneStar: Client;
let loneStarCarrierApi: Client;
let broker: Client;
let driver: Client;
let ids: { blueRidge: number; loneStar: number; greatLakes: number };

beforeAll(async () => {
  t = await buildTestApp();
  [blueRidge, blueRidgeCarrierApi, loneStar, loneStarCarrierApi, broker, driver] = await Promise.all([
    clientFor(t.app, USERS.blueRidge),
    clientFor(t.app, USERS.blueRidge, { carrierApi: true }),
    clientFor(t.app, USERS.loneStar),
    clientFor(t.app, USERS.loneStar, { carrierApi: true }),
    clientFor(t.app, USERS.broker),
    clientFor(t.app, USERS.driver),
  ]);
  ids = { blueRidge: await companyId(t.db, BLUE_RIDGE), loneStar: await companyId(t.db, LONE_STAR), greatLakes: await companyId(t.db, GREAT_LAKES) };
});

afterAll(async () => {
  await t?.close();
});

const accept = (client: Client, tenderId: number, extra: object = {}, carrierApi = false) =>
  client.send('PUT', `${carrierApi ? '/carrier/api/v2' : '/portal/api'}/tenders/${tenderId}/offers`, { status: 'Accepted', ...extra });
const reject = (client: Client, tenderId: number, reason?: string) =>
  client.send('PUT', `/portal/api/tenders/${tenderId}/offers`, { status: 'Rejected', ...(reason === undefined ? {} : { reason }) });

describe('tender list and detail', () => {
  it('lists Sent tenders by default, on the Carrier API verbatim and the Portal API, agreeing with the count route', async () => {
    const carrier = await blueRidgeCarrierApi.get('/carrier/api/v2/tenders');
    expect(carrier.statusCode).toBe(200);
    const list = carrier.json();
    expect(list.totalCount).toBeGreaterThan(0);
    expect(list.data.length).toBeGreaterThan(0);
    for (const tender of list.data) {
      expect(tender.status).toEqual({ value: TenderOfferStatus.Sent, displayName: 'Sent' });
      expect(tender.isExpired).toBe(false);
      expect(Date.parse(tender.expiresAt)).toBeGreaterThan(Date.now());
    }
    // Soonest deadline first.
    const deadlines = list.data.map((d: { expiresAt: string }) => Date.parse(d.expiresAt));
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));

    const portal = (await blueRidge.get('/portal/api/tenders')).json();
    expect(portal.totalCount).toBe(list.totalCount);
    const count = (await blueRidge.get('/portal/api/tenders/count?statuses=0')).json();
    expect(count.totalCount).toBe(list.totalCount);

    const rows = await t.db
      .selectFrom('tenders')
      .select('id')
      .where('carrier_id', '=', ids.blueRidge)
      .where('status', '=', TenderOfferStatus.Sent)
      .where('expires_at', '>', sql<Date>`now()`)
      .execute();
    expect(list.totalCount).toBe(rows.length);
  });

  it('needs the x-api-key header on the Carrier API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/carrier/api/v2/tenders', headers: { authorization: `Bearer ${blueRidge.session.token}` } });
    expect(response.statusCode).toBe(401);
  });

  it('filters by statuses (codes or names), customers and query, pages, and sorts by a whitelisted property', async () => {
    // Tenders of every kind the filters tell apart, with rates apart so the sort is visible.
    const customerId = await companyId(t.db, HEARTLAND);
    const accepted = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, status: ShipmentStatus.Booked, customerId });
    const rejected = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, status: ShipmentStatus.ReadyToBook });
    const acceptedId = await createTender(t.db, { shipmentId: accepted.id, carrierId: ids.blueRidge, status: TenderOfferStatus.Accepted, rateCents: 412_300 });
    const rejectedId = await createTender(t.db, { shipmentId: rejected.id, carrierId: ids.blueRidge, status: TenderOfferStatus.Rejected, rateCents: 98_700 });
    await tenderedLoad(t.db, [ids.blueRidge], { customerId });

    const all = (await blueRidge.get('/portal/api/tenders?statuses=0,1,2,3,4&pageSize=100')).json();
    expect(all.totalCount).toBeGreaterThanOrEqual(4);
    expect(all.data).toHaveLength(all.totalCount);
    const allIds = all.data.map((d: { id: number }) => d.id);
    expect(allIds).toEqual(expect.arrayContaining([acceptedId, rejectedId]));

    const byName = (await blueRidge.get('/portal/api/tenders?statuses=Accepted&statuses=Rejected&pageSize=100')).json();
    expect(byName.data.map((d: { id: number }) => d.id)).toEqual(expect.arrayContaining([acceptedId, rejectedId]));
    for (const tender of byName.data) expect([1, 2]).toContain(tender.status.value);

    // Rate, highest first, across two pages of two: the same order as the whole list sorted here.
    const sortedByRate = [...all.data].sort((x: { rate: number; id: number }, y: { rate: number; id: number }) => y.rate - x.rate || y.id - x.id);
    const pageOf = async (page: number) => (await blueRidge.get(`/portal/api/tenders?statuses=0,1,2,3,4&pageSize=2&page=${page}&sortProperty=rate&sortDirection=desc`)).json();
    const [page1, page2] = [await pageOf(1), await pageOf(2)];
    expect(page1.data).toHaveLength(2);
    expect(page2.data).toHaveLength(2);
    expect(page2.totalCount).toBe(all.totalCount);
    expect([...page1.data, ...page2.data].map((d: { id: number }) => d.id)).toEqual(sortedByRate.slice(0, 4).map((d: { id: number }) => d.id));

    const search = (await blueRidge.get(`/portal/api/tenders?statuses=0,1,2,3,4&query=${encodeURIComponent(accepted.number)}`)).json();
    expect(search.data.map((d: { id: number }) => d.id)).toEqual([acceptedId]);

    const byCustomer = (await blueRidge.get(`/portal/api/tenders?statuses=0,1,2,3,4&customers=${customerId}&pageSize=100`)).json();
    expect(byCustomer.data.length).toBeGreaterThanOrEqual(2);
    expect(byCustomer.data.map((d: { id: number }) => d.id)).toContain(acceptedId);
    expect(byCustomer.data.map((d: { id: number }) => d.id)).not.toContain(rejectedId);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const sort = await blueRidge.get('/portal/api/tenders?sortProperty=password');
    expect(sort.statusCode).toBe(400);
    expect(Object.keys(sort.json().errors).join()).toContain('sortProperty');
    const status = await blueRidge.get('/portal/api/tenders?statuses=Bogus');
    expect(status.statusCode).toBe(400);
    expect(Object.keys(status.json().errors).join()).toContain('statuses');
    const id = await blueRidge.get('/portal/api/tenders/abc');
    expect(id.statusCode).toBe(400);
    expect(Object.keys(id.json().errors).join()).toContain('tenderId');
    const pageSize = await blueRidge.get('/portal/api/tenders?pageSize=0');
    expect(pageSize.statusCode).toBe(400);
  });

  it('shows the tender page: lane, stops with windows and time zones, equipment, rate and map', async () => {
    const load = await tenderedLoad(t.db, [ids.blueRidge], { requirements: ['TWIC'] });
    const response = await blueRidgeCarrierApi.get(`/carrier/api/v2/tenders/${load.tenderIds[0]}`);
    expect(response.statusCode).toBe(200);
    const tender = response.json().data;
    expect(tender.shipmentNumber).toBe(load.number);
    expect(tender.rate).toBe(1800);
    expect(tender.lane.origin).toMatchObject({ city: 'Chicago', state: 'IL' });
    expect(tender.lane.destination).toMatchObject({ city: 'Dallas', state: 'TX' });
    expect(tender.stops).toHaveLength(2);
    expect(tender.stops[0]).toMatchObject({ stopType: 'Pickup', ianaTimezone: 'America/Chicago' });
    expect(tender.stops[0].windowText).toMatch(/C[DS]T/);
    expect(tender.equipment).toMatchObject({ equipmentMode: 'Dry', shippingMode: 'TL' });
    expect(tender.requirements).toEqual(['TWIC']);
    expect(tender.map.points.map((p: { latitude: number }) => p.latitude)).toEqual([PLACES.chicago.latitude, PLACES.dallas.latitude]);
    expect(tender.map.bounds.north).toBe(PLACES.chicago.latitude);
  });

  it('finds the tender of a shipment by its number', async () => {
    const load = await tenderedLoad(t.db, [ids.blueRidge]);
    const response = await blueRidge.get(`/portal/api/tenders/by-shipment/${load.number}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(load.tenderIds[0]);
    expect((await loneStar.get(`/portal/api/tenders/by-shipment/${load.number}`)).statusCode).toBe(404);
  });
});

describe('isolation between carriers', () => {
  it('answers 404 to another carrier for every tender id route, on both APIs', async () => {
    const load = await tenderedLoad(t.db, [ids.blueRidge]);
    const id = load.tenderIds[0];
    expect((await loneStar.get(`/portal/api/tenders/${id}`)).statusCode).toBe(404);
    expect((await loneStarCarrierApi.get(`/carrier/api/v2/tenders/${id}`)).statusCode).toBe(404);
    expect((await accept(loneStar, id)).statusCode).toBe(404);
    expect((await accept(loneStarCarrierApi, id, {}, true)).statusCode).toBe(404);
    expect((await reject(loneStar, id, 'nope')).statusCode).toBe(404);
    const list = (await loneStar.get('/portal/api/tenders?statuses=0,1,2,3,4&pageSize=100')).json();
    expect(list.data.map((d: { id: number }) => d.id)).not.toContain(id);
    const row = await t.db.selectFrom('tenders').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe(TenderOfferStatus.Sent);
  });

  it('lets nobody but the tendered carrier respond, and keeps drivers out', async () => {
    const load = await tenderedLoad(t.db, [ids.blueRidge], { customerId: await companyId(t.db, 'Apex Brokerage Partners') });
    // The broker sees tenders on its customer's loads but cannot answer them.
    expect((await broker.get(`/portal/api/tenders/${load.tenderIds[0]}`)).statusCode).toBe(200);
    expect((await accept(broker, load.tenderIds[0])).statusCode).toBe(403);
    expect((await driver.get('/portal/api/tenders')).statusCode).toBe(403);
    expect((await accept(driver, load.tenderIds[0])).statusCode).toBe(403);
  });
});

describe('accepting a tender', () => {
  it('books the shipment to the carrier at the tender rate in one go: status, carrier, rate, activity, other tenders rescinded', async () => {
    const load = await tenderedLoad(t.db, [ids.blueRidge, ids.greatLakes]);
    const [mine, theirs] = load.tenderIds;
    const response = await accept(blueRidgeCarrierApi, mine, { truckNumber: '1042', trailerNumber: 'T-88' }, true);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(RESPONSE_SENT);
    expect(body.data.status).toEqual({ value: TenderOfferStatus.Accepted, displayName: 'Accepted' });
    expect(body.data.shipmentStatus.value).toBe(ShipmentStatus.Booked);

    const shipment = await t.db.selectFrom('shipments').selectAll().where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment.status).toBe(ShipmentStatus.Booked);
    expect(shipment.carrier_id).toBe(ids.blueRidge);
    expect(shipment.rate_cents).toBe(180_000);
    expect(shipment.booked_by_user_id).toBe(await userId(t.db, USERS.blueRidge));
    expect(shipment.booked_at).not.toBeNull();
    expect(shipment.booked_rate_type).toBe('Tender');
    expect(shipment.truck_number).toBe('1042');

    const tenders = await t.db.selectFrom('tenders').select(['id', 'status', 'truck_number', 'responded_by_user_id']).where('shipment_id', '=', load.id).execute();
    expect(tenders.find((x) => x.id === mine)).toMatchObject({ status: TenderOfferStatus.Accepted, truck_number: '1042' });
    expect(tenders.find((x) => x.id === theirs)?.status).toBe(TenderOfferStatus.Rescinded);

    const activity = await t.db.selectFrom('shipment_activity').selectAll().where('shipment_id', '=', load.id).execute();
    // The booking, then the truck and trailer set the way the assignment panel sets them.
    expect(activity).toHaveLength(2);
    const booking = activity.find((a) => a.status_after === ShipmentStatus.Booked);
    expect(booking).toMatchObject({ status_before: ShipmentStatus.Tendering, status_after: ShipmentStatus.Booked });
    expect(booking?.description).toContain(BLUE_RIDGE);
    expect(activity.map((a) => a.description)).toContain('Equipment set: truck 1042, trailer T-88');

    // The booked shipment now reads as the carrier's own.
    const own = await blueRidge.get(`/portal/api/tenders/${mine}`);
    expect(own.json().data.shipmentStatus.displayName).toBe('Booked');
  });

  it('takes the status as a code and assigns a driver of the carrier; a driver of another company is a 400', async () => {
    const load = await tenderedLoad(t.db, [ids.blueRidge]);
    const otherDriver = await t.db.selectFrom('drivers').select('id').where('company_id', '<>', ids.blueRidge).executeTakeFirstOrThrow();
    const bad = await accept(blueRidge, load.tenderIds[0], { status: 1, driverId: otherDriver.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('driverId');
    expect(bad.json()).toMatchObject({ code: 'driver.unknown', errorCodes: { driverId: [{ code: 'driver.notInCompany', params: { driverId: otherDriver.id } }] } });
    const ownDriver = await t.db.selectFrom('drivers').select('id').where('company_id', '=', ids.blueRidge).executeTakeFirstOrThrow();
    const ok = await accept(blueRidge, load.tenderIds[0], { status: 1, driverId: ownDriver.id });
    expect(ok.statusCode).toBe(200);
    const assigned = await t.db.selectFrom('shipment_drivers').select('driver_id').where('shipment_id', '=', load.id).execute();
    expect(assigned.map((a) => a.driver_id)).toEqual([ownDriver.id]);
  });

  it('refuses a tender that is no longer Sent with a 409', async () => {
    const load = await tenderedLoad(t.db, [ids.blueRidge]);
    expect((await accept(blueRidge, load.tenderIds[0])).statusCode).toBe(200);
    const again = await accept(blueRidge, load.tenderIds[0]);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/accepted/i);
    // The problem carries the message's code and values beside its English text (the web translates by code).
    expect(again.json()).toMatchObject({ code: 'tender.alreadyAnswered', params: { status: 'accepted' }, detail: 'This tender is accepted and can no longer be answered' });
    const rejectAfter = await reject(blueRidge, load.tenderIds[0], 'changed my mind');
    expect(rejectAfter.statusCode).toBe(409);
  });

  it('refuses a rescinded tender with a 409', async () => {
    const load = await tenderedLoad(t.db, [ids.blueRidge]);
    await t.db.updateTable('tenders').set({ status: TenderOfferStatus.Rescinded }).where('id', '=', load.tenderIds[0]).execute();
    const response = await accept(blueRidge, load.tenderIds[0]);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/rescinded/i);
  });

  it('refuses a tender whose load another carrier already won with a 409', async () => {
    const load = await tenderedLoad(t.db, [ids.blueRidge]);
    await t.db.updateTable('shipments').set({ status: ShipmentStatus.Booked, carrier_id: ids.greatLakes }).where('id', '=', load.id).execute();
    const response = await accept(blueRidge, load.tenderIds[0]);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('This load was booked by another carrier');
  });

  it('two carriers accepting the same load at once: exactly one wins, the other gets a 409', async () => {
    const load = await tenderedLoad(t.db, [ids.blueRidge, ids.loneStar]);
    const [a, b] = await Promise.all([accept(blueRidge, load.tenderIds[0]), accept(loneStar, load.tenderIds[1])]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? ids.blueRidge : ids.loneStar;
    const loser = a.statusCode === 200 ? b : a;
    expect(loser.json().detail).toMatch(/rescinded|another carrier/i);
    const shipment = await t.db.selectFrom('shipments').select(['carrier_id', 'status']).where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment).toEqual({ carrier_id: winner, status: ShipmentStatus.Booked });
    const accepted = await t.db.selectFrom('tenders').select('carrier_id').where('shipment_id', '=', load.id).where('status', '=', TenderOfferStatus.Accepted).execute();
    expect(accepted.map((r) => r.carrier_id)).toEqual([winner]);
  });

  it('checks the state under the lock: a tender still Sent on a load booked meanwhile is refused', async () => {
    // On the embedded database requests serialize, so the race above may never interleave; this is
    // the state the second request meets when it does: its tender still Sent, the load already won.
    const load = await tenderedLoad(t.db, [ids.blueRidge, ids.loneStar]);
    await t.db.updateTable('shipments').set({ status: ShipmentStatus.Booked, carrier_id: ids.blueRidge }).where('id', '=', load.id).execute();
    const response = await accept(loneStar, load.tenderIds[1]);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('This load was booked by another carrier');
    const tender = await t.db.selectFrom('tenders').select('status').where('id', '=', load.tenderIds[1]).executeTakeFirstOrThrow();
    expect(tender.status).toBe(TenderOfferStatus.Sent);
  });
});

describe('rejecting a tender', () => {
  it('rejects a tender without a reason: none given, empty or blank, on both APIs', async () => {
    for (const reason of [undefined, '', '   ']) {
      const load = await tenderedLoad(t.db, [ids.blueRidge]);
      const response = await reject(blueRidge, load.tenderIds[0], reason);
      expect(response.statusCode, JSON.stringify(reason)).toBe(200);
      expect(response.json()).toMatchObject({ message: RESPONSE_SENT, data: { status: { value: TenderOfferStatus.Rejected }, rejectReason: null } });
      const stored = await t.db.selectFrom('tenders').select(['status', 'reject_reason']).where('id', '=', load.tenderIds[0]).executeTakeFirstOrThrow();
      expect(stored).toEqual({ status: TenderOfferStatus.Rejected, reject_reason: null });
    }
    const load = await tenderedLoad(t.db, [ids.blueRidge]);
    const carrierApi = await blueRidgeCarrierApi.send('PUT', `/carrier/api/v2/tenders/${load.tenderIds[0]}/offers`, { status: 2 });
    expect(carrierApi.statusCode).toBe(200);
    expect(carrierApi.json().data).toMatchObject({ status: { value: TenderOfferStatus.Rejected }, rejectReason: null });
    // A load rejected without a reason goes back to the board like any other.
    const shipment = await t.db.selectFrom('shipments').select(['status', 'carrier_id']).where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment).toEqual({ status: ShipmentStatus.ReadyToBook, carrier_id: null });
  });

  it('still refuses a reason longer than 500 characters (400 naming it)', async () => {
    const load = await tenderedLoad(t.db, [ids.blueRidge]);
    const response = await reject(blueRidge, load.tenderIds[0], 'x'.repeat(501));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('reason');
  });

  it('records the reason and frees the load for the board when no other tender is live', async () => {
    const load = await tenderedLoad(t.db, [ids.blueRidge]);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/carrier/api/v2/tenders/${load.tenderIds[0]}/offers`,
      headers: { authorization: `Bearer ${blueRidge.session.token}`, 'x-api-key': blueRidge.session.apiKey },
      payload: { status: 2, reason: 'No trucks near Chicago that day' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: RESPONSE_SENT, data: { status: { value: TenderOfferStatus.Rejected }, rejectReason: 'No trucks near Chicago that day' } });
    const shipment = await t.db.selectFrom('shipments').select(['status', 'carrier_id']).where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment).toEqual({ status: ShipmentStatus.ReadyToBook, carrier_id: null });
  });

  it('keeps the load Tendering while another carrier still holds a live tender', async () => {
    const load = await tenderedLoad(t.db, [ids.blueRidge, ids.loneStar]);
    expect((await reject(blueRidge, load.tenderIds[0], 'Rate too low')).statusCode).toBe(200);
    const shipment = await t.db.selectFrom('shipments').select('status').where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment.status).toBe(ShipmentStatus.Tendering);
    const other = await t.db.selectFrom('tenders').select('status').where('id', '=', load.tenderIds[1]).executeTakeFirstOrThrow();
    expect(other.status).toBe(TenderOfferStatus.Sent);
  });

  it('refuses an unknown status with a 400 naming it', async () => {
    const load = await tenderedLoad(t.db, [ids.blueRidge]);
    const response = await blueRidge.send('PUT', `/portal/api/tenders/${load.tenderIds[0]}/offers`, { status: 'Maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('status');
  });
});

describe('tender expiry', () => {
  it('an expired tender reads Expired, leaves the Sent list and the count, and cannot be answered', async () => {
    const load = await tenderedLoad(t.db, [ids.blueRidge]);
    const id = load.tenderIds[0];
    const before = (await blueRidge.get('/portal/api/tenders/count?statuses=0')).json().totalCount;
    await t.db.updateTable('tenders').set({ expires_at: new Date(Date.now() - DAY) }).where('id', '=', id).execute();

    const detail = (await blueRidge.get(`/portal/api/tenders/${id}`)).json().data;
    expect(detail.isExpired).toBe(true);
    expect(detail.status.displayName).toBe('Expired');
    const sent = (await blueRidge.get('/portal/api/tenders?pageSize=100')).json();
    expect(sent.data.map((d: { id: number }) => d.id)).not.toContain(id);
    expect((await blueRidge.get('/portal/api/tenders/count?statuses=0')).json().totalCount).toBe(before - 1);
    const expired = (await blueRidge.get('/portal/api/tenders?statuses=Expired&pageSize=100')).json();
    expect(expired.data.map((d: { id: number }) => d.id)).toContain(id);

    const acceptResponse = await accept(blueRidge, id);
    expect(acceptResponse.statusCode).toBe(409);
    expect(acceptResponse.json().detail).toMatch(/expired/);
    expect((await reject(blueRidge, id, 'late')).statusCode).toBe(409);
    const shipment = await t.db.selectFrom('shipments').select('status').where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment.status).toBe(ShipmentStatus.Tendering);
  });

  it('a tender created already expired never shows as Sent', async () => {
    const load = await tenderedLoad(t.db, []);
    const id = await createTender(t.db, { shipmentId: load.id, carrierId: ids.blueRidge, expiresAt: new Date(Date.now() - 1000) });
    const list = (await blueRidge.get('/portal/api/tenders?statuses=0&pageSize=100')).json();
    expect(list.data.map((d: { id: number }) => d.id)).not.toContain(id);
  });
});
