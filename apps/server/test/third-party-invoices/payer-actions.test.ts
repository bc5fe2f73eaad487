import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityType } from '@portal/domain/common/entity-type';
import { NOT_AUTHORIZED } from '@portal/domain/common/messages';
import { PayablesInvoiceStatus as P } from '@portal/domain/invoices/payables-invoice-status';
import type { ThirdPartyInvoiceDetail } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { buildTestApp, DEMO, login, type TestApp } from '../helper';
import { BLUE_RIDGE, client, companyId, KEYSTONE, problem, signIn, today, type Client } from '../invoices/invoice-test-kit';

const LIST = '/portal/api/third-party-invoices';

let t: TestApp;
let payer: Client;
let carrier: Client;
let ops: Client;
let ap: Client;
let billTo: Client;
let inquiry: Client;
let otherPayer: Client;
let keystoneId: number;

/** A Keystone user copied from payer@ with other roles, or of another payer company. */
async function payerUser(email: string, roles: string[], company?: number): Promise<Client> {
  const template = await t.db.selectFrom('users').selectAll().where('email', '=', DEMO.payer).executeTakeFirstOrThrow();
  const { id: _id, ...copy } = template;
  await t.db
    .insertInto('users')
    .values({ ...copy, email, user_name: email, roles, company_id: company ?? template.company_id, contact_id: null, api_key: email.replace(/\W/g, '').padEnd(32, '0').slice(0, 32) })
    .execute();
  return client(t.app, await login(t.app, email));
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ payer, carrier, ops } = await signIn(t.app, { payer: DEMO.payer, carrier: DEMO.carrierAdmin, ops: DEMO.ops }));
  keystoneId = await companyId(t.db, KEYSTONE);
  const other = await t.db
    .insertInto('companies')
    .values({ company_number: 'TP-OTHER-2', name: 'Second Freight Audit', kind: 'ThirdPartyPayer', has_3pl_network: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  ap = await payerUser('ap@keystoneaudit.test', ['AP']);
  billTo = await payerUser('billto@keystoneaudit.test', ['BillTo']);
  inquiry = await payerUser('inquiry@keystoneaudit.test', ['BillingInquiry']);
  otherPayer = await payerUser('admin@secondaudit.test', ['Admin'], other.id);
});
afterAll(async () => t?.close());

/** Keystone's n-th invoice in a status, for the demo carrier when asked. */
async function invoiceOf(status: number, skip = 0, carrierId?: number) {
  let q = t.db.selectFrom('third_party_invoices').select(['id', 'invoice_number']).where('payer_company_id', '=', keystoneId).where('status', '=', status);
  if (carrierId !== undefined) q = q.where('carrier_id', '=', carrierId);
  return q.orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow();
}

const detail = async (c: Client, number: string) => (await c.get(`${LIST}/${number}`)).json().data as ThirdPartyInvoiceDetail;

async function historyOf(invoiceId: number) {
  return t.db.selectFrom('notes').select(['content', 'allow_portal_access']).where('entity_type', '=', EntityType.THIRD_PARTY).where('entity_id', '=', invoiceId).orderBy('id').execute();
}

describe('approve', () => {
  it('moves a Received invoice to Settled for the demo payer (BillTo and AP), with an internal history note', async () => {
    const invoice = await invoiceOf(P.Received, 0);
    const answer = await payer.post(`${LIST}/${invoice.invoice_number}/approve`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(`Invoice ${invoice.invoice_number} approved`);
    expect(answer.json().data).toMatchObject({ status: { status: P.Settled, description: 'Settled' }, isLocked: true, actionRequired: false, payerCompanyId: keystoneId });
    expect(answer.json().data.approvedAt).toEqual(expect.any(String));
    const notes = await historyOf(invoice.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ allow_portal_access: false });
    expect(notes[0]!.content).toContain('approved by Riley Chen (Keystone Freight Audit)');
    // Approving twice is a conflict, not a second move.
    expect((await payer.post(`${LIST}/${invoice.invoice_number}/approve`)).statusCode).toBe(409);
  });

  it('refuses a Draft (409), a BillingInquiry-only user (403), the carrier (403), another payer (404), an unknown number (404)', async () => {
    const draft = await invoiceOf(P.Draft, 0);
    const conflict = await payer.post(`${LIST}/${draft.invoice_number}/approve`);
    expect(conflict.statusCode).toBe(409);
    expect(problem(conflict).detail).toBe('Only a Received invoice can be approved; this one is Draft');

    const blueRidge = await companyId(t.db, BLUE_RIDGE);
    const received = await invoiceOf(P.Received, 0, blueRidge);
    for (const action of ['approve', 'dispute', 'pay']) {
      const body = action === 'dispute' ? { reason: 'Rate too high' } : action === 'pay' ? { paymentReference: 'ACH-9', paidOn: today() } : undefined;
      const refused = await inquiry.post(`${LIST}/${received.invoice_number}/${action}`, body);
      expect(refused.statusCode, action).toBe(403);
      expect(problem(refused).detail).toBe(NOT_AUTHORIZED);
      expect((await carrier.post(`${LIST}/${received.invoice_number}/${action}`, body)).statusCode, action).toBe(403);
      // BillTo alone approves and disputes but does not pay (a Received invoice is not payable anyway: the role is checked first).
      if (action === 'pay') expect((await billTo.post(`${LIST}/${received.invoice_number}/${action}`, body)).statusCode, action).toBe(403);
      expect((await otherPayer.post(`${LIST}/${received.invoice_number}/${action}`, body)).statusCode, action).toBe(404);
      expect((await payer.post(`${LIST}/TP-NOPE/${action}`, body)).statusCode, action).toBe(404);
    }
    // The brokerage reads every invoice but is not the payer.
    expect((await ops.post(`${LIST}/${received.invoice_number}/approve`)).statusCode).toBe(403);
    expect((await detail(payer, received.invoice_number)).status.status).toBe(P.Received);
  });
});

describe('dispute', () => {
  it('needs a reason, keeps it on the invoice for the payer, the carrier and the brokerage, and puts it in Action Required', async () => {
    const blueRidge = await companyId(t.db, BLUE_RIDGE);
    const invoice = await invoiceOf(P.Received, 1, blueRidge);
    await t.db.updateTable('third_party_invoices').set({ action_required: false }).where('id', '=', invoice.id).execute();
    const path = `${LIST}/${invoice.invoice_number}/dispute`;
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }, { reason: 42 }]) {
      const bad = await payer.post(path, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(problem(bad).errors?.reason).toBeDefined();
    }
    const before = (await payer.get(`${LIST}/status-counts?isAuditable=false`)).json().data.actionRequired as number;

    const answer = await payer.post(path, { reason: '  Detention was not agreed  ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      status: { status: P.Received, description: 'Received' },
      actionRequired: true,
      dispute: { reason: 'Detention was not agreed', disputedBy: 'Riley Chen', open: true },
    });
    expect((await payer.get(`${LIST}/status-counts?isAuditable=false`)).json().data.actionRequired).toBe(before + 1);
    const actionRequired = (await payer.get(`${LIST}?isAuditable=false&actionRequired=true&pageSize=100`)).json().data as { id: number }[];
    expect(actionRequired.map((r) => r.id)).toContain(invoice.id);

    for (const reader of [carrier, ops]) expect((await detail(reader, invoice.invoice_number)).dispute).toMatchObject({ reason: 'Detention was not agreed', open: true });
    const notes = await historyOf(invoice.id);
    expect(notes.map((n) => n.content)).toEqual([expect.stringContaining('disputed by Riley Chen (Keystone Freight Audit): Detention was not agreed')]);
    expect(notes[0]!.allow_portal_access).toBe(false);

    const twice = await payer.post(path, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(problem(twice).detail).toBe('This invoice is already disputed');

    // Approving resolves it: kept on the invoice, no longer open, out of Action Required.
    const approved = await ap.post(`${LIST}/${invoice.invoice_number}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: { status: P.Settled }, actionRequired: false, dispute: { reason: 'Detention was not agreed', open: false } });
    expect((await historyOf(invoice.id)).at(-1)!.content).toContain('The dispute is resolved.');
  });
});

describe('pay', () => {
  it('moves a Settled invoice to Paid in Full for AP with a reference and date; BillTo may not pay', async () => {
    const invoice = await invoiceOf(P.Settled, 0);
    const path = `${LIST}/${invoice.invoice_number}/pay`;
    expect((await billTo.post(path, { paymentReference: 'ACH-1', paidOn: today() })).statusCode).toBe(403);
    for (const body of [{ paidOn: today() }, { paymentReference: 'ACH-1' }, { paymentReference: 'ACH-1', paidOn: '2026-02-30' }, { paymentReference: 'x'.repeat(51), paidOn: today() }]) {
      expect((await ap.post(path, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const paid = await ap.post(path, { paymentReference: ' ACH-778812 ', paidOn: today() });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe(`Invoice ${invoice.invoice_number} paid in full`);
    expect(paid.json().data).toMatchObject({ status: { status: P.PaidInFull, description: 'Paid in Full' }, payment: { reference: 'ACH-778812', paidOn: today() } });
    expect((await historyOf(invoice.id)).at(-1)!.content).toContain(`reference ACH-778812, paid on ${today()}`);
    const again = await ap.post(path, { paymentReference: 'ACH-2', paidOn: today() });
    expect(again.statusCode).toBe(409);
    expect(problem(again).detail).toBe('Only a Settled invoice can be paid; this one is Paid in Full');
    // A Received invoice is approved before it is paid.
    const received = await invoiceOf(P.Received, 2);
    expect((await ap.post(`${LIST}/${received.invoice_number}/pay`, { paymentReference: 'ACH-3', paidOn: today() })).statusCode).toBe(409);
  });
});
