import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApInvoice } from '@portal/domain/invoices/ap-invoice-schemas';
import { PayablesInvoiceStatus as P } from '@portal/domain/invoices/payables-invoice-status';
import { buildTestApp, DEMO, login, type TestApp } from '../helper';
import { allPages, BLUE_RIDGE, CAPITAL, cents, client, companyId, daysAgo, noonDaysAgo, problem, signIn, today, uploadPdf, type Client } from './invoice-test-kit';

type Row = ApInvoice;

let t: TestApp;
let carrier: Client;
let factoring: Client;
let blueRidgeId: number;
let capitalId: number;

beforeAll(async () => {
  t = await buildTestApp();
  ({ carrier, factoring } = await signIn(t.app, { carrier: DEMO.carrierAdmin, factoring: DEMO.factoring }));
  blueRidgeId = await companyId(t.db, BLUE_RIDGE);
  capitalId = await companyId(t.db, CAPITAL);
});
afterAll(async () => t?.close());

const LIST = '/carrier/api/v2/invoices';

/** An invoice of Blue Ridge in a status, moved onto chosen dates (delivery, invoice, payment). */
async function placeInvoice(status: number, dates: { deliveredDaysAgo: number; invoiceDaysAgo: number | null; paidDaysAgo?: number }) {
  const invoice = await t.db
    .selectFrom('ap_invoices')
    .select(['id', 'shipment_id', 'invoice_number'])
    .where('carrier_id', '=', blueRidgeId)
    .where('status', '=', status)
    // One the carrier has not numbered yet when the status has one (false sorts first).
    .orderBy(sql`external_invoice_number is not null`)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('shipments').set({ delivered_at: noonDaysAgo(dates.deliveredDaysAgo) }).where('id', '=', invoice.shipment_id).execute();
  await t.db
    .updateTable('ap_invoices')
    .set({
      invoice_date: dates.invoiceDaysAgo === null ? null : daysAgo(dates.invoiceDaysAgo),
      ...(dates.paidDaysAgo !== undefined ? { paid_at: noonDaysAgo(dates.paidDaysAgo) } : {}),
    })
    .where('id', '=', invoice.id)
    .execute();
  return invoice;
}

describe('GET api/v2/invoices', () => {
  it('defaults to the Uninvoiced bucket (Action Required), 50 a page, in the spec shape', async () => {
    const response = await carrier.get(LIST);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { data: Row[]; totalCount: number };
    expect(answer.totalCount).toBeGreaterThan(0);
    expect(answer.data.length).toBe(Math.min(50, answer.totalCount));
    for (const row of answer.data) {
      expect(row.status).toEqual({ value: P.Draft, displayName: 'Draft' });
      expect(row.chipColor).toBe('default');
      expect(row.externalInvoiceNumber).toBeNull();
      expect(row.remitTo).toEqual({ id: capitalId, name: CAPITAL });
    }
    expect(Object.keys(answer.data[0]).sort()).toEqual(
      [
        'id', 'invoiceNumber', 'shipmentId', 'shipmentNumber', 'status', 'chipColor', 'externalInvoiceNumber', 'externalInvoiceAmount', 'invoiceAmount', 'lane',
        'deliveredAt', 'invoiceDate', 'dueDate', 'remitTo', 'carrier', 'numberOfRequiredDocuments', 'numberOfUploadedRequiredDocuments', 'predictedPayOn',
      ].sort(),
    );
  });

  it('pages 50 at a time through the All bucket without overlap', async () => {
    const first = (await carrier.get(`${LIST}?status=0`)).json() as { data: Row[]; totalCount: number };
    expect(first.totalCount).toBeGreaterThan(50);
    expect(first.data).toHaveLength(50);
    const second = (await carrier.get(`${LIST}?status=0&page=2`)).json() as { data: Row[]; totalCount: number };
    expect(second.data.length).toBe(Math.min(50, first.totalCount - 50));
    const ids = new Set([...first.data, ...second.data].map((r) => r.id));
    expect(ids.size).toBe(first.data.length + second.data.length);
    const { rows } = await allPages<Row>(carrier, `${LIST}?status=0`);
    expect(rows).toHaveLength(first.totalCount);
    const inDb = await t.db.selectFrom('ap_invoices').select((eb) => eb.fn.countAll<number>().as('n')).where('carrier_id', '=', blueRidgeId).executeTakeFirstOrThrow();
    expect(first.totalCount).toBe(Number(inDb.n));
  });

  it('lists the newest shipment first (delivered, else its delivery window, else its pickup), then the newest invoice', async () => {
    const { rows } = await allPages<Row>(carrier, `${LIST}?status=0`);
    expect(rows.length).toBeGreaterThan(50);
    const dates = await t.db
      .selectFrom('ap_invoices')
      .innerJoin('shipments as s', 's.id', 'ap_invoices.shipment_id')
      .select(['ap_invoices.id', sql<Date | null>`coalesce(s.delivered_at, s.delivery_late, s.delivery_early, s.pickup_early)`.as('filed')])
      .where('ap_invoices.id', 'in', rows.map((r) => r.id))
      .execute();
    const filed = new Map(dates.map((d) => [d.id, d.filed === null ? null : new Date(d.filed).getTime()]));
    const expected = [...rows].sort((a, b) => {
      const [x, y] = [filed.get(a.id) ?? null, filed.get(b.id) ?? null];
      if (x !== y) return x === null ? 1 : y === null ? -1 : y - x;
      return b.id - a.id;
    });
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it('puts each status in its bucket with the spec chip colours, and agrees with the counts to the cent', async () => {
    // A Draft with the carrier's number entered, so the Pending bucket is not empty.
    const draft = await t.db.selectFrom('ap_invoices').select('id').where('carrier_id', '=', blueRidgeId).where('status', '=', P.Draft).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.db.updateTable('ap_invoices').set({ external_invoice_number: 'BRT-PENDING' }).where('id', '=', draft.id).execute();
    const counts = (await carrier.get('/portal/api/ap-invoices/counts')).json().data as Record<string, { invoiceAmount: number; shipmentCount: number }>;
    const buckets = [
      { code: 1, name: 'uninvoiced', statuses: [P.Draft] },
      { code: 4, name: 'pending', statuses: [P.Draft] },
      { code: 2, name: 'invoiced', statuses: [P.Received, P.Settled] },
      { code: 3, name: 'paid', statuses: [P.PaidInFull] },
    ];
    const colours: Record<number, string> = { [P.Draft]: 'default', [P.Received]: 'error', [P.Settled]: 'primary', [P.PaidInFull]: 'success' };
    for (const bucket of buckets) {
      const { rows, totalCount } = await allPages<Row>(carrier, `${LIST}?status=${bucket.code}`);
      expect(rows).toHaveLength(totalCount);
      expect(totalCount, bucket.name).toBeGreaterThan(0);
      for (const row of rows) {
        expect(bucket.statuses).toContain(row.status.value);
        expect(row.chipColor).toBe(colours[row.status.value]);
      }
      expect(totalCount).toBe(counts[bucket.name].shipmentCount);
      expect(rows.reduce((sum, r) => sum + cents(r.invoiceAmount), 0)).toBe(cents(counts[bucket.name].invoiceAmount));
    }
    await t.db.updateTable('ap_invoices').set({ external_invoice_number: null }).where('id', '=', draft.id).execute();
  });

  it('takes buckets by name too, and refuses unknown ones with a 400 problem', async () => {
    const byName = (await carrier.get(`${LIST}?status=Paid`)).json();
    const byCode = (await carrier.get(`${LIST}?status=3`)).json();
    expect(byName.totalCount).toBe(byCode.totalCount);
    for (const bad of ['status=9', 'status=Overdue', 'page=0', 'page=abc', 'pageSize=0', 'pageSize=101', 'dateKind=Yesterday', 'startDate=2026-02-30', 'quickFilter=Late', 'timeZone=Mars/Olympus']) {
      const response = await carrier.get(`${LIST}?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      const body = problem(response);
      expect(Object.keys(body.errors ?? {}).length, bad).toBeGreaterThan(0);
    }
    const backwards = await carrier.get(`${LIST}?status=0&dateKind=Range&startDate=2026-03-10&endDate=2026-03-01`);
    expect(backwards.statusCode).toBe(400);
    expect(problem(backwards).errors).toHaveProperty('startDate');
    const emptyRange = await carrier.get(`${LIST}?status=0&dateKind=Range`);
    expect(emptyRange.statusCode).toBe(400);
  });

  it('moves the Paid bucket with its 60-day window, list and counts alike', async () => {
    const before = (await carrier.get(`${LIST}?status=3`)).json().totalCount as number;
    const countsBefore = (await carrier.get('/portal/api/ap-invoices/counts')).json().data.paid.shipmentCount as number;
    const paid = await t.db.selectFrom('ap_invoices').select('id').where('carrier_id', '=', blueRidgeId).where('status', '=', P.PaidInFull).orderBy('id', 'desc').limit(2).execute();
    await t.db.updateTable('ap_invoices').set({ paid_at: noonDaysAgo(59) }).where('id', '=', paid[0].id).execute();
    await t.db.updateTable('ap_invoices').set({ paid_at: noonDaysAgo(61) }).where('id', '=', paid[1].id).execute();
    const rows = (await allPages<Row>(carrier, `${LIST}?status=3`)).rows;
    expect(rows.map((r) => r.id)).toContain(paid[0].id);
    expect(rows.map((r) => r.id)).not.toContain(paid[1].id);
    const countsAfter = (await carrier.get('/portal/api/ap-invoices/counts')).json().data.paid.shipmentCount as number;
    expect(rows.length).toBe(countsAfter);
    expect(countsAfter - countsBefore).toBe(rows.length - before);
  });

  it('filters the last 60 days, today, this week and a range over shipment delivery or invoice date', async () => {
    const old = await placeInvoice(P.Received, { deliveredDaysAgo: 90, invoiceDaysAgo: 88 });
    const recentDelivery = await placeInvoice(P.Settled, { deliveredDaysAgo: 30, invoiceDaysAgo: 70 });
    const invoicedToday = await placeInvoice(P.PaidInFull, { deliveredDaysAgo: 75, invoiceDaysAgo: 0, paidDaysAgo: 1 });

    const ids = async (query: string) => new Set((await allPages<Row>(carrier, `${LIST}?status=0&${query}`)).rows.map((r) => r.id));

    const last60 = await ids('dateKind=Last60Days');
    expect(last60.has(old.id)).toBe(false);
    expect(last60.has(recentDelivery.id)).toBe(true);
    expect(last60.has(invoicedToday.id)).toBe(true);
    expect(await ids('dateKind=Last%2060%20days')).toEqual(last60);

    const todays = await ids('dateKind=Today');
    expect(todays.has(invoicedToday.id)).toBe(true);
    expect(todays.has(recentDelivery.id)).toBe(false);

    const week = await ids('dateKind=Week');
    expect(week.has(invoicedToday.id)).toBe(true);
    expect(week.has(old.id)).toBe(false);

    const range = await ids(`dateKind=Range&startDate=${daysAgo(95)}&endDate=${daysAgo(85)}`);
    expect(range.has(old.id)).toBe(true);
    expect(range.has(recentDelivery.id)).toBe(false);
    // Dates alone mean Range; an ISO instant is read as its calendar day in the zone.
    expect(await ids(`startDate=${daysAgo(95)}&endDate=${daysAgo(85)}`)).toEqual(range);

    const inLast60 = (await allPages<Row>(carrier, `${LIST}?status=0&dateKind=Last60Days`)).rows;
    expect(inLast60.length).toBe(last60.size);
    for (const row of inLast60) {
      const delivered = row.deliveredAt ? new Date(row.deliveredAt).getTime() : 0;
      const inWindow = delivered >= noonDaysAgo(61).getTime() || (row.invoiceDate !== null && row.invoiceDate >= daysAgo(60) && row.invoiceDate <= today());
      expect(inWindow, row.invoiceNumber).toBe(true);
    }
  });

  it('searches by invoice, shipment or external invoice number', async () => {
    const sample = await t.db
      .selectFrom('ap_invoices')
      .innerJoin('shipments', 'shipments.id', 'ap_invoices.shipment_id')
      .select(['ap_invoices.id', 'ap_invoices.invoice_number', 'ap_invoices.external_invoice_number', 'shipments.shipment_number'])
      .where('ap_invoices.carrier_id', '=', blueRidgeId)
      .where('ap_invoices.external_invoice_number', 'is not', null)
      .orderBy('ap_invoices.id')
      .executeTakeFirstOrThrow();
    for (const term of [sample.invoice_number, sample.shipment_number, sample.external_invoice_number!]) {
      const rows = (await carrier.get(`${LIST}?status=0&searchTerm=${encodeURIComponent(term)}`)).json().data as Row[];
      expect(rows.map((r) => r.id), term).toContain(sample.id);
      expect(rows.length).toBeLessThanOrEqual(3);
    }
    expect((await carrier.get(`${LIST}?status=0&searchTerm=${encodeURIComponent('%_')}`)).json().totalCount).toBe(0);
  });

  it('narrows with the quick filters', async () => {
    const statuses = async (quick: string) => new Set(((await allPages<Row>(carrier, `${LIST}?status=0&quickFilter=${quick}`)).rows).map((r) => r.status.value));
    expect([...(await statuses('Paid'))]).toEqual([P.PaidInFull]);
    expect([...(await statuses('In%20Process'))].sort()).toEqual([P.Received, P.Settled]);
    expect([...(await statuses('ActionRequired'))]).toEqual([P.Draft]);
    expect([...(await statuses('Active'))].sort()).toEqual([P.Draft, P.Received, P.Settled]);
    const none = (await carrier.get(`${LIST}?status=0&quickFilter=None`)).json().totalCount;
    expect(none).toBe((await carrier.get(`${LIST}?status=0`)).json().totalCount);
  });

  it('counts required documents per row exactly as the required_documents endpoint does', async () => {
    const rows = (await carrier.get(`${LIST}?status=0&pageSize=12`)).json().data as Row[];
    // One invoice with its carrier invoice uploaded, so the counts are not all zero.
    await uploadPdf(carrier, { apInvoiceId: rows[0].id }, 'AP Invoice');
    const fresh = (await carrier.get(`${LIST}?status=0&pageSize=12`)).json().data as Row[];
    let uploadedSomewhere = false;
    for (const row of fresh) {
      const required = (await carrier.get(`${LIST}/${row.id}/required_documents`)).json() as { uploadedCount: number; requiredCount: number };
      expect([row.numberOfRequiredDocuments, row.numberOfUploadedRequiredDocuments], row.invoiceNumber).toEqual([required.requiredCount, required.uploadedCount]);
      if (row.numberOfUploadedRequiredDocuments > 0) uploadedSomewhere = true;
    }
    expect(uploadedSomewhere).toBe(true);
  });

  it('needs the API key on the Carrier API and the accounting access everywhere', async () => {
    const session = await login(t.app, DEMO.carrierAdmin);
    const noKey = await t.app.inject({ method: 'GET', url: LIST, headers: { authorization: `Bearer ${session.token}` } });
    expect(noKey.statusCode).toBe(401);
    for (const who of [DEMO.driver, DEMO.payer]) {
      const other = client(t.app, await login(t.app, who));
      expect((await other.get(LIST)).statusCode, who).toBe(403);
      expect((await other.get('/portal/api/ap-invoices')).statusCode, who).toBe(403);
    }
  });
});

describe('isolation of the accounting lists', () => {
  it('shows a factoring company only the invoices remitted to it, and a carrier only its own', async () => {
    const remitted = await t.db.selectFrom('ap_invoices').select((eb) => eb.fn.countAll<number>().as('n')).where('remit_to_company_id', '=', capitalId).executeTakeFirstOrThrow();
    const { rows, totalCount } = await allPages<Row>(factoring, '/portal/api/ap-invoices?status=0');
    expect(totalCount).toBe(Number(remitted.n));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.remitTo?.id).toBe(capitalId);

    const own = (await allPages<Row>(carrier, '/portal/api/ap-invoices?status=0')).rows;
    expect(own.length).toBeGreaterThan(0);
    const foreign = await t.db.selectFrom('ap_invoices').select('id').where('carrier_id', '<>', blueRidgeId).execute();
    expect(foreign.length).toBeGreaterThan(0);
    const ownIds = new Set(own.map((r) => r.id));
    for (const f of foreign) expect(ownIds.has(f.id)).toBe(false);
  });

  it('keeps Voided invoices out of every bucket but All', async () => {
    const invoice = await t.db.selectFrom('ap_invoices').select('id').where('carrier_id', '=', blueRidgeId).where('status', '=', P.Draft).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('ap_invoices').set({ status: P.Voided }).where('id', '=', invoice.id).execute();
    for (const bucket of [1, 2, 3, 4]) {
      const ids = (await allPages<Row>(carrier, `${LIST}?status=${bucket}`)).rows.map((r) => r.id);
      expect(ids, `bucket ${bucket}`).not.toContain(invoice.id);
    }
    const all = (await allPages<Row>(carrier, `${LIST}?status=0`)).rows.find((r) => r.id === invoice.id);
    expect(all?.status).toEqual({ value: P.Voided, displayName: 'Voided' });
    await t.db.updateTable('ap_invoices').set({ status: P.Draft }).where('id', '=', invoice.id).execute();
  });
});
