import { beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_NUMBER_NOT_VALID, INVOICE_UPDATED, NOT_AUTHORIZED, SHIPMENT_MUST_BE_DELIVERED } from '@portal/domain/common/messages';
import { PayablesInvoiceStatus as P } from '@portal/domain/invoices/payables-invoice-status';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ThirdPartyInvoice } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { DEMO, login, testAppForFile } from '../helper';
import { allPages, BLUE_RIDGE, CAPITAL, cents, client, companyId, daysAgo, KEYSTONE, problem, replaceCharges, signInClient, today, uploadPdf } from '../invoices/invoice-test-kit';

const t = testAppForFile({ payer: DEMO.payer, carrier: DEMO.carrierAdmin, factoring: DEMO.factoring, ops: DEMO.ops }, signInClient);

type Row = ThirdPartyInvoice;

const LIST = '/portal/api/third-party-invoices';

let keystoneId: number;
let blueRidgeId: number;

beforeAll(async () => {
  keystoneId = await companyId(t.db, KEYSTONE);
  blueRidgeId = await companyId(t.db, BLUE_RIDGE);
});

async function invoiceOf(status: number, where: { carrierId?: number; skip?: number } = {}) {
  let q = t.db
    .selectFrom('third_party_invoices')
    .select(['id', 'invoice_number', 'shipment_id', 'carrier_id'])
    .where('payer_company_id', '=', keystoneId)
    .where('status', '=', status);
  if (where.carrierId !== undefined) q = q.where('carrier_id', '=', where.carrierId);
  return q.orderBy('id').offset(where.skip ?? 0).limit(1).executeTakeFirstOrThrow();
}

describe('the payer\'s list', () => {
  it('shows only auditable invoices by default, 50 a page, in the spec shape', async () => {
    const auditable = await t.db
      .selectFrom('third_party_invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('payer_company_id', '=', keystoneId)
      .where('is_auditable', '=', true)
      .executeTakeFirstOrThrow();
    const response = await t.payer.get(LIST);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { data: Row[]; totalCount: number };
    expect(answer.totalCount).toBe(Number(auditable.n));
    expect(answer.totalCount).toBeGreaterThan(50);
    expect(answer.data).toHaveLength(50);
    expect((await t.payer.get(`${LIST}?page=2`)).json().data).toHaveLength(answer.totalCount - 50);
    for (const row of answer.data) expect(row.isAuditable).toBe(true);
    expect(Object.keys(answer.data[0])).toEqual(
      expect.arrayContaining([
        'id', 'invoiceId', 'invoiceNumber', 'status', 'shipmentId', 'thirdPartPayerBillingSettingsId', 'externalInvoiceNumber', 'externalInvoiceAmount',
        'carrierLogoURL', 'customerName', 'dueDateTimeStamp', 'createDateTimeStamp', 'invoiceAmount', 'feeAndBalance', 'shipmentNumber', 'shipmentStatus',
        'numberOfRequiredDocuments', 'numberOfUploadedRequiredDocuments', 'balance', 'total', 'factoringCompany',
      ]),
    );
    const everything = (await t.payer.get(`${LIST}?isAuditable=false`)).json().totalCount;
    const all = await t.db.selectFrom('third_party_invoices').select((eb) => eb.fn.countAll<number>().as('n')).where('payer_company_id', '=', keystoneId).executeTakeFirstOrThrow();
    expect(everything).toBe(Number(all.n));
    expect(everything).toBeGreaterThan(answer.totalCount);
  });

  it('lists the newest invoice date first (undated last), then the newest invoice', async () => {
    // One invoice without an invoice date, which goes last.
    const undated = await invoiceOf(P.Draft, { skip: 4 });
    await t.db.updateTable('third_party_invoices').set({ invoice_date: null }).where('id', '=', undated.id).execute();
    const { rows } = await allPages<Row>(t.payer, `${LIST}?isAuditable=false`);
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.map((r) => r.invoiceDate).filter((d) => d === null)).toHaveLength(1);
    const expected = [...rows].sort((a, b) => {
      if (a.invoiceDate !== b.invoiceDate) return a.invoiceDate === null ? 1 : b.invoiceDate === null ? -1 : b.invoiceDate.localeCompare(a.invoiceDate);
      return b.id - a.id;
    });
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it('filters by status, action required and query, with sidebar counts that match', async () => {
    const counts = (await t.payer.get(`${LIST}/status-counts`)).json().data as Record<string, number>;
    const total = async (query: string) => (await t.payer.get(`${LIST}?${query}`)).json().totalCount as number;
    expect(await total('status=0')).toBe(counts.draft);
    expect(await total('status=Received')).toBe(counts.received);
    expect(await total('status=2&status=3')).toBe(counts.settled);
    expect(await total('actionRequired=true')).toBe(counts.actionRequired);
    expect(await total('')).toBe(counts.all);
    const settled = (await allPages<Row>(t.payer, `${LIST}?status=2,3`)).rows;
    expect(settled.length).toBe(counts.settled);
    expect(settled.length).toBeGreaterThan(0);
    for (const row of settled) expect([P.Settled, P.PaidInFull]).toContain(row.status.status);
    const actionRequired = (await allPages<Row>(t.payer, `${LIST}?actionRequired=true`)).rows;
    expect(actionRequired.length).toBe(counts.actionRequired);
    expect(actionRequired.length).toBeGreaterThan(0);
    for (const row of actionRequired) {
      expect(row.actionRequired).toBe(true);
      expect([P.Draft, P.Received]).toContain(row.status.status);
    }
    const wider = (await t.payer.get(`${LIST}/status-counts?isAuditable=false`)).json().data;
    expect(wider.all).toBeGreaterThan(counts.all);

    const sample = (await t.payer.get(`${LIST}?pageSize=1`)).json().data[0] as Row;
    for (const term of [sample.invoiceNumber, sample.shipmentNumber, sample.customerName!]) {
      const rows = (await allPages<Row>(t.payer, `${LIST}?query=${encodeURIComponent(term)}`)).rows;
      expect(rows.map((r) => r.id), term).toContain(sample.id);
    }
    const narrowed = (await t.payer.get(`${LIST}/status-counts?query=${sample.invoiceNumber}`)).json().data;
    expect(narrowed.all).toBe(1);
  });

  it('filters by invoice date and load date ranges', async () => {
    const todays = (await allPages<Row>(t.payer, `${LIST}?isAuditable=false&invoiceDateStart=${today()}&invoiceDateEnd=${today()}`)).rows;
    expect(todays.length).toBeGreaterThan(0);
    for (const row of todays) expect(row.invoiceDate).toBe(today());
    const all = (await allPages<Row>(t.payer, `${LIST}?isAuditable=false`)).rows;
    const loads = (await allPages<Row>(t.payer, `${LIST}?isAuditable=false&loadDateStart=${daysAgo(20)}&loadDateEnd=${daysAgo(5)}`)).rows;
    expect(loads.length).toBeGreaterThan(0);
    expect(loads.length).toBe(all.filter((r) => r.loadDate !== null && r.loadDate >= daysAgo(20) && r.loadDate <= daysAgo(5)).length);
    for (const row of loads) expect(row.loadDate! >= daysAgo(20) && row.loadDate! <= daysAgo(5)).toBe(true);
    const startOnly = (await allPages<Row>(t.payer, `${LIST}?isAuditable=false&invoiceDateStart=${daysAgo(7)}`)).rows;
    expect(startOnly.length).toBeGreaterThan(0);
    expect(startOnly.length).toBe(all.filter((r) => r.invoiceDate !== null && r.invoiceDate >= daysAgo(7)).length);
    for (const row of startOnly) expect(row.invoiceDate! >= daysAgo(7)).toBe(true);
  });

  it('refuses bad query values with 400 problems', async () => {
    for (const bad of [
      'status=9', 'status=Lost', 'isAuditable=maybe', 'actionRequired=2', 'pageSize=0', 'pageSize=101', 'page=0',
      'invoiceDateStart=2026-02-30', 'loadDateEnd=soon', `invoiceDateStart=${today()}&invoiceDateEnd=${daysAgo(3)}`, `loadDateStart=${today()}&loadDateEnd=${daysAgo(3)}`,
    ]) {
      const response = await t.payer.get(`${LIST}?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(Object.keys(problem(response).errors ?? {}).length, bad).toBeGreaterThan(0);
    }
    expect((await t.payer.get(`${LIST}/status-counts?isAuditable=perhaps`)).statusCode).toBe(400);
    const undefinedNumber = await t.payer.get(`${LIST}/undefined`);
    expect(undefinedNumber.statusCode).toBe(400);
    expect(problem(undefinedNumber).errors?.['params.invoiceNumber']).toEqual([INVOICE_NUMBER_NOT_VALID]);
  });

  it('answers the same list on the Carrier API (bearer + x-api-key)', async () => {
    const portal = (await t.payer.get(`${LIST}?status=1`)).json();
    const api = await t.payer.get('/carrier/api/v1/third_party_payer_invoices?status=1');
    expect(api.statusCode).toBe(200);
    expect(api.json()).toEqual(portal);
    const session = await login(t.app, DEMO.payer);
    const noKey = await t.app.inject({ method: 'GET', url: '/carrier/api/v1/third_party_payer_invoices', headers: { authorization: `Bearer ${session.token}` } });
    expect(noKey.statusCode).toBe(401);
  });
});

describe('the preview', () => {
  it('carries balance = invoice amount minus fee and balance, total, charges and the Remit To company, to the cent', async () => {
    const rows = (await allPages<Row>(t.payer, `${LIST}?isAuditable=false`)).rows;
    const withFee = rows.find((r) => r.feeAndBalance > 0)!;
    expect(withFee).toBeDefined();
    for (const row of rows) {
      expect(cents(row.balance)).toBe(cents(row.invoiceAmount) - cents(row.feeAndBalance));
      expect(row.total).toBe(row.invoiceAmount);
    }
    const detail = (await t.payer.get(`${LIST}/${withFee.invoiceNumber}`)).json().data;
    expect(cents(detail.balance)).toBe(cents(detail.invoiceAmount) - cents(detail.feeAndBalance));
    expect(detail.charges.length).toBeGreaterThan(0);
    expect(detail.charges.reduce((sum: number, c: { total: number }) => sum + cents(c.total), 0)).toBe(cents(detail.chargesTotal));
    expect(cents(detail.chargesTotal)).toBe(cents(detail.invoiceAmount));
    expect(detail.hasBillingSettings).toBe(true);
    const factored = rows.find((r) => r.carrierName === BLUE_RIDGE)!;
    expect(factored.factoringCompany?.name).toBe(CAPITAL);
  });

  it('totals decimal rate x units exactly', async () => {
    const invoice = await invoiceOf(P.Draft);
    await replaceCharges(t.db, { shipment_id: invoice.shipment_id, third_party_invoice_id: invoice.id }, [
      { description: 'Line Haul', charge_type_name: 'Line Haul', rate_cents: 210000, units: 1 },
      { description: 'Fuel', charge_type_name: 'Fuel Surcharge', rate_cents: 51, units: 987.65 },
      { description: 'Detention', charge_type_name: 'Detention', rate_cents: 7500, units: 1.75 },
    ]);
    const detail = (await t.payer.get(`${LIST}/${invoice.invoice_number}`)).json().data;
    // 51 x 987.65 = 50370.15 -> 50370 cents.
    expect(detail.charges.map((c: { total: number }) => cents(c.total))).toEqual([210000, 50370, 13125]);
    expect(cents(detail.chargesTotal)).toBe(210000 + 50370 + 13125);
    expect(detail.charges[1]).toEqual({ description: 'Fuel', chargeTypeName: 'Fuel Surcharge', rate: 0.51, units: 987.65, total: 503.7 });
  });

  it('says when there are no third-party billing settings (or they ended)', async () => {
    const invoice = await invoiceOf(P.Received);
    const settings = await t.db.selectFrom('third_party_invoices').select('billing_settings_id').where('id', '=', invoice.id).executeTakeFirstOrThrow();
    await t.db.updateTable('third_party_billing_settings').set({ is_active: false }).where('id', '=', settings.billing_settings_id!).execute();
    expect((await t.payer.get(`${LIST}/${invoice.invoice_number}`)).json().data.hasBillingSettings).toBe(false);
    await t.db.updateTable('third_party_billing_settings').set({ is_active: true }).where('id', '=', settings.billing_settings_id!).execute();
    await t.db.updateTable('third_party_invoices').set({ billing_settings_id: null }).where('id', '=', invoice.id).execute();
    const detail = (await t.payer.get(`${LIST}/${invoice.invoice_number}`)).json().data;
    expect(detail).toMatchObject({ hasBillingSettings: false, thirdPartPayerBillingSettingsId: null });
  });
});

describe('Add Invoice (PATCH) and the status moves', () => {
  it('saves a Draft and keeps it Draft until the required documents are uploaded, then submits it', async () => {
    const invoice = await invoiceOf(P.Draft, { carrierId: blueRidgeId });
    const first = await t.payer.patch(`${LIST}/${invoice.invoice_number}`, { externalInvoiceNumber: 'KFA-1', externalInvoiceAmount: '2500.05' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: INVOICE_UPDATED, submission: { submitted: false }, data: { status: { status: P.Draft, description: 'Draft' }, externalInvoiceAmount: 2500.05 } });
    expect(first.json().submission.reason).toContain(first.json().submission.missingDocuments[0]);

    // The carrier uploads the proof of delivery and its invoice; the payer then submits.
    const required = (await t.payer.get(`${LIST}/${invoice.invoice_number}/required-documents`)).json() as {
      data: { fileType: number; isUploaded: boolean; orderStopId: number | null; shipmentId: number | null }[];
    };
    for (const r of required.data.filter((x) => !x.isUploaded)) {
      if (r.fileType === 1) await uploadPdf(t.carrier, { orderStopId: r.orderStopId!, shipmentId: r.shipmentId! }, 'Proof of Delivery');
      else await uploadPdf(t.carrier, { thirdPartyInvoiceId: invoice.id }, 'Third Party');
    }
    const listed = (await t.payer.get(`${LIST}?isAuditable=false&query=${invoice.invoice_number}`)).json().data[0] as Row;
    expect(listed.numberOfUploadedRequiredDocuments).toBe(listed.numberOfRequiredDocuments);
    expect((await t.payer.get(`${LIST}/${invoice.invoice_number}/documents`)).json().totalCount).toBeGreaterThanOrEqual(listed.numberOfRequiredDocuments);

    const second = await t.payer.patch(`${LIST}/${invoice.invoice_number}`, { externalInvoiceNumber: 'KFA-1' });
    expect(second.statusCode).toBe(200);
    expect(second.json().submission).toEqual({ submitted: true, reason: null, missingDocuments: [] });
    expect(second.json().data).toMatchObject({ status: { status: P.Received, description: 'Received' }, actionRequired: false, isLocked: false });
  });

  it('saves an invoice before delivery, and refuses its submission until the shipment is delivered', async () => {
    const invoice = await invoiceOf(P.Draft, { skip: 1 });
    await t.db.updateTable('shipments').set({ status: ShipmentStatus.AtStop }).where('id', '=', invoice.shipment_id).execute();
    const response = await t.payer.patch(`${LIST}/${invoice.invoice_number}`, { externalInvoiceNumber: 'EARLY' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: INVOICE_UPDATED,
      submission: { submitted: false, reason: SHIPMENT_MUST_BE_DELIVERED },
      data: { status: { status: P.Draft }, externalInvoiceNumber: 'EARLY', isShipmentDelivered: false },
    });
    const stored = await t.db.selectFrom('third_party_invoices').select(['external_invoice_number', 'status']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ external_invoice_number: 'EARLY', status: P.Draft });
    // The brokerage cannot receive it either, with the same words.
    const receive = await t.ops.post(`/portal/api/internal/third-party-invoices/${invoice.invoice_number}/status`, { status: 'Received' });
    expect(receive.statusCode).toBe(409);
    expect(problem(receive)).toMatchObject({ detail: SHIPMENT_MUST_BE_DELIVERED, errors: { shipmentStatus: [SHIPMENT_MUST_BE_DELIVERED] } });
    await t.db.updateTable('shipments').set({ status: ShipmentStatus.Delivered }).where('id', '=', invoice.shipment_id).execute();
  });

  it('applies the invoice-entry rules', async () => {
    const invoice = await invoiceOf(P.Draft, { skip: 2 });
    for (const body of [{}, { externalInvoiceAmount: 'ten' }, { externalInvoiceNumber: '', externalInvoiceAmount: null }, { externalInvoiceAmount: '1.999' }]) {
      const response = await t.payer.patch(`${LIST}/${invoice.invoice_number}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(problem(response).errors ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('moves Received -> Settled -> Paid in Full for the brokerage, locks it, and refuses other moves', async () => {
    const invoice = await invoiceOf(P.Received, { skip: 1 });
    const path = `/portal/api/internal/third-party-invoices/${invoice.invoice_number}/status`;
    expect((await t.carrier.post(path, { status: 2 })).statusCode).toBe(403);
    expect(problem(await t.payer.post(path, { status: 2 })).detail).toBe(NOT_AUTHORIZED);
    expect((await t.ops.post(path, { status: P.PaidInFull })).statusCode).toBe(409);
    const settled = await t.ops.post(path, { status: 'Settled' });
    expect(settled.statusCode).toBe(200);
    expect(settled.json().data).toMatchObject({ status: { status: P.Settled, description: 'Settled' }, isLocked: true });

    const edit = await t.payer.patch(`${LIST}/${invoice.invoice_number}`, { externalInvoiceNumber: 'AFTER' });
    expect(edit.statusCode).toBe(409);
    expect(problem(edit).errors?.status?.[0]).toContain('Settled');

    expect((await t.ops.post(path, { status: P.Voided })).statusCode).toBe(409);
    const paid = await t.ops.post(path, { status: 'Paid in Full' });
    expect(paid.json().data.status).toEqual({ status: P.PaidInFull, description: 'Paid in Full' });
    expect((await t.payer.patch(`${LIST}/${invoice.invoice_number}`, { externalInvoiceAmount: '1' })).statusCode).toBe(409);
    expect((await t.ops.post(path, { status: 'Draft' })).statusCode).toBe(409);
    expect((await t.ops.post(path, { status: 'Lost' })).statusCode).toBe(400);
    expect((await t.ops.post('/portal/api/internal/third-party-invoices/TP-NOPE/status', { status: 2 })).statusCode).toBe(404);
  });
});

describe('isolation', () => {
  it('shows a carrier only the third-party invoices it is the carrier on', async () => {
    const { rows, totalCount } = await allPages<Row>(t.carrier, `${LIST}?isAuditable=false`);
    const own = await t.db.selectFrom('third_party_invoices').select((eb) => eb.fn.countAll<number>().as('n')).where('carrier_id', '=', blueRidgeId).executeTakeFirstOrThrow();
    expect(totalCount).toBe(Number(own.n));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.carrierName).toBe(BLUE_RIDGE);
    const foreign = await t.db.selectFrom('third_party_invoices').select('invoice_number').where('carrier_id', '<>', blueRidgeId).orderBy('id').executeTakeFirstOrThrow();
    for (const path of ['', '/documents', '/required-documents']) expect((await t.carrier.get(`${LIST}/${foreign.invoice_number}${path}`)).statusCode, path).toBe(404);
    expect((await t.carrier.patch(`${LIST}/${foreign.invoice_number}`, { externalInvoiceNumber: 'X' })).statusCode).toBe(404);
  });

  it('answers 404 to the payer for another payer\'s invoice, and shows factoring companies none', async () => {
    const invoice = await invoiceOf(P.Draft, { skip: 3 });
    const other = await t.db
      .insertInto('companies')
      .values({ company_number: 'TP-OTHER', name: 'Other Freight Audit', kind: 'ThirdPartyPayer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('third_party_invoices').set({ payer_company_id: other.id }).where('id', '=', invoice.id).execute();
    for (const path of ['', '/documents', '/required-documents']) expect((await t.payer.get(`${LIST}/${invoice.invoice_number}${path}`)).statusCode, path).toBe(404);
    expect((await t.payer.patch(`${LIST}/${invoice.invoice_number}`, { externalInvoiceNumber: 'X' })).statusCode).toBe(404);
    const ids = (await allPages<Row>(t.payer, `${LIST}?isAuditable=false`)).rows.map((r) => r.id);
    expect(ids).not.toContain(invoice.id);

    const fc = await t.factoring.get(`${LIST}?isAuditable=false`);
    expect(fc.statusCode).toBe(200);
    expect(fc.json().totalCount).toBe(0);
    const any = await t.db.selectFrom('third_party_invoices').select('invoice_number').where('factoring_company_id', 'is not', null).executeTakeFirstOrThrow();
    expect((await t.factoring.get(`${LIST}/${any.invoice_number}`)).statusCode).toBe(404);

    const driver = client(t.app, await login(t.app, DEMO.driver));
    expect((await driver.get(LIST)).statusCode).toBe(403);
    expect((await driver.get(`${LIST}/status-counts`)).statusCode).toBe(403);
  });
});
