import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPage } from '@portal/domain/common/history-schemas';
import { PayablesInvoiceStatus as P } from '@portal/domain/invoices/payables-invoice-status';
import { buildTestApp, DEMO, login, type TestApp } from '../helper';
import { BLUE_RIDGE, client, companyId, seededInvoice, today, uploadPdf, type Client } from './invoice-test-kit';

/** GET /portal/api/ap-invoices/by-number/{invoiceNumber}/history: who changed the invoice, when, from what to what. */

let t: TestApp;
let carrier: Client;
let ap: Client;
let ops: Client;
let loneStar: Client;
let blueRidgeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  [carrier, ap, ops, loneStar] = await Promise.all(
    [DEMO.carrierAdmin, DEMO.ap, DEMO.ops, 'dispatch@lonestarhaulers.test'].map(async (email) => client(t.app, await login(t.app, email))),
  );
  blueRidgeId = await companyId(t.db, BLUE_RIDGE);
});
afterAll(async () => t?.close());

const historyUrl = (number: string, query = '') => `/portal/api/ap-invoices/by-number/${encodeURIComponent(number)}/history${query}`;

async function history(c: Client, number: string, query = ''): Promise<HistoryPage> {
  const response = await c.get(historyUrl(number, query));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Uploads what the invoice still misses, through the documents area. */
async function uploadMissing(invoiceId: number) {
  const required = (await carrier.get(`/portal/api/ap-invoices/${invoiceId}`)).json().data as { shipmentId: number };
  const missing = (await carrier.get(`/carrier/api/v2/invoices/${invoiceId}/required_documents`)).json() as {
    data: { fileType: number; isUploaded: boolean; orderStopId: number | null; shipmentId: number | null }[];
  };
  for (const r of missing.data.filter((x) => !x.isUploaded)) {
    if (r.fileType === 1) await uploadPdf(carrier, { orderStopId: r.orderStopId!, shipmentId: r.shipmentId ?? required.shipmentId }, 'Proof of Delivery');
    else if (r.fileType === 3) await uploadPdf(carrier, { apInvoiceId: invoiceId }, 'AP Invoice');
    else await uploadPdf(carrier, { shipmentId: r.shipmentId ?? required.shipmentId }, 'Shipment Miscellaneous');
  }
}

describe('invoice history', () => {
  it('records the entry, the documents, the submission, the approval and the payment, with who and when', async () => {
    const invoice = await seededInvoice(t.db, blueRidgeId, P.Draft);
    const saved = await carrier.patch(`/portal/api/ap-invoices/${invoice.id}`, { externalInvoiceNumber: 'HIST-1', externalInvoiceAmount: '1200' });
    expect(saved.statusCode, saved.body).toBe(200);

    let page = await history(carrier, invoice.invoice_number);
    expect(page.data.slice(0, 2).map((e) => [e.action, e.field, e.oldValue, e.newValue])).toEqual(
      expect.arrayContaining([
        ['Updated', 'Carrier invoice number', null, 'HIST-1'],
        ['Updated', 'Carrier invoice amount', null, '$1,200.00'],
      ]),
    );
    expect(page.data[0].user).toMatchObject({ firstName: expect.any(String), companyName: BLUE_RIDGE });
    expect(page.data.at(-1)).toMatchObject({ action: 'Created', user: null });

    await uploadMissing(invoice.id);
    expect((await carrier.patch(`/portal/api/ap-invoices/${invoice.id}`, { externalInvoiceAmount: '1250.5' })).json().submission.submitted).toBe(true);
    expect((await ap.post(`/portal/api/internal/ap-invoices/${invoice.id}/settle`)).statusCode).toBe(200);
    const paid = await ops.post('/portal/api/internal/payments', { checkNumber: 'HIST-CHK-1', paymentType: 'Quick Pay', paymentDate: today(), invoiceIds: [invoice.id] });
    expect(paid.statusCode, paid.body).toBe(201);

    page = await history(carrier, invoice.invoice_number);
    const actions = page.data.map((e) => e.action);
    expect(actions.slice(0, 3)).toEqual(['Paid', 'PaymentScheduled', 'Approved']);
    expect(page.data[1]).toMatchObject({ field: 'Check number', newValue: 'HIST-CHK-1' });
    expect(actions).toContain('Submitted');
    expect(actions).toContain('DocumentAdded');
    expect(page.data.find((e) => e.field === 'Carrier invoice amount' && e.oldValue === '$1,200.00')).toMatchObject({ newValue: '$1,250.50' });
    // The brokerage reads the same history.
    expect((await history(ops, invoice.invoice_number)).totalCount).toBe(page.totalCount);
  });

  it("reads an older invoice's milestones from its columns", async () => {
    const invoice = await seededInvoice(t.db, blueRidgeId, P.PaidInFull);
    const page = await history(carrier, invoice.invoice_number);
    expect(page.data.map((e) => e.action)).toEqual(expect.arrayContaining(['Paid', 'PaymentScheduled', 'Created']));
  });

  it('answers 404 to another carrier and for an unknown number, 400 for bad input, and pages', async () => {
    const invoice = await seededInvoice(t.db, blueRidgeId, P.Draft, 1);
    await carrier.patch(`/portal/api/ap-invoices/${invoice.id}`, { externalInvoiceNumber: 'HIST-2', externalInvoiceAmount: '99' });
    expect((await loneStar.get(historyUrl(invoice.invoice_number))).statusCode).toBe(404);
    expect((await carrier.get(historyUrl('NO-SUCH-INVOICE'))).statusCode).toBe(404);
    expect((await carrier.get(historyUrl(invoice.invoice_number, '?pageSize=101'))).statusCode).toBe(400);
    expect((await carrier.get(historyUrl('X'.repeat(51)))).statusCode).toBe(400);
    const all = await history(carrier, invoice.invoice_number);
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    const last = await history(carrier, invoice.invoice_number, `?page=${all.totalCount}&pageSize=1`);
    expect(last.data.map((e) => e.id)).toEqual([all.data.at(-1)!.id]);
  });
});
