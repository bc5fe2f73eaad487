import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '@portal/domain/common/money';
import { PayablesInvoiceStatus as P } from '@portal/domain/invoices/payables-invoice-status';
import type { PaymentDetail as Detail, PaymentDetailsAnswer, PaymentSummary as Summary } from '@portal/domain/payments/payment-schemas';
import { buildTestApp, DEMO, login, type TestApp } from '../helper';
import { allPages, BLUE_RIDGE, CAPITAL, cents, client, companyId, daysAgo, problem, signIn, today, type Client } from '../invoices/invoice-test-kit';
import { pdfText } from '../pdf-text';

let t: TestApp;
let carrier: Client;
let factoring: Client;
let ops: Client;
let blueRidgeId: number;
let capitalId: number;

beforeAll(async () => {
  t = await buildTestApp();
  ({ carrier, factoring, ops } = await signIn(t.app, { carrier: DEMO.carrierAdmin, factoring: DEMO.factoring, ops: DEMO.ops }));
  blueRidgeId = await companyId(t.db, BLUE_RIDGE);
  capitalId = await companyId(t.db, CAPITAL);
});
afterAll(async () => t?.close());


/** Settled invoices of Blue Ridge ready for a check, with deductions that end in odd cents. */
async function settledInvoices(count: number): Promise<number[]> {
  const rows = await t.db
    .selectFrom('ap_invoices')
    .select('id')
    .where('carrier_id', '=', blueRidgeId)
    .where('status', 'in', [P.Draft, P.Received, P.Settled])
    .orderBy('id')
    .limit(count)
    .execute();
  const ids = rows.map((r) => r.id);
  await t.db.updateTable('ap_invoices').set({ status: P.Settled }).where('id', 'in', ids).execute();
  await t.db.updateTable('ap_invoices').set({ fee_cents: 3333 }).where('id', '=', ids[0]).execute();
  return ids;
}

describe('payment summaries', () => {
  it('list the last 3 months by default, 20 a page, newest first', async () => {
    // More checks than a page, one of them four months old.
    const rows = Array.from({ length: 24 }, (_, i) => ({
      check_number: `T-${5000 + i}`,
      carrier_id: blueRidgeId,
      paid_to_company_id: capitalId,
      payment_type: i % 4,
      payment_date: daysAgo(2 + i * 3),
      amount_cents: 0,
    }));
    rows.push({ check_number: 'T-OLD', carrier_id: blueRidgeId, paid_to_company_id: capitalId, payment_type: 0, payment_date: daysAgo(125), amount_cents: 0 });
    await t.db.insertInto('payments').values(rows).execute();

    const first = await factoring.get('/portal/api/payments');
    expect(first.statusCode).toBe(200);
    const answer = first.json() as { data: Summary[]; totalCount: number };
    expect(answer.data).toHaveLength(20);
    expect(answer.totalCount).toBeGreaterThan(20);
    const threeMonthsAgo = new Date(`${today()}T00:00:00Z`);
    threeMonthsAgo.setUTCMonth(threeMonthsAgo.getUTCMonth() - 3);
    const { rows: all } = await allPages<Summary>(factoring, '/portal/api/payments');
    expect(all).toHaveLength(answer.totalCount);
    for (const s of all) {
      expect(s.paymentDate >= threeMonthsAgo.toISOString().slice(0, 10) && s.paymentDate <= today(), s.checkNumber).toBe(true);
      expect(s.paidTo).toEqual({ id: capitalId, name: CAPITAL });
    }
    expect(all.map((s) => s.checkNumber)).not.toContain('T-OLD');
    const dates = all.map((s) => s.paymentDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    const wider = await allPages<Summary>(factoring, `/portal/api/payments?paymentStartDate=${daysAgo(200)}&paymentEndDate=${today()}`);
    expect(wider.rows.map((s) => s.checkNumber)).toContain('T-OLD');
    expect(answer.data[0]).toEqual(expect.objectContaining({ paymentType: expect.objectContaining({ displayName: expect.any(String) }) }));
  });

  it('refuses bad query values with 400 problems', async () => {
    for (const bad of ['paymentStartDate=2026-13-01', 'paymentEndDate=yesterday', 'pageSize=0', 'pageSize=500', 'page=-1', 'page=x']) {
      const response = await carrier.get(`/portal/api/payments?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(Object.keys(problem(response).errors ?? {}).length).toBeGreaterThan(0);
    }
    const backwards = await carrier.get(`/portal/api/payments?paymentStartDate=${today()}&paymentEndDate=${daysAgo(10)}`);
    expect(backwards.statusCode).toBe(400);
    expect(problem(backwards).errors).toHaveProperty('paymentStartDate');
    expect((await carrier.get('/portal/api/payments/bad%20check')).statusCode).toBe(400);
  });

  it('keep every seeded check in agreement with its invoices, to the cent', async () => {
    const { rows } = await allPages<Summary>(carrier, `/portal/api/payments?paymentStartDate=${daysAgo(400)}`);
    const seeded = rows.filter((s) => !s.checkNumber.startsWith('T-'));
    expect(seeded.length).toBeGreaterThan(0);
    for (const s of seeded) {
      const details = await allPages<Detail>(carrier, `/portal/api/payments/${s.checkNumber}/details`);
      expect(details.rows).toHaveLength(s.invoiceCount);
      expect(s.invoiceCount, s.checkNumber).toBeGreaterThan(0);
      expect(details.rows.reduce((sum, d) => sum + cents(d.paidAmount), 0), s.checkNumber).toBe(cents(s.amount));
      for (const d of details.rows) expect(cents(d.invoiceAmount) - cents(d.deductions)).toBe(cents(d.paidAmount));
    }
  });
});

describe('paying Settled invoices (internal API)', () => {
  let check: Summary;
  let invoiceIds: number[];

  it('pays them with one check: Paid in Full, amount = sum of invoice minus deductions', async () => {
    invoiceIds = await settledInvoices(25);
    const expected = await t.db
      .selectFrom('ap_invoices')
      .select(['invoice_amount_cents', 'fee_cents'])
      .where('id', 'in', invoiceIds)
      .execute()
      .then((rows) => rows.reduce((sum, r) => sum + r.invoice_amount_cents - r.fee_cents, 0));
    const response = await ops.post('/portal/api/internal/payments', { checkNumber: 'CHK-77001', paymentType: 'Quick Pay', paymentDate: today(), invoiceIds });
    expect(response.statusCode).toBe(201);
    check = response.json().data;
    expect(check).toMatchObject({
      checkNumber: 'CHK-77001',
      paymentDate: today(),
      paymentType: { value: 2, displayName: 'Quick Pay' },
      invoiceCount: 25,
      paidTo: { id: capitalId, name: CAPITAL },
      carrier: { id: blueRidgeId, name: BLUE_RIDGE },
    });
    expect(cents(check.amount)).toBe(expected);
    const stored = await t.db.selectFrom('ap_invoices').select(['status', 'paid_amount_cents', 'invoice_amount_cents', 'fee_cents', 'paid_at']).where('id', 'in', invoiceIds).execute();
    expect(stored).toHaveLength(25);
    for (const row of stored) {
      expect(row.status).toBe(P.PaidInFull);
      expect(row.paid_amount_cents).toBe(row.invoice_amount_cents - row.fee_cents);
      expect(row.paid_at).not.toBeNull();
    }
    // The carrier sees them in its Paid view, locked.
    const paid = await allPages<{ id: number }>(carrier, '/carrier/api/v2/invoices?status=Paid');
    for (const id of invoiceIds) expect(paid.rows.map((r) => r.id)).toContain(id);
    expect((await carrier.patch(`/carrier/api/v2/invoices/${invoiceIds[0]}`, { externalInvoiceNumber: 'LATE' })).statusCode).toBe(409);
  });

  it('details every invoice of the check, 20 a page, with totals that equal the check amount', async () => {
    const first = (await factoring.get(`/portal/api/payments/${check.checkNumber}/details`)).json() as PaymentDetailsAnswer;
    expect(first.data).toHaveLength(20);
    expect(first.totalCount).toBe(25);
    const second = (await factoring.get(`/portal/api/payments/${check.checkNumber}/details?page=2`)).json() as { data: Detail[] };
    expect(second.data).toHaveLength(5);
    const lines = [...first.data, ...second.data];
    expect(new Set(lines.map((l) => l.invoiceId))).toEqual(new Set(invoiceIds));
    expect(lines.reduce((sum, l) => sum + cents(l.paidAmount), 0)).toBe(cents(check.amount));
    expect(cents(first.totals.paidAmount)).toBe(cents(check.amount));
    expect(cents(first.totals.invoiceAmount) - cents(first.totals.deductions)).toBe(cents(check.amount));
    expect(lines.find((l) => l.invoiceId === invoiceIds[0])?.deductions).toBe(33.33);
    const summary = (await carrier.get(`/portal/api/payments/${check.checkNumber}`)).json().data;
    expect(summary).toEqual(check);
    for (const bad of ['pageSize=0', 'pageSize=1000', 'page=0']) expect((await carrier.get(`/portal/api/payments/${check.checkNumber}/details?${bad}`)).statusCode, bad).toBe(400);
  });

  it('downloads a PDF and a CSV remittance whose totals agree with the check to the cent', async () => {
    const pdf = await factoring.get(`/portal/api/payments/${check.checkNumber}/remittance.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="remittance-${check.checkNumber}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texts = pdfText(pdf.rawPayload);
    const total = formatUsd(cents(check.amount));
    expect(texts).toContain(total);
    expect(texts).toContain('Total');
    expect(texts).toContain(CAPITAL);
    const details = await allPages<Detail>(factoring, `/portal/api/payments/${check.checkNumber}/details`);
    expect(details.rows).toHaveLength(25);
    for (const line of details.rows) {
      expect(texts).toContain(line.invoiceNumber);
      expect(texts).toContain(formatUsd(cents(line.paidAmount)));
    }

    const csv = await factoring.get(`/portal/api/payments/${check.checkNumber}/remittance.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n').map((l) => l.split(','));
    const header = lines[0];
    const paidColumn = header.indexOf('Paid Amount');
    const body = lines.slice(1, -1);
    const totalLine = lines[lines.length - 1];
    expect(body).toHaveLength(25);
    expect(totalLine[header.indexOf('Invoice Number')]).toBe('Total');
    expect(totalLine[paidColumn]).toBe(cents(check.amount) === 0 ? '0.00' : (cents(check.amount) / 100).toFixed(2));
    const sumOfLines = body.reduce((sum, l) => sum + Math.round(Number(l[paidColumn]) * 100), 0);
    expect(sumOfLines).toBe(cents(check.amount));
  });

  it('quotes carrier-typed text in the CSV and keeps it from starting a spreadsheet formula', async () => {
    const typed = ['=HYPERLINK("http://x")', 'Smith, "Jr"', '@SUM(A1)', '-12', '+1', 'line\nbreak'];
    const paid = await t.db.selectFrom('ap_invoices').select(['id', 'invoice_number']).where('id', 'in', invoiceIds).orderBy('id').limit(typed.length).execute();
    expect(paid).toHaveLength(typed.length);
    for (const [i, row] of paid.entries()) await t.db.updateTable('ap_invoices').set({ external_invoice_number: typed[i] }).where('id', '=', row.id).execute();
    const csv = (await factoring.get(`/portal/api/payments/${check.checkNumber}/remittance.csv`)).body;
    const expected = [`"'=HYPERLINK(""http://x"")"`, '"Smith, ""Jr"""', "'@SUM(A1)", "'-12", "'+1", '"line\nbreak"'];
    for (const [i, row] of paid.entries()) expect(csv, typed[i]).toContain(`,${row.invoice_number},${expected[i]},`);
    // Amounts are never prefixed, and the Total line still equals the check.
    const { totals } = (await factoring.get(`/portal/api/payments/${check.checkNumber}/details`)).json() as PaymentDetailsAnswer;
    const decimal = (dollars: number) => (cents(dollars) / 100).toFixed(2);
    // No invoice of this check went by quick pay: its fee column totals zero.
    expect(csv.endsWith(`,Total,,,,${decimal(totals.invoiceAmount)},${decimal(totals.deductions)},0.00,${decimal(check.amount)}\r\n`)).toBe(true);
  });

  it('refuses invoices that are not Settled, and leaves everything as it was', async () => {
    const [settled] = await settledInvoices(1);
    const received = await t.db.selectFrom('ap_invoices').select('id').where('carrier_id', '=', blueRidgeId).where('status', '=', P.Received).orderBy('id').executeTakeFirstOrThrow();
    const response = await ops.post('/portal/api/internal/payments', { checkNumber: 'CHK-77002', paymentDate: today(), invoiceIds: [settled, received.id] });
    expect(response.statusCode).toBe(409);
    expect(problem(response).errors).toHaveProperty('invoiceIds');
    expect((await t.db.selectFrom('ap_invoices').select('status').where('id', '=', settled).executeTakeFirstOrThrow()).status).toBe(P.Settled);
    expect(await t.db.selectFrom('payments').select('id').where('check_number', '=', 'CHK-77002').executeTakeFirst()).toBeUndefined();
    // Paid invoices cannot be paid twice either.
    expect((await ops.post('/portal/api/internal/payments', { checkNumber: 'CHK-77003', paymentDate: today(), invoiceIds: [invoiceIds[0]] })).statusCode).toBe(409);
  });

  it('refuses a check number in use, mixed carriers or payees, unknown invoices and bad bodies', async () => {
    const [a, b] = await settledInvoices(2);
    expect((await ops.post('/portal/api/internal/payments', { checkNumber: check.checkNumber, paymentDate: today(), invoiceIds: [a] })).statusCode).toBe(409);
    const other = await t.db.selectFrom('ap_invoices').select('id').where('carrier_id', '<>', blueRidgeId).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('ap_invoices').set({ status: P.Settled }).where('id', '=', other.id).execute();
    expect((await ops.post('/portal/api/internal/payments', { checkNumber: 'CHK-77004', paymentDate: today(), invoiceIds: [a, other.id] })).statusCode).toBe(409);
    await t.db.updateTable('ap_invoices').set({ remit_to_company_id: null }).where('id', '=', b).execute();
    const payees = await ops.post('/portal/api/internal/payments', { checkNumber: 'CHK-77005', paymentDate: today(), invoiceIds: [a, b] });
    expect(payees.statusCode).toBe(409);
    expect(problem(payees).detail).toContain('remit');
    expect((await ops.post('/portal/api/internal/payments', { checkNumber: 'CHK-77006', paymentDate: today(), invoiceIds: [a, 99999999] })).statusCode).toBe(404);
    for (const body of [
      { checkNumber: 'CHK-1', paymentDate: today(), invoiceIds: [] },
      { checkNumber: 'CHK-1', paymentDate: today(), invoiceIds: [a, a] },
      { checkNumber: 'bad check', paymentDate: today(), invoiceIds: [a] },
      { checkNumber: 'CHK-1', paymentDate: '2026-02-30', invoiceIds: [a] },
      { checkNumber: 'CHK-1', paymentDate: today(), paymentType: 9, invoiceIds: [a] },
      { checkNumber: 'CHK-1', paymentDate: today(), paymentType: 'Cash', invoiceIds: [a] },
    ]) {
      const response = await ops.post('/portal/api/internal/payments', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    // Paid to the carrier itself when the invoice has no remit-to company.
    const own = await ops.post('/portal/api/internal/payments', { checkNumber: 'CHK-77007', paymentType: 0, paymentDate: today(), invoiceIds: [b] });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.paidTo).toEqual({ id: blueRidgeId, name: BLUE_RIDGE });
  });

  it('is the brokerage only', async () => {
    const [a] = await settledInvoices(1);
    for (const c of [carrier, factoring]) {
      expect((await c.post('/portal/api/internal/payments', { checkNumber: 'CHK-77008', paymentDate: today(), invoiceIds: [a] })).statusCode).toBe(403);
    }
  });
});

describe('isolation of checks', () => {
  it('answers 404 for another company\'s check on every endpoint that takes a check number', async () => {
    const foreign = await t.db.selectFrom('payments').select('check_number').where('carrier_id', '<>', blueRidgeId).orderBy('id').executeTakeFirstOrThrow();
    const mine = await t.db.selectFrom('payments').select('check_number').where('carrier_id', '=', blueRidgeId).where('check_number', 'not like', 'T-%').orderBy('id').executeTakeFirstOrThrow();
    for (const c of [carrier, factoring]) {
      for (const path of ['', '/details', '/remittance.pdf', '/remittance.csv']) {
        expect((await c.get(`/portal/api/payments/${foreign.check_number}${path}`)).statusCode, path).toBe(404);
        expect((await c.get(`/portal/api/payments/${mine.check_number}${path}`)).statusCode, path).toBe(200);
        expect((await c.get(`/portal/api/payments/NOPE-1${path}`)).statusCode, path).toBe(404);
      }
    }
    // That carrier's own user sees its check and not Blue Ridge's.
    const user = await t.db
      .selectFrom('users')
      .innerJoin('payments', 'payments.carrier_id', 'users.company_id')
      .select('users.email')
      .where('payments.check_number', '=', foreign.check_number)
      .where('users.status', '=', 'Active')
      .where(({ eb, val }) => eb(val('CarrierPortal'), '=', eb.fn.any('users.permissions')))
      .executeTakeFirst();
    expect(user, 'a carrier-portal user of the other carrier').toBeDefined();
    const other = client(t.app, await login(t.app, user!.email));
    expect((await other.get(`/portal/api/payments/${foreign.check_number}`)).statusCode).toBe(200);
    expect((await other.get(`/portal/api/payments/${mine.check_number}`)).statusCode).toBe(404);
    const list = await allPages<Summary>(other, `/portal/api/payments?paymentStartDate=${daysAgo(400)}`);
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.every((s) => s.carrier.id !== blueRidgeId)).toBe(true);
    for (const who of [DEMO.driver, DEMO.payer]) {
      const c = client(t.app, await login(t.app, who));
      expect((await c.get('/portal/api/payments')).statusCode, who).toBe(403);
    }
  });
});
