import { describe, expect, it } from 'vitest';
import { authHeaders, DEMO, testAppForFile } from '../helper';
import { pdfText } from '../pdf-text';
import { createOrder, threeStopOrder } from './fixtures';

const t = testAppForFile({ broker: DEMO.broker });

const readiness = (n: string) => t.app.inject({ method: 'GET', url: `/portal/api/orders/${n}/bill-of-lading/readiness`, headers: authHeaders(t.broker) });
const generate = (n: string) => t.app.inject({ method: 'POST', url: `/portal/api/orders/${n}/bill-of-lading`, headers: authHeaders(t.broker) });

describe('bill of lading of an order', () => {
  it('lists what is missing and refuses to generate until the order has it', async () => {
    const body = threeStopOrder();
    body.stops[1] = { ...body.stops[1], lineItems: [{ description: '', packageCount: '' as unknown as number, totalWeight: 500 }] };
    const order = await createOrder(t, t.broker, body);
    const answer = await readiness(order.orderNumber);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ ready: false, missing: ['Line item 2: a description', 'Line item 2: a piece count'] });
    const refused = await generate(order.orderNumber);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().missing).toHaveLength(2);
    expect(await t.db.selectFrom('documents').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
  });

  it('generates the BOL, files it with the shipment and the order, and the viewer can open it', async () => {
    const order = await createOrder(t, t.broker);
    expect((await readiness(order.orderNumber)).json().data).toEqual({ ready: true, missing: [] });
    const response = await generate(order.orderNumber);
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe(`BOL successfully generated for ${order.orderNumber}`);

    const documents = await t.app.inject({ method: 'GET', url: `/portal/api/orders/${order.orderNumber}/documents`, headers: authHeaders(t.broker) });
    expect(documents.json().data.map((d: { id: string; fileType: number }) => [d.id, d.fileType])).toEqual([[data.documentId, 6]]);
    const onShipment = await t.app.inject({ method: 'GET', url: `/portal/api/documents?shipmentId=${order.shipment.id}`, headers: authHeaders(t.broker) });
    expect(onShipment.json().data.map((d: { id: string }) => d.id)).toContain(data.documentId);

    const file = await t.app.inject({ method: 'GET', url: `/portal/api/documents/${data.documentId}/file`, headers: authHeaders(t.broker) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = pdfText(file.rawPayload);
    expect(text).toContain('Bill of Lading');
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('UN1133');

    const history = (await t.app.inject({ method: 'GET', url: `/portal/api/orders/${order.orderNumber}/history`, headers: authHeaders(t.broker) })).json().data;
    expect(history[0]).toMatchObject({ action: 'BillOfLading', newValue: `bill-of-lading-${order.orderNumber}.pdf` });
  });
});
