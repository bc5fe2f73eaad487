import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayablesInvoiceStatus as P } from '@portal/domain/invoices/payables-invoice-status';
import { addBusinessDays, businessDaysBetween } from '@portal/domain/pay-timeline/business-days';
import { meanAbsoluteBusinessDayError, payCalendarDay, predictPayDate } from '@portal/domain/pay-timeline/pay-date-prediction';
import type { PayTimeline } from '@portal/domain/pay-timeline/pay-timeline-schemas';
import { buildTestApp, DEMO, login, type TestApp } from '../helper';
import { BLUE_RIDGE, client, companyId, seededInvoice, today, uploadPdf, ZONE, type Client } from '../invoices/invoice-test-kit';

/** GET /portal/api/ap-invoices/by-number/{invoiceNumber}/pay-timeline, and the predicted pay date in the invoice lists. */

let t: TestApp;
let carrier: Client;
let factoring: Client;
let ap: Client;
let ops: Client;
let loneStar: Client;
let blueRidgeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  [carrier, factoring, ap, ops, loneStar] = await Promise.all(
    [DEMO.carrierAdmin, DEMO.factoring, DEMO.ap, DEMO.ops, 'dispatch@lonestarhaulers.test'].map(async (email) => client(t.app, await login(t.app, email))),
  );
  blueRidgeId = await companyId(t.db, BLUE_RIDGE);
});
afterAll(async () => t?.close());

const timelineUrl = (number: string) => `/portal/api/ap-invoices/by-number/${encodeURIComponent(number)}/pay-timeline`;

async function timeline(c: Client, number: string): Promise<PayTimeline> {
  const response = await c.get(timelineUrl(number));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function uploadMissing(invoiceId: number) {
  const shipmentId = (await carrier.get(`/portal/api/ap-invoices/${invoiceId}`)).json().data.shipmentId as number;
  const missing = (await carrier.get(`/carrier/api/v2/invoices/${invoiceId}/required_documents`)).json() as {
    data: { fileType: number; isUploaded: boolean; orderStopId: number | null; shipmentId: number | null }[];
  };
  for (const r of missing.data.filter((x) => !x.isUploaded)) {
    if (r.fileType === 1) await uploadPdf(carrier, { orderStopId: r.orderStopId!, shipmentId: r.shipmentId ?? shipmentId }, 'Proof of Delivery');
    else if (r.fileType === 3) await uploadPdf(carrier, { apInvoiceId: invoiceId }, 'AP Invoice');
    else await uploadPdf(carrier, { shipmentId: r.shipmentId ?? shipmentId }, 'Shipment Miscellaneous');
  }
}

async function submitted(skip: number) {
  const invoice = await seededInvoice(t.db, blueRidgeId, P.Draft, skip);
  await uploadMissing(invoice.id);
  const saved = await carrier.patch(`/portal/api/ap-invoices/${invoice.id}`, { externalInvoiceNumber: `PT-${invoice.id}`, externalInvoiceAmount: '1500' });
  expect(saved.json().submission?.submitted, saved.body).toBe(true);
  return invoice;
}

const stored = async (id: number) => (await t.db.selectFrom('ap_invoices').select('predicted_pay_on').where('id', '=', id).executeTakeFirstOrThrow()).predicted_pay_on;

describe('the prediction over the demo history', () => {
  it('predicts each paid invoice from what was known before its payment within 1 business day on average', async () => {
    const paid = await t.db
      .selectFrom('ap_invoices as i')
      .innerJoin('payments as p', 'p.id', 'i.payment_id')
      .select(['i.invoice_number', 'i.received_at', 'i.settled_at', 'i.pay_speed', 'i.predicted_pay_on', 'p.payment_date'])
      .where('i.status', '=', P.PaidInFull)
      .execute();
    expect(paid.length).toBeGreaterThanOrEqual(30);
    const pairs = paid.map((row) => {
      // What the brokerage knew before the check: the receipt, the approval and the pay speed.
      const known = predictPayDate({
        receivedOn: payCalendarDay(row.received_at!, ZONE),
        approvedOn: row.settled_at === null ? null : payCalendarDay(row.settled_at, ZONE),
        paySpeed: row.pay_speed === 'quick' ? 'quick' : 'standard',
      });
      expect(row.predicted_pay_on, row.invoice_number).toBe(known?.predictedOn);
      return { predictedOn: known!.predictedOn, paidOn: row.payment_date };
    });
    const error = meanAbsoluteBusinessDayError(pairs)!;
    const late = pairs.map((p) => businessDaysBetween(p.predictedOn, p.paidOn));
    const exact = late.filter((d) => d === 0).length;
    console.info(
      `Pay-date prediction over ${pairs.length} paid demo invoices: mean absolute error ${error.toFixed(2)} business days ` +
        `(${exact} on the day, ${late.filter((d) => d > 0).length} late, ${late.filter((d) => d < 0).length} early, worst ${Math.max(...late.map(Math.abs))})`,
    );
    expect(error).toBeLessThanOrEqual(1);
    // The history is not the prediction copied: payments land around it.
    expect(exact).toBeLessThan(pairs.length);
  });
});

describe('the timeline of an invoice', () => {
  it('walks from Draft to paid: documents received, approved, scheduled, paid, with the predicted date kept once paid', async () => {
    const draft = await seededInvoice(t.db, blueRidgeId, P.Draft, 2);
    let line = await timeline(carrier, draft.invoice_number);
    expect(line.steps.map((s) => [s.key, s.state])).toEqual([['documentsReceived', 'next'], ['approved', 'upcoming'], ['scheduled', 'upcoming'], ['paid', 'upcoming']]);
    expect(line).toMatchObject({ predictedPayOn: null, predictionBasis: null, paySpeed: 'standard', netDays: 30, paidOn: null });

    const invoice = await submitted(2);
    expect(invoice.id).toBe(draft.id);
    line = await timeline(carrier, invoice.invoice_number);
    const expected = predictPayDate({ receivedOn: today(), approvedOn: null, paySpeed: 'standard' })!.predictedOn;
    expect(line.steps[0]).toMatchObject({ key: 'documentsReceived', state: 'done', at: expect.any(String) });
    expect(line.steps[1].state).toBe('next');
    expect(line).toMatchObject({ predictedPayOn: expected, predictionBasis: 'netTerms' });
    expect(line.documents.map((d) => d.type)).toEqual(expect.arrayContaining(['Proof of Delivery']));
    expect(await stored(invoice.id)).toBe(expected);

    expect((await ap.post(`/portal/api/internal/ap-invoices/${invoice.id}/settle`)).statusCode).toBe(200);
    line = await timeline(ops, invoice.invoice_number);
    expect(line.steps.map((s) => s.state)).toEqual(['done', 'done', 'next', 'upcoming']);

    const paid = await ops.post('/portal/api/internal/payments', { checkNumber: `PT-CHK-${invoice.id}`, paymentType: 'Standard', paymentDate: today(), invoiceIds: [invoice.id] });
    expect(paid.statusCode, paid.body).toBe(201);
    line = await timeline(carrier, invoice.invoice_number);
    expect(line.steps.every((s) => s.state === 'done' && s.at !== null)).toBe(true);
    expect(line).toMatchObject({ predictedPayOn: expected, paidOn: today(), checkNumber: `PT-CHK-${invoice.id}`, businessDaysLate: businessDaysBetween(expected, today()) });
    expect(await stored(invoice.id)).toBe(expected);
  });

  it('predicts quick pay two business days after the approval', async () => {
    const invoice = await submitted(3);
    await t.db.updateTable('ap_invoices').set({ pay_speed: 'quick' }).where('id', '=', invoice.id).execute();
    expect((await ap.post(`/portal/api/internal/ap-invoices/${invoice.id}/settle`)).statusCode).toBe(200);
    const line = await timeline(carrier, invoice.invoice_number);
    expect(line).toMatchObject({ paySpeed: 'quick', predictionBasis: 'quickPay', predictedPayOn: addBusinessDays(today(), 2) });
    expect(await stored(invoice.id)).toBe(addBusinessDays(today(), 2));
  });

  it('is read by the factoring company the invoice is remitted to; 404 to another carrier and for an unknown number', async () => {
    const invoice = await seededInvoice(t.db, blueRidgeId, P.Settled);
    expect((await timeline(factoring, invoice.invoice_number)).invoiceNumber).toBe(invoice.invoice_number);
    expect((await loneStar.get(timelineUrl(invoice.invoice_number))).statusCode).toBe(404);
    expect((await carrier.get(timelineUrl('NO-SUCH-INVOICE'))).statusCode).toBe(404);
    expect((await carrier.get(timelineUrl('X'.repeat(51)))).statusCode).toBe(400);
  });
});

type Row = { invoiceNumber: string; predictedPayOn: string | null };

const isSortedAscending = (dates: (string | null)[]) => {
  const present = dates.filter((d): d is string => d !== null);
  const nullsLast = dates.findIndex((d) => d === null);
  return present.every((d, i) => i === 0 || present[i - 1] <= d) && (nullsLast === -1 || dates.slice(nullsLast).every((d) => d === null));
};

describe('the lists by predicted pay date', () => {
  it("sorts the carrier's invoices soonest first (Drafts, without a date, last) and latest first", async () => {
    const soonest = (await carrier.get('/portal/api/ap-invoices?status=0&sort=predictedPayOn&pageSize=100')).json().data as Row[];
    expect(soonest.some((r) => r.predictedPayOn === null)).toBe(true);
    expect(isSortedAscending(soonest.map((r) => r.predictedPayOn))).toBe(true);
    const latest = (await carrier.get('/portal/api/ap-invoices?status=0&sort=-predictedPayOn&pageSize=100')).json().data as Row[];
    const dated = latest.map((r) => r.predictedPayOn).filter((d) => d !== null);
    expect(dated).toEqual([...dated].sort().reverse());
  });

  it('filters by a range of predicted dates, both ends included, and refuses a date that is not one', async () => {
    const all = (await carrier.get('/portal/api/ap-invoices?status=0&sort=predictedPayOn&pageSize=100')).json().data as Row[];
    const dates = [...new Set(all.map((r) => r.predictedPayOn).filter((d): d is string => d !== null))];
    const [from, to] = [dates[1], dates[Math.min(4, dates.length - 1)]];
    const range = await carrier.get(`/portal/api/ap-invoices?status=0&sort=predictedPayOn&predictedPayFrom=${from}&predictedPayTo=${to}&pageSize=100`);
    const rows = range.json().data as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.predictedPayOn !== null && r.predictedPayOn >= from && r.predictedPayOn <= to)).toBe(true);
    expect(range.json().totalCount).toBe(rows.length);
    expect((await carrier.get('/portal/api/ap-invoices?predictedPayFrom=2026-02-30')).statusCode).toBe(400);
    expect((await carrier.get('/portal/api/ap-invoices?sort=amount')).statusCode).toBe(400);
  });

  it("sorts and filters the brokerage's back-office list the same way", async () => {
    const settled = (await ops.get('/portal/api/internal/ap-invoices?status=2&sort=predictedPayOn&pageSize=100')).json().data as Row[];
    expect(settled.length).toBeGreaterThan(1);
    expect(settled.every((r) => r.predictedPayOn !== null)).toBe(true);
    expect(isSortedAscending(settled.map((r) => r.predictedPayOn))).toBe(true);
    const cut = settled[Math.floor(settled.length / 2)].predictedPayOn!;
    const later = (await ops.get(`/portal/api/internal/ap-invoices?status=2&predictedPayFrom=${cut}&pageSize=100`)).json().data as Row[];
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((r) => r.predictedPayOn! >= cut)).toBe(true);
  });
});
