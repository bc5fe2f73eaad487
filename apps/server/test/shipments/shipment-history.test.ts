import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry, HistoryPage } from '@portal/domain/common/history-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { buildTestApp, type TestApp } from '../helper';
import { APEX, BLUE_RIDGE, clientFor, companyId, createLoad, PLACES, USERS, type Client } from '../load-board/freight-fixtures';

/** GET /portal/api/shipments/{shipmentNumber}/history: what changed, by whom, for the load's parties only. */

let t: TestApp;
let broker: Client;
let blueRidge: Client;
let loneStar: Client;
let ids: { apex: number; blueRidge: number };

beforeAll(async () => {
  t = await buildTestApp();
  [broker, blueRidge, loneStar] = await Promise.all([clientFor(t.app, USERS.broker), clientFor(t.app, USERS.blueRidgeAdmin), clientFor(t.app, USERS.loneStar)]);
  ids = { apex: await companyId(t.db, APEX), blueRidge: await companyId(t.db, BLUE_RIDGE) };
});
afterAll(async () => t?.close());

const historyUrl = (number: string, query = '') => `/portal/api/shipments/${encodeURIComponent(number)}/history${query}`;

async function history(c: Client, number: string, query = ''): Promise<HistoryPage> {
  const response = await c.get(historyUrl(number, query));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A Ready to Book load of the broker's customer: max buy raised, booked with Blue Ridge, the booking rescinded and booked again. */
async function changedLoad() {
  const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex, maxBuyCents: 150_000 });
  expect((await broker.send('PUT', `/portal/api/shipments/${load.id}/max-buy`, { maxBuy: 1600 })).statusCode).toBe(200);
  expect((await broker.send('POST', `/portal/api/shipments/${load.id}/book-contract-tl`, { rate: 1550, carrierId: ids.blueRidge })).json()).toMatchObject({ bookingSucceeded: true });
  return load;
}

describe('shipment history', () => {
  it("shows the broker every change made through the API, newest first, with who, field, old and new value", async () => {
    const load = await changedLoad();
    const page = await history(broker, load.number);
    const booked = page.data.find((e) => e.action === 'StatusChanged' && e.newValue === 'Booked');
    expect(booked).toMatchObject({ field: 'Status', oldValue: 'Ready to Book', newValue: 'Booked', user: { firstName: expect.any(String) } });
    const maxBuy = page.data.find((e) => e.action === 'MaxBuy');
    expect(maxBuy).toMatchObject({ field: 'Max buy', description: 'Max buy set to $1600.00; was $1500.00' });
    expect(page.data.indexOf(booked!)).toBeLessThan(page.data.indexOf(maxBuy!));
    const times = page.data.map((e) => Date.parse(e.timeStamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page.totalCount).toBe(page.data.length);
  });

  it('shows a rescinded booking and a rejected tender to the brokerage side', async () => {
    const load = await changedLoad();
    expect((await broker.send('POST', `/portal/api/shipments/${load.id}/rescind`, { reason: 'Customer moved the date' })).statusCode).toBe(200);
    await t.db
      .insertInto('tenders')
      .values({ shipment_id: load.id, carrier_id: ids.blueRidge, rate_cents: 150_000, expires_at: new Date(Date.now() + 3_600_000), status: 2, responded_at: new Date(), reject_reason: 'No truck' })
      .execute();
    const page = await history(broker, load.number);
    expect(page.data[0]).toMatchObject({ action: 'TenderRejected', field: 'Tender outcome', oldValue: 'Sent', newValue: 'Rejected', description: `${BLUE_RIDGE}: No truck` });
    expect(page.data.find((e) => e.newValue === 'Ready to Book' && e.oldValue === 'Booked')).toBeDefined();
  });

  it('shows the booked carrier its load without the max buy; another carrier gets 404', async () => {
    const load = await changedLoad();
    const page = await history(blueRidge, load.number);
    expect(page.data.some((e) => e.newValue === 'Booked')).toBe(true);
    expect(page.data.some((e: HistoryEntry) => e.action === 'MaxBuy' || (e.description ?? '').includes('$1600'))).toBe(false);
    expect((await loneStar.get(historyUrl(load.number))).statusCode).toBe(404);
    expect((await broker.get(historyUrl('NO-SUCH-LOAD'))).statusCode).toBe(404);
  });

  it('gives a carrier who only sees a Ready to Book load on the board 404', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex, status: ShipmentStatus.ReadyToBook });
    expect((await loneStar.get(historyUrl(load.number))).statusCode).toBe(404);
  });

  it('pages the entries and refuses a bad page or number with 400', async () => {
    const load = await changedLoad();
    const all = await history(broker, load.number);
    expect(all.totalCount).toBeGreaterThanOrEqual(2);
    const second = await history(broker, load.number, '?page=2&pageSize=1');
    expect(second.data).toHaveLength(1);
    expect(second.data[0].id).toBe(all.data[1].id);
    expect(second.totalCount).toBe(all.totalCount);
    expect((await broker.get(historyUrl(load.number, '?pageSize=0'))).statusCode).toBe(400);
    expect((await broker.get(historyUrl(load.number, '?page=abc'))).statusCode).toBe(400);
    expect((await broker.get(historyUrl('X'.repeat(31)))).statusCode).toBe(400);
  });
});
