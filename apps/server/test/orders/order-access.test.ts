import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, DEMO, login, type TestApp, type TestSession } from '../helper';
import { createOrder, secondBroker, threeStopOrder } from './fixtures';

let t: TestApp;
let broker: TestSession;
let otherBroker: TestSession;
let ops: TestSession;
let orderNumber: string;
let order: Awaited<ReturnType<typeof createOrder>>;
beforeAll(async () => {
  t = await buildTestApp();
  broker = await login(t.app, DEMO.broker);
  ops = await login(t.app, DEMO.ops);
  otherBroker = await login(t.app, (await secondBroker(t.db)).email);
  order = await createOrder(t, broker, threeStopOrder({ submit: true, isBlind: true }));
  orderNumber = order.orderNumber;
});
afterAll(async () => t?.close());

const as = (session: TestSession, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: authHeaders(session), ...(payload ? { payload } : {}) });

describe('who sees orders', () => {
  it("another broker gets 404 on every call about this broker's order, and does not list it", async () => {
    const calls: [('GET' | 'POST' | 'PUT'), string, object?][] = [
      ['GET', `/portal/api/orders/${orderNumber}`],
      ['PUT', `/portal/api/orders/${orderNumber}`, { ...threeStopOrder(), version: 1 }],
      ['POST', `/portal/api/orders/${orderNumber}/copies`, { copies: 1 }],
      ['GET', `/portal/api/orders/${orderNumber}/history`],
      ['GET', `/portal/api/orders/${orderNumber}/documents`],
      ['GET', `/portal/api/orders/${orderNumber}/bill-of-lading/readiness`],
      ['POST', `/portal/api/orders/${orderNumber}/bill-of-lading`],
      ['POST', '/portal/api/shipments/drafts', { orderNumber }],
      ['PUT', `/portal/api/shipments/${order.shipment.id}/stops`, { stops: [{ shipmentStopId: 1, earlyDateTime: '2030-01-01T08:00:00Z' }] }],
      ['GET', `/portal/api/shipments/${order.shipment.id}/consolidatable-orders`],
    ];
    for (const [method, url, body] of calls) {
      const response = await as(otherBroker, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await as(otherBroker, 'GET', '/portal/api/orders');
    expect(list.json()).toEqual({ data: [], totalCount: 0 });
    expect((await as(otherBroker, 'GET', '/portal/api/orders/status-counts')).json().data.all).toBe(0);
  });

  it('carriers, drivers, factoring companies and payers are refused the orders area (403)', async () => {
    for (const email of [DEMO.carrierAdmin, DEMO.dispatcher, DEMO.driver, DEMO.factoring, DEMO.payer]) {
      const session = await login(t.app, email);
      for (const url of ['/portal/api/orders', `/portal/api/orders/${orderNumber}`, '/portal/api/orders/status-counts']) {
        const response = await as(session, 'GET', url);
        expect(response.statusCode, `${email} ${url}`).toBe(403);
        expect(response.json().detail).toBe('You are not Authorized for this content');
      }
      expect((await as(session, 'POST', '/portal/api/orders', threeStopOrder())).statusCode).toBe(403);
    }
  });

  it('brokerage staff see every order and enter orders for a named customer', async () => {
    expect((await as(ops, 'GET', `/portal/api/orders/${orderNumber}`)).statusCode).toBe(200);
    const noCustomer = await as(ops, 'POST', '/portal/api/orders', threeStopOrder());
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json().errors).toHaveProperty(['customerId']);
    const apex = await t.db.selectFrom('companies').select('id').where('name', '=', 'Apex Brokerage Partners').executeTakeFirstOrThrow();
    const created = await as(ops, 'POST', '/portal/api/orders', threeStopOrder({ customerId: apex.id }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data.customerName).toBe('Apex Brokerage Partners');
  });

  it('a blind order hides its customer from the carrier on the load board, not from the broker', async () => {
    const carrier = await login(t.app, DEMO.carrierAdmin);
    const asCarrier = await as(carrier, 'GET', `/portal/api/shipments/by-number/${order.shipment.shipmentNumber}`);
    expect(asCarrier.statusCode).toBe(200);
    expect(JSON.stringify(asCarrier.json())).not.toContain('Apex Brokerage Partners');
    const asBroker = await as(broker, 'GET', `/portal/api/shipments/by-number/${order.shipment.shipmentNumber}`);
    expect(JSON.stringify(asBroker.json())).toContain('Apex Brokerage Partners');
  });
});
