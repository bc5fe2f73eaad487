import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { BLUE_RIDGE, companyId, insertShipment, sessions, userId } from './fixtures';

/**
 * The brokerage moves cases through the detailed statuses (PATCH /portal/api/internal/cases/{id});
 * every change leaves history, and a paid accessorial lands on the carrier's invoice as a charge.
 */
let t: TestApp;
const headers = sessions(() => t.app);
let blueRidge: number;
let claims: number;
let invoiceSequence = 0;

beforeAll(async () => {
  t = await buildTestApp();
  blueRidge = await companyId(t.db, BLUE_RIDGE);
  claims = await userId(t.db, 'claims@summitfreight.test');
});

afterAll(async () => {
  await t?.close();
});

async function shipmentWithInvoice(status: number | null, amountCents = 150000) {
  const shipment = await insertShipment(t.db, { carrierId: blueRidge, customerId: null });
  if (status === null) return { shipment, invoice: null };
  const invoice = await t.db
    .insertInto('ap_invoices')
    .values({ invoice_number: `QCI-${++invoiceSequence}`, shipment_id: shipment.id, carrier_id: blueRidge, status, invoice_amount_cents: amountCents })
    .returning(['id', 'invoice_number'])
    .executeTakeFirstOrThrow();
  return { shipment, invoice };
}

async function openCase(shipmentId: number, amount: string | number = '212.50', caseType = 'Detention') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/portal/api/cases',
    headers: await headers(DEMO.carrierAdmin),
    payload: { shipmentId, caseType, amount, description: 'Held at the receiver' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; caseNumber: string };
}

async function patch(id: number, payload: unknown, email: string = DEMO.ops) {
  return t.app.inject({ method: 'PATCH', url: `/portal/api/internal/cases/${id}`, headers: await headers(email), payload: payload as object });
}

async function history(id: number, email: string = DEMO.carrierAdmin) {
  const response = await t.app.inject({ method: 'GET', url: `/portal/api/cases/${id}/history?pageSize=100`, headers: await headers(email) });
  expect(response.statusCode).toBe(200);
  return response.json().data as { action: string; field: string | null; oldValue: string | null; newValue: string | null; description: string; user: { firstName: string; lastName: string } }[];
}

describe('PATCH /portal/api/internal/cases/{id}', () => {
  it('moves a case through its statuses, recording every changed field with who changed it', async () => {
    const { shipment } = await shipmentWithInvoice(null);
    const c = await openCase(shipment.id);
    const followUpAt = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();

    const first = await patch(c.id, { status: 'Initial Request Sent To Customer', assigneeUserId: claims, priority: 'High', followUpAt });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      status: { value: 1 },
      statusGroup: 'In Progress',
      priority: { displayName: 'High' },
      assignee: { id: claims, firstName: 'Dana', lastName: 'Whitfield' },
      followUpAt,
    });

    const second = await patch(c.id, { status: 4 });
    expect(second.json().data).toMatchObject({ statusGroup: 'On Hold', statusDescription: 'On Hold - Carrier Documents Pending' });

    const entries = await history(c.id);
    expect(entries.map((e) => [e.action, e.field, e.oldValue, e.newValue])).toEqual([
      ['StatusChanged', 'status', 'Initial Request Sent To Customer', 'On Hold - Carrier Documents Pending'],
      ['Updated', 'followUpAt', null, followUpAt],
      ['Updated', 'priority', 'Normal', 'High'],
      ['Updated', 'assignee', null, 'Dana Whitfield'],
      ['StatusChanged', 'status', 'New', 'Initial Request Sent To Customer'],
      ['Created', null, null, null],
    ]);
    expect(entries[0]).toMatchObject({ description: 'Status changed from Initial Request Sent To Customer to On Hold - Carrier Documents Pending', user: { firstName: 'Morgan', lastName: 'Ellis' } });
    expect(entries[3].description).toBe('Assignee set to Dana Whitfield');
  });

  it('writes no history when nothing changes', async () => {
    const { shipment } = await shipmentWithInvoice(null);
    const c = await openCase(shipment.id);
    expect((await patch(c.id, { priority: 'Normal' })).statusCode).toBe(200);
    expect(await history(c.id)).toHaveLength(1);
  });

  it("resolves a paid accessorial onto the carrier's open invoice as a charge, in one go", async () => {
    const { shipment, invoice } = await shipmentWithInvoice(PayablesInvoiceStatus.Draft, 150000);
    const c = await openCase(shipment.id, '212.50');

    const response = await patch(c.id, { carrierCaseResolutionType: 'Paid', approvedAmount: '200.05' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: { value: 6, displayName: 'Resolved' },
      carrierCaseResolutionType: { displayName: 'Paid' },
      statusGroup: 'Resolved',
      statusDescription: 'Resolved - Paid',
      approvedAmount: 200.05,
    });
    expect(response.json().data.resolvedAt).not.toBeNull();

    const charges = await t.db.selectFrom('charges').selectAll().where('case_id', '=', c.id).execute();
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ shipment_id: shipment.id, ap_invoice_id: invoice!.id, charge_type_name: 'Detention', rate_cents: 20005 });
    expect(Number(charges[0].units)).toBe(1);
    const row = await t.db.selectFrom('ap_invoices').select('invoice_amount_cents').where('id', '=', invoice!.id).executeTakeFirstOrThrow();
    expect(row.invoice_amount_cents).toBe(150000 + 20005);

    // The carrier reads it on its invoice.
    const carrierInvoice = await t.app.inject({ method: 'GET', url: `/portal/api/ap-invoices/${invoice!.id}`, headers: await headers(DEMO.carrierAdmin) });
    expect(carrierInvoice.statusCode).toBe(200);
    expect(carrierInvoice.json().data.charges).toContainEqual(expect.objectContaining({ chargeTypeName: 'Detention', rate: 200.05, units: 1 }));
    expect(carrierInvoice.json().data.invoiceAmount).toBe(1700.05);

    const entries = await history(c.id);
    expect(entries.slice(0, 4).map((e) => e.action)).toEqual(['ChargeAdded', 'Updated', 'Resolved', 'StatusChanged']);
    expect(entries[0].description).toBe(`Detention charge of $200.05 added to invoice ${invoice!.invoice_number}`);
    expect(entries.find((e) => e.field === 'approvedAmount')).toMatchObject({ oldValue: null, newValue: '$200.05' });
  });

  it('approves the requested amount when a paid resolution names none', async () => {
    const { shipment, invoice } = await shipmentWithInvoice(PayablesInvoiceStatus.Received, 50000);
    const c = await openCase(shipment.id, 75, 'Lumper');
    const response = await patch(c.id, { status: 'Resolved', carrierCaseResolutionType: 'Paid' });
    expect(response.json().data.approvedAmount).toBe(75);
    const charge = await t.db.selectFrom('charges').selectAll().where('case_id', '=', c.id).executeTakeFirstOrThrow();
    expect(charge).toMatchObject({ charge_type_name: 'Lumper', rate_cents: 7500, ap_invoice_id: invoice!.id });
  });

  it('keeps a settled invoice as it is: the charge waits on the shipment', async () => {
    const { shipment, invoice } = await shipmentWithInvoice(PayablesInvoiceStatus.Settled, 90000);
    const c = await openCase(shipment.id, 120);
    expect((await patch(c.id, { carrierCaseResolutionType: 'Paid' })).statusCode).toBe(200);
    const charge = await t.db.selectFrom('charges').selectAll().where('case_id', '=', c.id).executeTakeFirstOrThrow();
    expect(charge.ap_invoice_id).toBeNull();
    const row = await t.db.selectFrom('ap_invoices').select('invoice_amount_cents').where('id', '=', invoice!.id).executeTakeFirstOrThrow();
    expect(row.invoice_amount_cents).toBe(90000);
  });

  it('keeps a paid case final (no second charge, no reopening) but still lets staff assign it', async () => {
    const { shipment } = await shipmentWithInvoice(PayablesInvoiceStatus.Draft);
    const c = await openCase(shipment.id);
    await patch(c.id, { carrierCaseResolutionType: 'Paid' });
    for (const body of [{ status: 'New' }, { carrierCaseResolutionType: 'Declined' }, { approvedAmount: 10 }, { status: 'Voided' }]) {
      expect((await patch(c.id, body)).statusCode, JSON.stringify(body)).toBe(409);
    }
    expect((await patch(c.id, { assigneeUserId: claims })).statusCode).toBe(200);
    expect(await t.db.selectFrom('charges').select('id').where('case_id', '=', c.id).execute()).toHaveLength(1);
  });

  it('declines without a charge, and reopening clears the resolution', async () => {
    const { shipment } = await shipmentWithInvoice(PayablesInvoiceStatus.Draft);
    const c = await openCase(shipment.id);
    const declined = await patch(c.id, { carrierCaseResolutionType: 'Declined' });
    expect(declined.json().data).toMatchObject({ statusGroup: 'Resolved', statusDescription: 'Resolved - Declined' });
    expect(await t.db.selectFrom('charges').select('id').where('case_id', '=', c.id).execute()).toHaveLength(0);

    const reopened = await patch(c.id, { status: 'FollowUpSentToCustomer' });
    expect(reopened.json().data).toMatchObject({ statusGroup: 'In Progress', carrierCaseResolutionType: { value: 0 }, resolvedAt: null });
    const entries = await history(c.id);
    expect(entries.slice(0, 2).map((e) => [e.field, e.oldValue, e.newValue])).toEqual([
      ['carrierCaseResolutionType', 'Declined', 'None'],
      ['status', 'Resolved', 'Follow Up Sent To Customer'],
    ]);
  });

  it('keeps a voided case final', async () => {
    const { shipment } = await shipmentWithInvoice(null);
    const c = await openCase(shipment.id);
    const voided = await patch(c.id, { status: 'Voided' });
    expect(voided.json().data).toMatchObject({ isVoided: true, statusGroup: 'Resolved' });
    expect((await patch(c.id, { priority: 'High' })).statusCode).toBe(409);
    expect((await patch(c.id, { status: 'New' })).statusCode).toBe(409);
  });

  it.each([
    [{}, ['request']],
    [{ status: 'Resolved' }, ['carrierCaseResolutionType']],
    [{ status: 'New', carrierCaseResolutionType: 'Paid' }, ['carrierCaseResolutionType']],
    [{ status: 'Lost' }, ['status']],
    [{ carrierCaseResolutionType: 'Maybe' }, ['carrierCaseResolutionType']],
    [{ priority: 'Whenever' }, ['priority']],
    [{ followUpAt: 'soon' }, ['followUpAt']],
    [{ approvedAmount: '1.234' }, ['approvedAmount']],
    [{ assigneeUserId: 'abc' }, ['assigneeUserId']],
    [{ secretField: 1 }, ['request']],
  ])('answers 400 naming the field for %j', async (payload, fields) => {
    const { shipment } = await shipmentWithInvoice(null);
    const c = await openCase(shipment.id);
    const response = await patch(c.id, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(fields);
    expect(await history(c.id)).toHaveLength(1);
  });

  it('answers 400 for a paid resolution without any amount', async () => {
    const { shipment } = await shipmentWithInvoice(null);
    const response = await t.app.inject({
      method: 'POST',
      url: '/portal/api/cases',
      headers: await headers(DEMO.carrierAdmin),
      payload: { shipmentId: shipment.id, caseType: 'Dispute', description: 'Rate differs' },
    });
    const paid = await patch(response.json().data.id, { carrierCaseResolutionType: 'Paid' });
    expect(paid.statusCode).toBe(400);
    expect(Object.keys(paid.json().errors)).toEqual(['approvedAmount']);
  });

  it('assigns to brokerage staff only', async () => {
    const { shipment } = await shipmentWithInvoice(null);
    const c = await openCase(shipment.id);
    const carrierUser = await userId(t.db, DEMO.carrierAdmin);
    const response = await patch(c.id, { assigneeUserId: carrierUser });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['assigneeUserId']);
    expect((await patch(c.id, { assigneeUserId: claims })).json().data.assignee.id).toBe(claims);
    expect((await patch(c.id, { assigneeUserId: null })).json().data.assignee).toBeNull();
  });
});

describe('GET /trucks/api/v2/cases/{id}/history', () => {
  it('pages the history with page and pageSize', async () => {
    const { shipment } = await shipmentWithInvoice(null);
    const c = await openCase(shipment.id);
    await patch(c.id, { status: 1 });
    await patch(c.id, { status: 2 });
    const response = await t.app.inject({ method: 'GET', url: `/trucks/api/v2/cases/${c.id}/history?page=1&pageSize=2`, headers: await headers(DEMO.carrierAdmin) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalCount).toBe(3);
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({ action: 'StatusChanged', field: 'status', oldValue: 'Initial Request Sent To Customer', newValue: 'Follow Up Sent To Customer', user: { firstName: 'Morgan', lastName: 'Ellis' } });
    expect(Object.keys(body.data[0]).sort()).toEqual(['action', 'description', 'field', 'id', 'newValue', 'oldValue', 'timeStamp', 'user']);
    const page2 = await t.app.inject({ method: 'GET', url: `/trucks/api/v2/cases/${c.id}/history?page=2&pageSize=2`, headers: await headers(DEMO.carrierAdmin) });
    expect(page2.json().data.map((e: { action: string }) => e.action)).toEqual(['Created']);
  });

  it.each(['page=0', 'pageSize=0', 'pageSize=101', 'page=x'])('answers 400 for %s', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: `/trucks/api/v2/cases/1/history?${query}`, headers: await headers(DEMO.carrierAdmin) });
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/trucks/api/v2/cases/abc/history', headers: await headers(DEMO.carrierAdmin) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['params.id']);
  });
});
