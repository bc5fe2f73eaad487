import { describe, expect, it } from 'vitest';
import { authHeaders, DEMO, testAppForFile } from '../helper';
import { createOrder, threeStopOrder } from './fixtures';

const t = testAppForFile({ broker: DEMO.broker });

const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: authHeaders(t.broker), ...(payload ? { payload } : {}) });

describe('shipments from orders', () => {
  it('create submits the draft shipment; a second create is a 409; a voided shipment is replaced', async () => {
    const order = await createOrder(t, t.broker, threeStopOrder());
    const created = await as('POST', '/portal/api/shipments', { orderNumber: order.orderNumber });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ data: { id: order.shipment.id, status: { value: 1 } }, message: `Shipment ${order.shipment.shipmentNumber} Created!` });
    expect((await as('POST', '/portal/api/shipments/drafts', { orderNumber: order.orderNumber })).statusCode).toBe(409);
    await t.db.updateTable('shipments').set({ status: -1 }).where('id', '=', order.shipment.id).execute();
    const draft = await as('POST', '/portal/api/shipments/drafts', { orderNumber: order.orderNumber });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().data.status.value).toBe(0);
    expect(draft.json().data.id).not.toBe(order.shipment.id);
  });

  it("updates a shipment's stop times before booking, in step with the order, and refuses after", async () => {
    const order = await createOrder(t, t.broker);
    const stops = await t.db.selectFrom('shipment_stops').select(['id', 'order_stop_id']).where('shipment_id', '=', order.shipment.id).orderBy('stop_number').execute();
    const bad = await as('PUT', `/portal/api/shipments/${order.shipment.id}/stops`, { stops: [{ shipmentStopId: stops[0].id, earlyDateTime: '2030-05-01T12:00:00Z', lateDateTime: '2030-05-01T10:00:00Z' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['stops.0.lateDateTime']);
    const ok = await as('PUT', `/portal/api/shipments/${order.shipment.id}/stops`, { stops: [{ shipmentStopId: stops[0].id, earlyDateTime: '2030-05-01T12:00:00Z', lateDateTime: '2030-05-01T18:00:00Z' }] });
    expect(ok.statusCode).toBe(200);
    const orderStop = await t.db.selectFrom('order_stops').select(['early_date_time', 'appointment_date_time']).where('id', '=', stops[0].order_stop_id!).executeTakeFirstOrThrow();
    expect(orderStop.early_date_time?.toISOString()).toBe('2030-05-01T12:00:00.000Z');
    const shipment = await t.db.selectFrom('shipments').select('pickup_early').where('id', '=', order.shipment.id).executeTakeFirstOrThrow();
    expect(shipment.pickup_early.toISOString()).toBe('2030-05-01T12:00:00.000Z');
    await t.db.updateTable('shipments').set({ status: 3 }).where('id', '=', order.shipment.id).execute();
    expect((await as('PUT', `/portal/api/shipments/${order.shipment.id}/stops`, { stops: [{ shipmentStopId: stops[0].id, earlyDateTime: '2030-05-02T12:00:00Z' }] })).statusCode).toBe(409);
  });

  it('finds consolidatable orders under the spec defaults', async () => {
    const small = (pallets: number, weight: number) => {
      const body = threeStopOrder({ submit: true, hazmatEmergencyContactInfo: '' });
      body.stops = [
        { ...body.stops[1], lineItems: [{ description: 'Paper towels', packageCount: pallets, palletCount: pallets, totalWeight: weight }] },
        body.stops[2],
      ];
      return body;
    };
    const anchor = await createOrder(t, t.broker, small(20, 15_000));
    const fits = await createOrder(t, t.broker, small(20, 20_000));
    const tooHeavy = await createOrder(t, t.broker, small(10, 31_000));
    const tooMany = await createOrder(t, t.broker, small(41, 1_000));
    const response = await as('GET', `/portal/api/shipments/${anchor.shipment.id}/consolidatable-orders`);
    expect(response.statusCode).toBe(200);
    const numbers = response.json().data.map((o: { orderNumber: string }) => o.orderNumber);
    expect(numbers).toContain(fits.orderNumber);
    expect(numbers).not.toContain(tooHeavy.orderNumber);
    expect(numbers).not.toContain(tooMany.orderNumber);
    expect(numbers).not.toContain(anchor.orderNumber);
    const wider = await as('GET', `/portal/api/shipments/${anchor.shipment.id}/consolidatable-orders?maxWeight=50000`);
    expect(wider.json().data.map((o: { orderNumber: string }) => o.orderNumber)).toContain(tooHeavy.orderNumber);
  });
});

describe('quotable locations', () => {
  it('searches postal codes by city, code or "City, ST", 100 a page, with the IANA zone', async () => {
    const byCity = await as('GET', '/portal/api/locations/quotable?q=Atlanta, GA');
    expect(byCity.statusCode).toBe(200);
    expect(byCity.json().data.length).toBeGreaterThan(0);
    expect(byCity.json().data.length).toBeLessThanOrEqual(100);
    expect(byCity.json().data[0]).toMatchObject({ type: 'ZipCode', city: 'Atlanta', state: 'GA', ianaTimezone: 'America/New_York' });
    const byCode = await as('GET', '/portal/api/locations/quotable?q=75201');
    expect(byCode.json().data[0]).toMatchObject({ postalCode: '75201', city: 'Dallas', ianaTimezone: 'America/Chicago' });
    const canada = await as('GET', '/portal/api/locations/quotable?q=M5V');
    expect(canada.json().data[0]).toMatchObject({ country: 'CA', state: 'ON', ianaTimezone: 'America/Toronto' });
    const district = await as('GET', '/portal/api/locations/quotable?q=TX&types=GoverningDistrict');
    expect(district.json().data).toEqual([expect.objectContaining({ type: 'GoverningDistrict', state: 'TX', country: 'US' })]);
  });
});
