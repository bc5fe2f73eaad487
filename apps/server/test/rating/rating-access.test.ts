import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';
import { APEX, clientFor, companyId, createLoad, HEARTLAND, LONE_STAR, PLACES, USERS, type Client } from '../load-board/freight-fixtures';

let t: TestApp;
let broker: Client;
let otherBroker: Client;
let carrier: Client;
let ops: Client;
let ids: { apex: number; heartland: number; loneStar: number };

beforeAll(async () => {
  t = await buildTestApp();
  ids = { apex: await companyId(t.db, APEX), heartland: await companyId(t.db, HEARTLAND), loneStar: await companyId(t.db, LONE_STAR) };
  // Heartland becomes a second broker with a user of its own, copied from the demo broker.
  await t.db.updateTable('companies').set({ is_broker: true }).where('id', '=', ids.heartland).execute();
  const template = await t.db.selectFrom('users').selectAll().where('email', '=', USERS.broker).executeTakeFirstOrThrow();
  const { id: _id, ...copy } = template;
  await t.db.insertInto('users').values({ ...copy, company_id: ids.heartland, email: 'broker@heartland.test', user_name: 'broker@heartland.test', api_key: 'heartlandbrokerkey'.padEnd(32, '0'), contact_id: null }).execute();
  [broker, otherBroker, carrier, ops] = await Promise.all([
    clientFor(t.app, USERS.broker),
    clientFor(t.app, 'broker@heartland.test'),
    clientFor(t.app, USERS.blueRidgeAdmin),
    clientFor(t.app, USERS.ops),
  ]);
});
afterAll(async () => t?.close());

const actions = (id: number) => [
  ['GET', `/portal/api/shipments/${id}/booking`, undefined],
  ['GET', `/portal/api/shipments/${id}/tender-rate-status`, undefined],
  ['GET', `/portal/api/shipments/${id}/automatic-tendering-status`, undefined],
  ['POST', `/portal/api/shipments/${id}/tenders`, { carriers: [{ carrierId: ids.loneStar, rate: 1500 }] }],
  ['POST', `/portal/api/shipments/${id}/book-ltl`, { rate: 900, carrierId: ids.loneStar }],
  ['POST', `/portal/api/shipments/${id}/void`, {}],
  ['PUT', `/portal/api/shipments/${id}/max-buy`, { maxBuy: 1000 }],
  ['POST', '/portal/api/rates/quotes', { shipmentId: id }],
  ['POST', '/portal/api/rates/carrier-rate-requests', { shipmentId: id, carrierId: ids.loneStar }],
] as const;

describe('who may rate, book and tender', () => {
  it("answers 404 to another broker for every action on a broker's shipment, and leaves it untouched", async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex });
    for (const [method, url, body] of actions(load.id)) {
      const response = method === 'GET' ? await otherBroker.get(url) : await otherBroker.send(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const row = await t.db.selectFrom('shipments').select(['status', 'max_buy_cents']).where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 1, max_buy_cents: null });
    expect((await broker.get(`/portal/api/shipments/${load.id}/booking`)).statusCode).toBe(200);
  });

  it('refuses carriers every broker action (403), and shows a carrier only its own quotes', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex });
    for (const [method, url, body] of actions(load.id)) {
      const response = method === 'GET' ? await carrier.get(url) : await carrier.send(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await carrier.send('POST', '/portal/api/rates/unified/by-stops', { stops: [{ postalCode: '60601' }, { postalCode: '75201' }], equipmentMode: 'Dry' })).statusCode).toBe(403);
    const quote = (await broker.send('POST', '/portal/api/rates/quotes', { freight: { stops: [{ postalCode: '60601' }, { postalCode: '75201' }], equipmentMode: 'Dry' } })).json().data;
    expect((await otherBroker.get(`/portal/api/rates/quotes/${quote.quoteId}`)).statusCode).toBe(404);
    const quotedCarrier = await t.db.selectFrom('companies').select('id').where('id', '=', quote.carrierId).executeTakeFirstOrThrow();
    const blueRidgeId = await companyId(t.db, 'Blue Ridge Transport LLC');
    expect((await carrier.get(`/portal/api/rates/quotes/${quote.quoteId}`)).statusCode).toBe(403);
    expect(quotedCarrier.id).toBeGreaterThan(0);
    const carrierRates = (await carrier.get(`/portal/api/rates/unified?shipmentId=${load.id}`)).json() as { carrierId: number | null; bookAs: string | null }[];
    for (const r of carrierRates) {
      expect([blueRidgeId, null]).toContain(r.carrierId);
      expect(r.bookAs).toBeNull();
    }
  });

  it("lets the brokerage's staff act on any customer's shipment", async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.heartland });
    expect((await ops.get(`/portal/api/rates/unified?shipmentId=${load.id}`)).statusCode).toBe(200);
    const tendered = await ops.send('POST', `/portal/api/shipments/${load.id}/tenders`, { carriers: [{ carrierId: ids.loneStar, rate: 1500 }] });
    expect(tendered.statusCode).toBe(200);
    expect((await broker.get(`/portal/api/shipments/${load.id}/booking`)).statusCode).toBe(404);
  });
});
