import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseStatus as S } from '@portal/domain/cases/case-status';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { BLUE_RIDGE, LONE_STAR, OTHER_CARRIER_USER, assignDriver, companyId, insertCase, insertShipment, sessions } from './fixtures';

/**
 * Who sees which case: a carrier its own and those it is involved in (404 for any other, on every
 * endpoint that takes an id), drivers the cases of loads assigned to them, brokers and other
 * portals nothing (403 from the cases guard), brokerage staff everything.
 */
let t: TestApp;
const headers = sessions(() => t.app);
let blueRidgeCase: { id: number; number: string };
let involvedCase: { id: number; number: string };
let driverCase: { id: number; number: string };
let blueRidgeShipment: { id: number; number: string };

beforeAll(async () => {
  t = await buildTestApp();
  const blueRidge = await companyId(t.db, BLUE_RIDGE);
  const loneStar = await companyId(t.db, LONE_STAR);
  blueRidgeShipment = await insertShipment(t.db, { carrierId: blueRidge, customerId: null });
  const assigned = await insertShipment(t.db, { carrierId: blueRidge, customerId: null, status: ShipmentStatus.InTransit });
  const driver = await t.db.selectFrom('users').select('driver_id').where('email', '=', DEMO.driver).executeTakeFirstOrThrow();
  await assignDriver(t.db, assigned.id, driver.driver_id!);

  blueRidgeCase = { id: await insertCase(t.db, { number: 'QC-ACC-1', shipmentId: blueRidgeShipment.id, carrierId: blueRidge, status: S.New }), number: 'QC-ACC-1' };
  involvedCase = { id: await insertCase(t.db, { number: 'QC-ACC-2', carrierId: loneStar, involved: [blueRidge], status: S.New }), number: 'QC-ACC-2' };
  driverCase = { id: await insertCase(t.db, { number: 'QC-ACC-3', shipmentId: assigned.id, carrierId: blueRidge, status: S.New }), number: 'QC-ACC-3' };
});

afterAll(async () => {
  await t?.close();
});

/** Every endpoint that takes a case id or number. */
const idEndpoints = (c: { id: number; number: string }) => [
  `/portal/api/cases/${c.number}`,
  `/portal/api/cases/${c.id}`,
  `/portal/api/cases/${c.id}/history`,
  `/portal/api/cases/${c.number}/history`,
  `/trucks/api/v2/cases/${c.id}/history`,
];

async function get(url: string, email: string) {
  return t.app.inject({ method: 'GET', url, headers: await headers(email) });
}

describe('isolation between carriers', () => {
  it("answers 404 to another carrier's user on every endpoint that takes a case id", async () => {
    for (const url of idEndpoints(blueRidgeCase)) {
      const response = await get(url, OTHER_CARRIER_USER);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, detail: 'Case was not found' });
      expect(response.json().data).toBeUndefined();
    }
  });

  it('answers the same 404 for a case that does not exist', async () => {
    for (const url of ['/portal/api/cases/CS-999999', '/portal/api/cases/2000000000', '/trucks/api/v2/cases/2000000000/history']) {
      expect((await get(url, DEMO.carrierAdmin)).statusCode, url).toBe(404);
    }
  });

  it("leaves other carriers' cases out of their lists and counts", async () => {
    const response = await get('/portal/api/cases?search=QC-ACC', OTHER_CARRIER_USER);
    expect(response.json().data.map((c: { caseNumber: string }) => c.caseNumber)).toEqual(['QC-ACC-2']);
    const trucks = await get('/trucks/api/v2/cases?search=QC-ACC', OTHER_CARRIER_USER);
    expect(trucks.json().totalCount).toBe(1);
  });

  it('lets the owning carrier in on every endpoint', async () => {
    for (const url of idEndpoints(blueRidgeCase)) expect((await get(url, DEMO.dispatcher)).statusCode, url).toBe(200);
  });

  it('lets an involved party in, though another carrier hauls the case', async () => {
    for (const url of idEndpoints(involvedCase)) expect((await get(url, DEMO.carrierAdmin)).statusCode, url).toBe(200);
  });

  it("does not let another carrier open a case on the carrier's shipment", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/portal/api/cases',
      headers: await headers(OTHER_CARRIER_USER),
      payload: { shipmentId: blueRidgeShipment.id, caseType: 'Detention', amount: 100, description: 'Not my load' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('lets brokerage staff see every case', async () => {
    for (const url of [...idEndpoints(blueRidgeCase), ...idEndpoints(involvedCase)]) expect((await get(url, DEMO.ops)).statusCode, url).toBe(200);
  });
});

describe('drivers', () => {
  it('see the cases of shipments assigned to them', async () => {
    for (const url of idEndpoints(driverCase)) expect((await get(url, DEMO.driver)).statusCode, url).toBe(200);
    const list = await get('/portal/api/cases?search=QC-ACC', DEMO.driver);
    expect(list.json().data.map((c: { caseNumber: string }) => c.caseNumber)).toEqual(['QC-ACC-3']);
  });

  it("get 404 for their company's other cases", async () => {
    for (const url of idEndpoints(blueRidgeCase)) expect((await get(url, DEMO.driver)).statusCode, url).toBe(404);
  });
});

describe('the cases guard', () => {
  const guarded = () => [
    ['GET', '/portal/api/cases'],
    ['GET', `/portal/api/cases/${blueRidgeCase.number}`],
    ['GET', `/portal/api/cases/${blueRidgeCase.id}/history`],
    ['POST', '/portal/api/cases'],
    ['GET', '/trucks/api/v2/cases'],
    ['GET', '/trucks/api/v2/cases/count_stats'],
    ['GET', `/trucks/api/v2/cases/${blueRidgeCase.id}/history`],
  ] as const;

  it.each([
    ['a broker (isBroker)', DEMO.broker],
    ['a factoring company user', DEMO.factoring],
    ['a third-party payer', DEMO.payer],
  ])('refuses %s with 403 on every case endpoint', async (_, email) => {
    for (const [method, url] of guarded()) {
      const response = await t.app.inject({ method, url, headers: await headers(email), payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().detail).toBe('You are not Authorized for this content');
    }
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of guarded()) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await t.app.inject({ method: 'PATCH', url: `/portal/api/internal/cases/${blueRidgeCase.id}`, payload: { priority: 'High' } })).statusCode).toBe(401);
  });
});

describe('the internal case API', () => {
  it.each([
    ['the carrier admin', DEMO.carrierAdmin],
    ['a broker', DEMO.broker],
    ['a driver', DEMO.driver],
  ])('refuses %s with 403', async (_, email) => {
    const response = await t.app.inject({ method: 'PATCH', url: `/portal/api/internal/cases/${blueRidgeCase.id}`, headers: await headers(email), payload: { status: 'Resolved' } });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 to the brokerage for a case that does not exist', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/portal/api/internal/cases/2000000000', headers: await headers(DEMO.ops), payload: { priority: 'High' } });
    expect(response.statusCode).toBe(404);
  });
});
