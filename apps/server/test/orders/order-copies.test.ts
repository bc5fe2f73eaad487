import { describe, expect, it } from 'vitest';
import type { Order } from '@portal/domain/orders/order-schemas';
import { authHeaders, DEMO, testAppForFile } from '../helper';
import { createOrder } from './fixtures';

const t = testAppForFile({ broker: DEMO.broker });

const copies = (orderNumber: string, body: object, key?: string) =>
  t.app.inject({ method: 'POST', url: `/portal/api/orders/${orderNumber}/copies`, headers: { ...authHeaders(t.broker), ...(key ? { 'idempotency-key': key } : {}) }, payload: body });
const orderCount = async () => Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('duplicating an order', () => {
  it('makes N copies with every date shifted and appointments cleared, each with its own shipment', async () => {
    const source = await createOrder(t, t.broker);
    const response = await copies(source.orderNumber, { copies: 3, shiftDays: 2 });
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json() as { data: { orderNumbers: string[] }; message: string };
    expect(message).toBe('Successfully created 3 copies');
    expect(new Set(data.orderNumbers).size).toBe(3);

    const original = (await t.app.inject({ method: 'GET', url: `/portal/api/orders/${source.orderNumber}`, headers: authHeaders(t.broker) })).json().data as Order;
    const copy = (await t.app.inject({ method: 'GET', url: `/portal/api/orders/${data.orderNumbers[0]}`, headers: authHeaders(t.broker) })).json().data as Order;
    expect(copy.stops.map((s) => Date.parse(s.earlyDateTime) - Date.parse(original.stops[s.stopNumber].earlyDateTime))).toEqual([2, 2, 2].map((d) => d * 86_400_000));
    expect(copy.stops.every((s) => s.appointmentDateTime === null)).toBe(true);
    expect(copy.stops[0].lineItems[0].id).not.toBe(original.stops[0].lineItems[0].id);
    expect(copy.stops[0].lineItems[0]).toMatchObject({ hazmatUnNumber: 'UN1133', description: original.stops[0].lineItems[0].description });
    expect(copy.referenceNumbers).toEqual(original.referenceNumbers);
    expect(copy.shipment?.status.displayName).toBe('Ready to Book');
    expect(copy.shipment?.shipmentNumber).not.toBe(original.shipment?.shipmentNumber);

    const history = (await t.app.inject({ method: 'GET', url: `/portal/api/orders/${source.orderNumber}/history`, headers: authHeaders(t.broker) })).json().data;
    expect(history[0]).toMatchObject({ action: 'Duplicated', newValue: data.orderNumbers.join(', ') });
  });

  it('answers a retry with the same Idempotency-Key with the same copies: N orders, not 2N', async () => {
    const source = await createOrder(t, t.broker);
    const before = await orderCount();
    const first = await copies(source.orderNumber, { copies: 5 }, 'retry-key-0001');
    const retry = await copies(source.orderNumber, { copies: 5 }, 'retry-key-0001');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before + 5);

    const reused = await copies(source.orderNumber, { copies: 2 }, 'retry-key-0001');
    expect(reused.statusCode).toBe(422);
    const fresh = await copies(source.orderNumber, { copies: 1 }, 'retry-key-0002');
    expect(fresh.statusCode).toBe(201);
    expect(await orderCount()).toBe(before + 6);
  });

  it('refuses 0 or more than 50 copies with a 400 naming the field', async () => {
    const source = await createOrder(t, t.broker);
    for (const n of [0, 51]) {
      const response = await copies(source.orderNumber, { copies: n });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty(['copies']);
    }
  });
});
