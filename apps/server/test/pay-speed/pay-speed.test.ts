import { beforeAll, describe, expect, it } from 'vitest';
import { PayablesInvoiceStatus as P } from '@portal/domain/invoices/payables-invoice-status';
import { DEMO, testAppForFile } from '../helper';
import { LONE_STAR_DISPATCH, signInActor } from '../shipments/fixtures';
import { cents, companyId, today } from '../invoices/invoice-test-kit';

const t = testAppForFile(
  { carrier: 'dispatch@greatlakescarriers.test', otherCarrier: LONE_STAR_DISPATCH, factoring: DEMO.factoring, ops: DEMO.ops, ap: DEMO.ap, broker: DEMO.broker },
  signInActor,
);

let greatLakes: number;
beforeAll(async () => {
  greatLakes = await companyId(t.db, 'Great Lakes Carriers');
});

const tomorrow = () => new Date(Date.parse(`${today()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function invoiceOf(status: number, skip = 0) {
  return t.db
    .selectFrom('ap_invoices')
    .select(['id', 'invoice_number', 'invoice_amount_cents', 'fee_cents'])
    .where('carrier_id', '=', greatLakes)
    .where('status', '=', status)
    .where('invoice_amount_cents', '>', 0)
    .orderBy('id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
}

const paySpeedOf = (id: number) => t.carrier.request('GET', `/portal/api/ap-invoices/${id}/pay-speed`);
const switchTo = (who: typeof t.carrier, id: number, paySpeed: string) => who.request('PUT', `/portal/api/ap-invoices/${id}/pay-speed`, { paySpeed });

describe('the quick pay fee table', () => {
  it('is read by the brokerage with the version in force marked, and refused to carriers', async () => {
    const table = await t.ops.request('GET', '/portal/api/quick-pay-fees');
    expect(table.statusCode).toBe(200);
    const versions = table.json().data as { effectiveOn: string; inForce: boolean; rates: Record<string, number> }[];
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(versions.filter((v) => v.inForce)).toHaveLength(1);
    expect(versions.every((v) => v.rates.top === 0)).toBe(true);
    expect((await t.carrier.request('GET', '/portal/api/quick-pay-fees')).statusCode).toBe(403);
    expect((await t.factoring.request('GET', '/portal/api/quick-pay-fees')).statusCode).toBe(403);
  });

  it('takes a new version from payables staff, today or later, one per day', async () => {
    const body = { effectiveOn: today(), rates: { good: 1.25, atRisk: 3.5, notRated: 2.75 } };
    const added = await t.ap.request('POST', '/portal/api/quick-pay-fees', body);
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ effectiveOn: today(), inForce: true, rates: { top: 0, good: 1.25, atRisk: 3.5, notRated: 2.75 } });
    expect((await t.ap.request('POST', '/portal/api/quick-pay-fees', body)).statusCode).toBe(409);
    expect((await t.ap.request('POST', '/portal/api/quick-pay-fees', { ...body, effectiveOn: '2020-01-01' })).statusCode).toBe(400);
    expect((await t.carrier.request('POST', '/portal/api/quick-pay-fees', { ...body, effectiveOn: tomorrow() })).statusCode).toBe(403);
    // Tomorrow's version does not price today's switches.
    expect((await t.ap.request('POST', '/portal/api/quick-pay-fees', { effectiveOn: tomorrow(), rates: { good: 9, atRisk: 9, notRated: 9 } })).statusCode).toBe(201);
    const audit = await t.db.selectFrom('audit_events').select('details').where('action', '=', 'quick_pay_fees.version_added').execute();
    expect(audit).toHaveLength(2);
  });
});

describe('switching an invoice to quick pay', () => {
  it("charges the fee of the table in force today for the carrier's tier, as a line on the invoice", async () => {
    const invoice = await invoiceOf(P.Received);
    const before = await paySpeedOf(invoice.id);
    expect(before.statusCode).toBe(200);
    const quote = before.json().data.quote as { tier: string; ratePercent: number; fee: number };
    const expectedRate = { top: 0, good: 1.25, atRisk: 3.5, notRated: 2.75 }[quote.tier]!;
    expect(quote.ratePercent).toBe(expectedRate);
    const expectedFee = Math.round((invoice.invoice_amount_cents * expectedRate * 100) / 10_000);
    expect(cents(quote.fee)).toBe(expectedFee);

    const changed = await switchTo(t.carrier, invoice.id, 'quick');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ paySpeed: 'quick', quickPayFee: expectedFee / 100 });
    expect(changed.json().message).toContain('quick pay');
    const detail = await t.carrier.request('GET', `/portal/api/ap-invoices/${invoice.id}`);
    expect(cents(detail.json().data.balanceDue)).toBe(invoice.invoice_amount_cents - invoice.fee_cents - expectedFee);
    const row = await t.db.selectFrom('ap_invoices').select(['pay_speed', 'quick_pay_fee_cents']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ pay_speed: 'quick', quick_pay_fee_cents: expectedFee });
    const audit = await t.db.selectFrom('audit_events').select('details').where('action', '=', 'invoice.pay_speed_changed').where('target_id', '=', invoice.invoice_number).executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ to: { paySpeed: 'quick' } });

    // Back to the terms drops the fee.
    const standard = await switchTo(t.carrier, invoice.id, 'standard');
    expect(standard.json().data).toMatchObject({ paySpeed: 'standard', quickPayFee: 0 });
  });

  it('is refused to everyone but the carrier: 404 to other companies, 403 to the brokerage', async () => {
    const invoice = await invoiceOf(P.Received);
    expect((await switchTo(t.otherCarrier, invoice.id, 'quick')).statusCode).toBe(404);
    expect((await t.otherCarrier.request('GET', `/portal/api/ap-invoices/${invoice.id}/pay-speed`)).statusCode).toBe(404);
    expect((await switchTo(t.factoring, invoice.id, 'quick')).statusCode).toBe(404);
    expect((await switchTo(t.broker, invoice.id, 'quick')).statusCode).toBe(404);
    const brokerage = await switchTo(t.ops, invoice.id, 'quick');
    expect(brokerage.statusCode).toBe(403);
    expect(brokerage.json().detail).toBe("Only the invoice's carrier chooses its pay speed");
    const read = await t.ops.request('GET', `/portal/api/ap-invoices/${invoice.id}/pay-speed`);
    expect(read.json().data).toMatchObject({ mayChange: false, refusal: { code: 'paySpeed.onlyCarrier' } });
    expect((await switchTo(t.carrier, invoice.id, 'fast')).statusCode).toBe(400);
  });

  it('is refused once the proof of delivery is approved, with the reason', async () => {
    const settled = await invoiceOf(P.Settled);
    const refused = await switchTo(t.carrier, settled.id, 'quick');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(`Invoice ${settled.invoice_number} is Settled: the pay speed can only change until the proof of delivery is approved`);
    expect((await paySpeedOf(settled.id)).json().data).toMatchObject({ mayChange: false, refusal: { code: 'paySpeed.approved' } });
  });

  it('takes the fee off the check, and prints it on the remittance', async () => {
    const invoice = await invoiceOf(P.Received, 1);
    const quick = await switchTo(t.carrier, invoice.id, 'quick');
    const feeCents = cents(quick.json().data.quickPayFee);
    expect((await t.ap.request('POST', `/portal/api/internal/ap-invoices/${invoice.id}/settle`)).statusCode).toBe(200);
    // Approved: the speed stays as chosen.
    expect((await switchTo(t.carrier, invoice.id, 'standard')).statusCode).toBe(409);
    const paid = await t.ops.request('POST', '/portal/api/internal/payments', { checkNumber: 'CHK-QUICK-1', paymentDate: today(), invoiceIds: [invoice.id] });
    expect(paid.statusCode).toBe(201);
    expect(cents(paid.json().data.amount)).toBe(invoice.invoice_amount_cents - invoice.fee_cents - feeCents);
    const csv = await t.carrier.request('GET', '/portal/api/payments/CHK-QUICK-1/remittance.csv');
    expect(csv.statusCode).toBe(200);
    const [header, line] = csv.body.split('\r\n').map((l) => l.split(','));
    const column = header!.indexOf('Quick Pay Fee');
    expect(column).toBeGreaterThan(0);
    expect(line![column]).toBe((feeCents / 100).toFixed(2));
  });
});
