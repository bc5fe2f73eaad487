import { describe, expect, it } from 'vitest';
import type { Order } from '@portal/domain/orders/order-schemas';
import { authHeaders, DEMO, testAppForFile } from '../helper';
import { createOrder, threeStopOrder } from './fixtures';

const t = testAppForFile({ broker: DEMO.broker });

const get = async (orderNumber: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/portal/api/orders/${orderNumber}`, headers: authHeaders(t.broker) });
  expect(response.statusCode).toBe(200);
  return response.json().data as Order;
};

const put = (orderNumber: string, body: object) => t.app.inject({ method: 'PUT', url: `/portal/api/orders/${orderNumber}`, headers: authHeaders(t.broker), payload: body });

describe('creating an order', () => {
  it('submits a three-stop order with a hazmat line: its shipment is Ready to Book with the stops copied', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/portal/api/orders', headers: authHeaders(t.broker), payload: threeStopOrder({ submit: true }) });
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json() as { data: Order; message: string };
    expect(message).toBe(`Order ${data.orderNumber} Successfully Created`);
    expect(data.orderNumber).toMatch(/^ORD-\d+$/);
    expect(data.customerName).toBe('Apex Brokerage Partners');
    expect(data.status).toEqual({ value: 1, displayName: 'Ready to Book' });
    expect(data.version).toBe(1);
    expect(data.referenceNumbers).toEqual([{ label: 'PO', value: 'PO-7781', typeId: 1 }]);
    expect(data.accessorials).toContain('Hazmat');
    expect(data.stops.map((s) => [s.stopType, s.location.city, s.location.country, s.location.ianaTimezone])).toEqual([
      ['Pickup', 'Atlanta', 'US', 'America/New_York'],
      ['Pickup', 'Nashville', 'US', 'America/Chicago'],
      ['Dropoff', 'Dallas', 'US', 'America/Chicago'],
    ]);
    const hazmat = data.stops[0].lineItems[0];
    expect(hazmat).toMatchObject({ isHazmat: true, hazmatUnNumber: 'UN1133', hazmatClass: '3', hazmatPackingGroup: 'III', dropoffStopNumber: 2 });
    expect(hazmat.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.totalWeight).toBe(20_000);

    const shipment = await t.db.selectFrom('shipments').selectAll().where('id', '=', data.shipment!.id).executeTakeFirstOrThrow();
    expect(shipment).toMatchObject({ status: 1, order_id: data.id, origin_city: 'Atlanta', destination_city: 'Dallas', weight_lbs: 20_000, shipping_mode: 'TL' });
    // Atlanta to Nashville (~214 mi) and Nashville to Dallas (~617 mi), great-circle.
    expect(shipment.total_miles).toBeGreaterThan(780);
    expect(shipment.total_miles).toBeLessThan(880);
    const stops = await t.db.selectFrom('shipment_stops').select(['stop_number', 'stop_type', 'city', 'iana_timezone', 'appointment']).where('shipment_id', '=', shipment.id).orderBy('stop_number').execute();
    expect(stops.map((s) => s.city)).toEqual(['Atlanta', 'Nashville', 'Dallas']);
    expect(stops[0].appointment?.toISOString()).toBe(new Date(data.stops[0].appointmentDateTime!).toISOString());
  });

  it('saves a draft: the shipment is Draft', async () => {
    const order = await createOrder(t, t.broker, threeStopOrder());
    expect(order.shipment.status.value).toBe(0);
  });

  it('refuses a broken order with a 400 naming the fields', async () => {
    const body = threeStopOrder({ equipmentMode: 'Reefer', hazmatEmergencyContactInfo: '' });
    const response = await t.app.inject({ method: 'POST', url: '/portal/api/orders', headers: authHeaders(t.broker), payload: body });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['hazmatEmergencyContactInfo', 'reeferMode', 'reeferTemperature'].sort());
  });

  it('refuses an unknown postal code and another customer', async () => {
    const body = threeStopOrder();
    body.stops[2] = { ...body.stops[2], location: { name: 'Nowhere', city: 'Nowhere', state: 'TX', postalCode: '00000', ianaTimezone: 'America/Chicago' } };
    const unknown = await t.app.inject({ method: 'POST', url: '/portal/api/orders', headers: authHeaders(t.broker), payload: body });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty(['stops.2.location.postalCode']);
    const other = await t.app.inject({ method: 'POST', url: '/portal/api/orders', headers: authHeaders(t.broker), payload: threeStopOrder({ customerId: 1 }) });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toHaveProperty(['customerId']);
  });
});

describe('editing an order', () => {
  it('saves with the version read, bumps it, keeps line ids and writes a history row per changed field', async () => {
    const created = await createOrder(t, t.broker, threeStopOrder());
    const order = await get(created.orderNumber);
    const body = {
      ...threeStopOrder(),
      version: order.version,
      specialInstructions: 'Call 1 hour before arrival.',
      stops: order.stops.map((s, i) => ({
        stopType: s.stopType,
        location: { ...s.location, locationId: undefined, addressLine1: s.location.addressLine1 ?? '' },
        earlyDateTime: s.earlyDateTime,
        lateDateTime: s.lateDateTime ?? '',
        appointmentDateTime: s.appointmentDateTime ?? '',
        lineItems: s.lineItems.map((l) => ({ ...l, totalWeight: i === 1 ? 15_000 : l.totalWeight, dropoffStopNumber: l.dropoffStopNumber ?? undefined })),
      })),
    };
    const response = await put(created.orderNumber, body);
    expect(response.statusCode).toBe(200);
    const saved = response.json().data as Order;
    expect(saved.version).toBe(order.version + 1);
    expect(saved.specialInstructions).toBe('Call 1 hour before arrival.');
    expect(saved.stops[1].lineItems[0].id).toBe(order.stops[1].lineItems[0].id);
    expect(saved.stops.map((s) => s.id)).toEqual(order.stops.map((s) => s.id));

    const history = await t.app.inject({ method: 'GET', url: `/portal/api/orders/${created.orderNumber}/history`, headers: authHeaders(t.broker) });
    expect(history.statusCode).toBe(200);
    const rows = history.json().data as { action: string; field: string | null; oldValue: string | null; newValue: string | null; user: { firstName: string } }[];
    expect(rows.filter((r) => r.action === 'Updated').map((r) => r.field).sort()).toEqual(['Special instructions', 'Stop 2 line 1'].sort());
    expect(rows.find((r) => r.field === 'Special instructions')).toMatchObject({ oldValue: null, newValue: 'Call 1 hour before arrival.', user: { firstName: 'Taylor' } });
    expect(rows.find((r) => r.field === 'Stop 2 line 1')?.newValue).toContain('15000 lb');
    expect(rows.at(-1)).toMatchObject({ action: 'Created', newValue: 'Draft' });
    const shipment = await t.db.selectFrom('shipments').select('weight_lbs').where('order_id', '=', created.id).executeTakeFirstOrThrow();
    expect(shipment.weight_lbs).toBe(23_000);
  });

  it('answers 409 to an edit made on a stale version, and writes nothing', async () => {
    const created = await createOrder(t, t.broker, threeStopOrder());
    const first = await put(created.orderNumber, { ...threeStopOrder(), version: 1, specialInstructions: 'First' });
    expect(first.statusCode).toBe(200);
    const stale = await put(created.orderNumber, { ...threeStopOrder(), version: 1, specialInstructions: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toContain('Someone else changed order');
    const order = await get(created.orderNumber);
    expect(order).toMatchObject({ version: 2, specialInstructions: 'First' });
  });

  it('submits a draft: the shipment moves to Ready to Book', async () => {
    const created = await createOrder(t, t.broker, threeStopOrder());
    const response = await put(created.orderNumber, { ...threeStopOrder(), version: 1, submit: true });
    expect(response.statusCode).toBe(200);
    expect((response.json().data as Order).status.displayName).toBe('Ready to Book');
  });

  it('refuses edits once the shipment is booked (409)', async () => {
    const created = await createOrder(t, t.broker);
    await t.db.updateTable('shipments').set({ status: 3 }).where('id', '=', created.shipment.id).execute();
    const response = await put(created.orderNumber, { ...threeStopOrder(), version: 1 });
    expect(response.statusCode).toBe(409);
  });
});

describe('the order list', () => {
  it('finds orders by number, counts them per view and lists the views', async () => {
    const created = await createOrder(t, t.broker);
    const list = await t.app.inject({ method: 'GET', url: `/portal/api/orders?query=${created.orderNumber}`, headers: authHeaders(t.broker) });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([created.orderNumber]);
    expect(list.json().data[0]).toMatchObject({ origin: { city: 'Atlanta' }, destination: { city: 'Dallas' }, stopCount: 3, referenceNumbers: ['PO-7781'] });

    const all = await t.app.inject({ method: 'GET', url: '/portal/api/orders', headers: authHeaders(t.broker) });
    expect(all.json().data).toHaveLength(Math.min(50, all.json().totalCount));
    const counts = await t.app.inject({ method: 'GET', url: '/portal/api/orders/status-counts', headers: authHeaders(t.broker) });
    expect(counts.json().data.all).toBe(all.json().totalCount);
    const ready = await t.app.inject({ method: 'GET', url: '/portal/api/orders?view=readyToBook&pageSize=1', headers: authHeaders(t.broker) });
    expect(ready.json().totalCount).toBe(counts.json().data.readyToBook);
    const sets = await t.app.inject({ method: 'GET', url: '/portal/api/orders/filter-sets', headers: authHeaders(t.broker) });
    expect(sets.json().data.find((s: { key: string }) => s.key === 'inProgress').filter.statuses).toEqual([3, 4, 5, 6]);
  });
});
