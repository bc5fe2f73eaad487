import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApInvoice } from '@portal/domain/invoices/ap-invoice-schemas';
import type { PaymentSummary } from '@portal/domain/payments/payment-schemas';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { allPages, BLUE_RIDGE, CAPITAL, companyId, signIn, type Client } from './invoice-test-kit';

const LIST = '/portal/api/ap-invoices';

let t: TestApp;
let factoring: Client;
let carrier: Client;
let capitalId: number;
let blueRidgeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  ({ factoring, carrier } = await signIn(t.app, { factoring: DEMO.factoring, carrier: DEMO.carrierAdmin }));
  capitalId = await companyId(t.db, CAPITAL);
  blueRidgeId = await companyId(t.db, BLUE_RIDGE);
});
afterAll(async () => t?.close());

describe('whose invoice it is, for a factoring company', () => {
  it('names the carrier of each invoice on the list rows and the preview, each remitted to the factor', async () => {
    const { rows } = await allPages<ApInvoice>(factoring, `${LIST}?status=0`);
    expect(rows.length).toBeGreaterThan(0);
    const carriers = await t.db
      .selectFrom('ap_invoices')
      .innerJoin('companies as c', 'c.id', 'ap_invoices.carrier_id')
      .select(['ap_invoices.id', 'c.id as carrierId', 'c.name'])
      .where('ap_invoices.id', 'in', rows.map((r) => r.id))
      .execute();
    const carrierOf = new Map(carriers.map((c) => [c.id, { id: c.carrierId, name: c.name }]));
    for (const row of rows) {
      expect(row.carrier).toEqual(carrierOf.get(row.id));
      expect(row.carrier.id).not.toBe(capitalId);
      expect(row.remitTo).toEqual({ id: capitalId, name: CAPITAL });
    }
    const preview = (await factoring.get(`${LIST}/${rows[0]!.id}`)).json().data as ApInvoice;
    expect(preview.carrier).toEqual(rows[0]!.carrier);
  });

  it('names the carrier of each check paid to the factor', async () => {
    const checks = (await factoring.get('/portal/api/payments?paymentStartDate=2000-01-01')).json().data as PaymentSummary[];
    expect(checks.length).toBeGreaterThan(0);
    for (const check of checks) {
      expect(check.paidTo.id).toBe(capitalId);
      expect(check.carrier.name).toEqual(expect.any(String));
      expect(check.carrier.id).not.toBe(capitalId);
    }
  });

  it('shows a carrier only itself as the carrier of its invoices', async () => {
    const { rows } = await allPages<ApInvoice>(carrier, `${LIST}?status=0`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.carrier).toEqual({ id: blueRidgeId, name: BLUE_RIDGE });
  });
});
