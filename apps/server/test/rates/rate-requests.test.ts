import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_SENT } from '@portal/domain/common/messages';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import { testAppForFile } from '../helper';
import { APEX, BLUE_RIDGE, companyId, createLoad, createTender, DAY, LONE_STAR, PLACES, signInClient, USERS, type Client } from '../load-board/freight-fixtures';

const t = testAppForFile({ blueRidge: USERS.blueRidge, loneStar: USERS.loneStar, broker: USERS.broker, driver: USERS.driver }, signInClient);

let ids: { blueRidge: number; loneStar: number; apex: number };

beforeAll(async () => {
  ids = { blueRidge: await companyId(t.db, BLUE_RIDGE), loneStar: await companyId(t.db, LONE_STAR), apex: await companyId(t.db, APEX) };
});

async function rateRequest(carrierId: number, spec: { status?: number; expiresAt?: Date | null; rateType?: string; targetCents?: number } = {}) {
  const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas });
  const row = await t.db
    .insertInto('rate_requests')
    .values({
      shipment_id: load.id,
      carrier_id: carrierId,
      rate_type: spec.rateType ?? 'Spot',
      status: spec.status ?? RateRequestStatus.Sent,
      target_rate_cents: spec.targetCents ?? 150_000,
      expires_at: spec.expiresAt === undefined ? new Date(Date.now() + DAY) : spec.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, load };
}

const respond = (client: Client, id: number, body: object) => client.send('POST', `/portal/api/rate-requests/${id}/response`, body);
const decline = (client: Client, id: number, body: object = {}) => client.send('POST', `/portal/api/rate-requests/${id}/decline`, body);

describe('rate request list, detail and counts', () => {
  it('lists open (Sent) requests by default, newest first, and filters by status', async () => {
    const newest = await rateRequest(ids.blueRidge);
    const declinedOne = await rateRequest(ids.blueRidge, { status: RateRequestStatus.Declined });
    const open = (await t.blueRidge.get('/portal/api/rate-requests?pageSize=100')).json();
    expect(open.totalCount).toBeGreaterThan(0);
    expect(open.data.length).toBeGreaterThan(0);
    for (const r of open.data) expect(r.status).toEqual({ value: RateRequestStatus.Sent, displayName: 'Sent' });
    expect(open.data[0].id).toBe(newest.id);
    const requested = open.data.map((r: { requestedAt: string }) => Date.parse(r.requestedAt));
    expect(requested).toEqual([...requested].sort((a, b) => b - a));

    const offered = (await t.blueRidge.get('/portal/api/rate-requests?statuses=Offered&pageSize=100')).json();
    expect(offered.totalCount).toBeGreaterThan(0);
    expect(offered.data.length).toBeGreaterThan(0);
    for (const r of offered.data) {
      expect(r.status.displayName).toBe('Offered');
      expect(r.responseRate).toBeGreaterThan(0);
    }
    const declined = (await t.blueRidge.get('/portal/api/rate-requests?statuses=2&pageSize=100')).json();
    expect(declined.data.map((r: { id: number }) => r.id)).toContain(declinedOne.id);
    for (const r of declined.data) expect(r.status.displayName).toBe('Declined');
  });

  it('sorts by a whitelisted property in either direction and pages without overlap', async () => {
    const [cheap, dear] = [await rateRequest(ids.blueRidge, { targetCents: 10_100 }), await rateRequest(ids.blueRidge, { targetCents: 999_900 })];
    const ascending = (await t.blueRidge.get('/portal/api/rate-requests?sortProperty=targetRate&pageSize=100')).json();
    const targets = ascending.data.map((r: { targetRate: number | null }) => r.targetRate ?? Infinity);
    expect(targets.length).toBeGreaterThanOrEqual(2);
    expect(targets).toEqual([...targets].sort((a: number, b: number) => a - b));
    expect(ascending.data[0].id).toBe(cheap.id);
    const descending = (await t.blueRidge.get('/portal/api/rate-requests?sortProperty=targetRate&sortDirection=DESC&pageSize=1')).json();
    expect(descending.data.map((r: { id: number }) => r.id)).toEqual([dear.id]);
    const second = (await t.blueRidge.get('/portal/api/rate-requests?sortProperty=targetRate&sortDirection=desc&pageSize=1&page=2')).json();
    expect(second.data).toHaveLength(1);
    expect(second.data[0].id).not.toBe(dear.id);
    expect(second.totalCount).toBe(ascending.totalCount);
  });

  it('counts by status exactly like the count route, and like the list', async () => {
    const counts = (await t.blueRidge.get('/portal/api/rate-requests/status-counts')).json().data;
    for (const [name, code] of [['sent', 0], ['offered', 1], ['declined', 2]] as const) {
      const route = (await t.blueRidge.get(`/portal/api/rate-requests/count?statuses=${code}`)).json().totalCount;
      const list = (await t.blueRidge.get(`/portal/api/rate-requests?statuses=${code}&pageSize=1`)).json().totalCount;
      expect(counts[name]).toBe(route);
      expect(counts[name]).toBe(list);
    }
    const rows = await t.db
      .selectFrom('rate_requests')
      .select(sql<number>`count(*)`.as('n'))
      .where('carrier_id', '=', ids.blueRidge)
      .where('status', '=', RateRequestStatus.Sent)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
      .executeTakeFirstOrThrow();
    expect(counts.sent).toBe(Number(rows.n));
  });

  it('shows one request with the load, its stops and map points', async () => {
    const { id, load } = await rateRequest(ids.blueRidge);
    const response = await t.blueRidge.get(`/portal/api/rate-requests/${id}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ id, shipmentNumber: load.number, targetRate: 1500, rateType: 'Spot', origin: { city: 'Chicago' } });
    expect(data.stops).toHaveLength(2);
    expect(data.map.points).toHaveLength(2);
  });

  it('finds the request of a shipment by number, of a rate type when given', async () => {
    const { id, load } = await rateRequest(ids.blueRidge, { rateType: 'Contract' });
    expect((await t.blueRidge.get(`/portal/api/rate-requests/by-shipment/${load.number}`)).json().data.id).toBe(id);
    expect((await t.blueRidge.get(`/portal/api/rate-requests/by-shipment/${load.number}?rateType=contract`)).json().data.id).toBe(id);
    expect((await t.blueRidge.get(`/portal/api/rate-requests/by-shipment/${load.number}?rateType=Spot`)).statusCode).toBe(404);
  });

  it('keeps other carriers out of every rate request id route (404)', async () => {
    const { id, load } = await rateRequest(ids.blueRidge);
    expect((await t.loneStar.get(`/portal/api/rate-requests/${id}`)).statusCode).toBe(404);
    expect((await respond(t.loneStar, id, { rate: 1600 })).statusCode).toBe(404);
    expect((await decline(t.loneStar, id)).statusCode).toBe(404);
    expect((await t.loneStar.get(`/portal/api/rate-requests/by-shipment/${load.number}`)).statusCode).toBe(404);
    const list = (await t.loneStar.get('/portal/api/rate-requests?statuses=0,1,2&pageSize=100')).json();
    expect(list.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await t.driver.get('/portal/api/rate-requests')).statusCode).toBe(403);
  });
});

describe('answering a rate request', () => {
  it('sends a rate in decimal dollars with notes: Sent becomes Offered', async () => {
    const { id } = await rateRequest(ids.blueRidge);
    const response = await respond(t.blueRidge, id, { rate: 1612.35, notes: 'Team available' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: RESPONSE_SENT, data: { status: { value: 1, displayName: 'Offered' }, responseRate: 1612.35, responseNotes: 'Team available' } });
    const row = await t.db.selectFrom('rate_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.response_rate_cents).toBe(161235);
    expect(row.responded_at).not.toBeNull();
    // Answered once: a second answer or a decline is a conflict.
    expect((await respond(t.blueRidge, id, { rate: 1500 })).statusCode).toBe(409);
    expect((await decline(t.blueRidge, id)).statusCode).toBe(409);
  });

  it('declines with an optional reason: Sent becomes Declined', async () => {
    const { id } = await rateRequest(ids.blueRidge);
    const response = await decline(t.blueRidge, id, { reason: 'No trucks that day' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: { displayName: 'Declined' }, declineReason: 'No trucks that day' });
    expect((await respond(t.blueRidge, id, { rate: 1500 })).statusCode).toBe(409);
    const other = await rateRequest(ids.blueRidge);
    const bare = await t.blueRidge.send('POST', `/portal/api/rate-requests/${other.id}/decline`);
    expect(bare.statusCode, bare.body).toBe(200);
  });

  it('refuses an expired request with a 409', async () => {
    const { id } = await rateRequest(ids.blueRidge, { expiresAt: new Date(Date.now() - 1000) });
    const response = await respond(t.blueRidge, id, { rate: 1500 });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/expired/);
    expect((await t.blueRidge.get(`/portal/api/rate-requests/${id}`)).json().data.status.displayName).toBe('Expired');
  });

  it('refuses bad rates with a 400 naming the field, never a 500', async () => {
    const { id } = await rateRequest(ids.blueRidge);
    for (const body of [{}, { rate: -5 }, { rate: 0 }, { rate: 12.345 }, { rate: 'lots' }, { rate: 1e12 }]) {
      const response = await respond(t.blueRidge, id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('rate');
    }
    expect((await t.blueRidge.get('/portal/api/rate-requests/0')).statusCode).toBe(400);
    expect((await t.blueRidge.get('/portal/api/rate-requests?statuses=Maybe')).statusCode).toBe(400);
  });

  it('lets only the requested carrier answer (a broker seeing its customer request gets 403)', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex });
    const row = await t.db.insertInto('rate_requests').values({ shipment_id: load.id, carrier_id: ids.blueRidge }).returning('id').executeTakeFirstOrThrow();
    expect((await t.broker.get(`/portal/api/rate-requests/${row.id}`)).statusCode).toBe(200);
    expect((await respond(t.broker, row.id, { rate: 1500 })).statusCode).toBe(403);
  });
});

describe('unified rates', () => {
  it('answers the posted rate, the carrier own lane rate and tender, cheapest first; never the rates of another carrier', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, postedRateCents: 210_000, totalMiles: 925, customerId: ids.apex });
    await t.db
      .insertInto('lanes')
      .values([
        { company_id: ids.blueRidge, ...lane(PLACES.joliet, PLACES.fortWorth), rate_per_mile_cents: 215, source: 'Declared' },
        { company_id: ids.loneStar, ...lane(PLACES.chicago, PLACES.dallas), rate_per_mile_cents: 199, source: 'History' },
      ])
      .execute();
    await t.db.updateTable('shipments').set({ status: 2 }).where('id', '=', load.id).execute();
    await createTender(t.db, { shipmentId: load.id, carrierId: ids.blueRidge, rateCents: 205_000 });
    await createTender(t.db, { shipmentId: load.id, carrierId: ids.loneStar, rateCents: 190_000 });

    const response = await t.blueRidge.get(`/portal/api/rates/unified?shipmentId=${load.id}`);
    expect(response.statusCode).toBe(200);
    const rates = response.json() as { rateSource: string; rate: number; price: number; carrierId: number | null; chargeRateType: string; serviceDays: number }[];
    const sources = rates.map((r) => r.rateSource);
    expect(sources).toContain('Tender');
    expect(sources).toContain('LaneHistory');
    for (const r of rates) expect([ids.blueRidge, null]).toContain(r.carrierId);
    const laneRate = rates.find((r) => r.rateSource === 'LaneHistory' && r.rate === 2.15);
    expect(laneRate).toMatchObject({ chargeRateType: 'PerMile', rate: 2.15, price: 1988.75, carrierId: ids.blueRidge });
    expect(rates.map((r) => r.price)).toEqual([...rates.map((r) => r.price)].sort((a, b) => a - b));
    expect(rates.length).toBeLessThanOrEqual(50);
    for (const r of rates) expect(r.serviceDays).toBeGreaterThanOrEqual(1);

    // The shipment's broker sees every carrier's rates to choose from.
    const brokerRates = (await t.broker.get(`/portal/api/rates/unified?shipmentId=${load.id}`)).json() as { carrierId: number | null; rateSource: string }[];
    expect(brokerRates.some((r) => r.carrierId === ids.loneStar && r.rateSource === 'LaneHistory')).toBe(true);
    expect(brokerRates.some((r) => r.carrierId === ids.loneStar && r.rateSource === 'Tender')).toBe(true);
  });

  it('answers the Book It Now posted rate of a board load', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.milwaukee, postedRateCents: 95_000 });
    const rates = (await t.blueRidge.get(`/portal/api/rates/unified?shipmentNumber=${load.number}`)).json();
    expect(rates.find((r: { rateSource: string }) => r.rateSource === 'LoadBoard')).toMatchObject({ rate: 950, price: 950, rateType: 'Spot', carrierId: null, quoteId: `posted-${load.id}` });
  });

  it('refuses a missing shipment with a 400 and a shipment the caller cannot see with a 404', async () => {
    const missing = await t.blueRidge.get('/portal/api/rates/unified');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).join()).toContain('shipmentId');
    const booked = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, status: 3, carrierId: ids.loneStar, rateCents: 150_000 });
    expect((await t.blueRidge.get(`/portal/api/rates/unified?shipmentId=${booked.id}`)).statusCode).toBe(404);
  });
});

function lane(origin: typeof PLACES[keyof typeof PLACES], destination: typeof PLACES[keyof typeof PLACES]) {
  return {
    origin_city: origin.city,
    origin_state: origin.state,
    origin_latitude: origin.latitude,
    origin_longitude: origin.longitude,
    destination_city: destination.city,
    destination_state: destination.state,
    destination_latitude: destination.latitude,
    destination_longitude: destination.longitude,
    equipment_mode: 'Dry',
  };
}
