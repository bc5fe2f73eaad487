import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_MESSAGES } from '@portal/domain/back-office/back-office-rules';
import type { BackOfficeInvoice, BackOfficeInvoiceList } from '@portal/domain/back-office/back-office-schemas';
import { NOT_AUTHORIZED } from '@portal/domain/common/messages';
import { PayablesInvoiceStatus as P } from '@portal/domain/invoices/payables-invoice-status';
import { buildTestApp, DEMO, login, type TestApp } from '../helper';
import { allPages, BLUE_RIDGE, CAPITAL, client, companyId, problem, seededInvoice, today, type Client } from './invoice-test-kit';

/**
 * The brokerage's back office: the internal list of carrier invoices by status, who may approve
 * (AP or Admin) and who may pay (Admin, never their own approval), and the e-mail a payment sends.
 */

const LIST = '/portal/api/internal/ap-invoices';
const settle = (c: Client, id: number) => c.post(`${LIST}/${id}/settle`);

let t: TestApp;
let ops: Client;
let ap: Client;
let carrier: Client;
let blueRidgeId: number;
let capitalId: number;
let apUserId: number;
let opsUserId: number;
let checks = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const [opsSession, apSession, carrierSession] = [await login(t.app, DEMO.ops), await login(t.app, DEMO.ap), await login(t.app, DEMO.carrierAdmin)];
  [ops, ap, carrier] = [client(t.app, opsSession), client(t.app, apSession), client(t.app, carrierSession)];
  [apUserId, opsUserId] = [apSession.user.id, opsSession.user.id];
  blueRidgeId = await companyId(t.db, BLUE_RIDGE);
  capitalId = await companyId(t.db, CAPITAL);
});
afterAll(async () => t?.close());

/** A Received invoice of Blue Ridge, remitted to the given party (null: the carrier itself). */
async function receivedInvoice(remitTo: number | null) {
  const row = await seededInvoice(t.db, blueRidgeId, P.Received);
  await t.db.updateTable('ap_invoices').set({ remit_to_company_id: remitTo }).where('id', '=', row.id).execute();
  return row;
}

const pay = (c: Client, invoiceIds: number[]) =>
  c.post('/portal/api/internal/payments', { checkNumber: `BO-${++checks}`, paymentType: 'Quick Pay', paymentDate: today(), invoiceIds });

describe('the back-office list', () => {
  it('lists one status at a time, 50 a page by default, with the carrier, shipment, documents and payee', async () => {
    const expected = Number((await t.db.selectFrom('ap_invoices').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', P.Received).executeTakeFirstOrThrow()).n);
    expect(expected).toBeGreaterThan(0);
    const first = await ops.get(LIST);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json() as BackOfficeInvoiceList;
    expect(answer.totalCount).toBe(expected);
    expect(answer.data).toHaveLength(Math.min(50, expected));
    const { rows } = await allPages<BackOfficeInvoice>(ops, `${LIST}?status=Received`);
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((r) => r.id)).size).toBe(expected);
    for (const row of rows) {
      expect(row.status).toEqual({ value: P.Received, displayName: 'Received' });
      expect(row.payee).toEqual(row.remitTo ?? row.carrier);
      expect(row.numberOfUploadedRequiredDocuments).toBeLessThanOrEqual(row.numberOfRequiredDocuments);
      expect(Math.round(row.balanceDue * 100)).toBe(Math.round(row.invoiceAmount * 100) - Math.round(row.feeAmount * 100));
    }
    const stored = await t.db
      .selectFrom('ap_invoices as i')
      .innerJoin('shipments as s', 's.id', 'i.shipment_id')
      .innerJoin('companies as c', 'c.id', 'i.carrier_id')
      .select(['i.id', 'i.invoice_number', 's.shipment_number', 'c.name', 'i.external_invoice_number'])
      .where('i.id', '=', rows[0].id)
      .executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({ invoiceNumber: stored.invoice_number, shipmentNumber: stored.shipment_number, carrier: { name: stored.name }, externalInvoiceNumber: stored.external_invoice_number });
    expect(rows[0].lane.origin.city).toEqual(expect.any(String));
  });

  it('reads each status by name or code, and searches invoice, shipment and carrier', async () => {
    for (const [status, code] of [['Settled', P.Settled], ['Paid in Full', P.PaidInFull], ['PaidInFull', P.PaidInFull], ['2', P.Settled]] as const) {
      const response = await ap.get(`${LIST}?status=${encodeURIComponent(status)}&pageSize=5`);
      expect(response.statusCode, status).toBe(200);
      for (const row of (response.json() as BackOfficeInvoiceList).data) expect(row.status.value, status).toBe(code);
    }
    const paid = (await ops.get(`${LIST}?status=3&pageSize=3`)).json() as BackOfficeInvoiceList;
    expect(paid.data.length).toBeGreaterThan(0);
    for (const row of paid.data) expect(row.payment?.checkNumber).toEqual(expect.any(String));

    const some = ((await ops.get(LIST)).json() as BackOfficeInvoiceList).data[0];
    for (const text of [some.invoiceNumber, some.shipmentNumber, some.carrier.name.slice(0, 8).toLowerCase()]) {
      const found = (await ops.get(`${LIST}?search=${encodeURIComponent(text)}&pageSize=100`)).json() as BackOfficeInvoiceList;
      expect(found.data.map((r) => r.id), text).toContain(some.id);
    }
    expect(((await ops.get(`${LIST}?search=no-such-invoice-anywhere`)).json() as BackOfficeInvoiceList).totalCount).toBe(0);
  });

  it('refuses statuses it does not serve and bad paging with 400 problems', async () => {
    for (const bad of ['status=Draft', 'status=0', 'status=-1', 'status=Voided', 'pageSize=0', 'pageSize=500', 'page=0', `search=${'x'.repeat(101)}`]) {
      const response = await ops.get(`${LIST}?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(Object.keys(problem(response).errors ?? {}).length, bad).toBeGreaterThan(0);
    }
  });

  it('is for the brokerage staff only: every other demo role gets 403', async () => {
    for (const email of [DEMO.carrierAdmin, DEMO.dispatcher, DEMO.broker, DEMO.driver, DEMO.factoring, DEMO.payer]) {
      const response = await client(t.app, await login(t.app, email)).get(LIST);
      expect(response.statusCode, email).toBe(403);
      expect(problem(response).detail).toBe(NOT_AUTHORIZED);
    }
  });
});

describe('who approves and who pays', () => {
  it('lets the AP clerk approve, recording who did, but not pay', async () => {
    const invoice = await receivedInvoice(null);
    const settled = await settle(ap, invoice.id);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().data.status.value).toBe(P.Settled);
    const row = await t.db.selectFrom('ap_invoices').select(['settled_by_user_id', 'settled_at']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(row.settled_by_user_id).toBe(apUserId);
    expect(row.settled_at).not.toBeNull();
    const listed = (await ops.get(`${LIST}?status=Settled&search=${invoice.invoice_number}`)).json() as BackOfficeInvoiceList;
    expect(listed.data.find((r) => r.id === invoice.id)?.settledBy).toEqual({ id: apUserId, name: 'Priya Raman' });

    const refused = await pay(ap, [invoice.id]);
    expect(refused.statusCode).toBe(403);
    expect(problem(refused).detail).toBe(BACK_OFFICE_MESSAGES.payRole);
    const still = await t.db.selectFrom('ap_invoices').select('status').where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(still.status).toBe(P.Settled);

    const paid = await pay(ops, [invoice.id]);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ invoiceCount: 1, paidTo: { id: blueRidgeId, name: BLUE_RIDGE }, paymentType: { displayName: 'Quick Pay' } });
  });

  it('never lets the Admin who approved an invoice pay it, alone or with others', async () => {
    const own = await receivedInvoice(null);
    expect((await settle(ops, own.id)).statusCode).toBe(200);
    const other = await receivedInvoice(null);
    expect((await settle(ap, other.id)).statusCode).toBe(200);
    const before = Number((await t.db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    for (const ids of [[own.id], [other.id, own.id]]) {
      const refused = await pay(ops, ids);
      expect(refused.statusCode).toBe(403);
      expect(problem(refused).detail).toBe(BACK_OFFICE_MESSAGES.ownApproval([own.invoice_number]));
    }
    const after = Number((await t.db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before);
    const statuses = await t.db.selectFrom('ap_invoices').select(['id', 'status', 'settled_by_user_id']).where('id', 'in', [own.id, other.id]).orderBy('id').execute();
    expect(statuses.every((s) => s.status === P.Settled)).toBe(true);
    expect(statuses.find((s) => s.id === own.id)?.settled_by_user_id).toBe(opsUserId);
    // Each is paid by an Admin who did not approve it.
    expect((await pay(ops, [other.id])).statusCode).toBe(201);
    await t.db.updateTable('users').set({ roles: ['Admin'] }).where('email', '=', DEMO.ap).execute();
    const byOtherAdmin = await pay(ap, [own.id]);
    await t.db.updateTable('users').set({ roles: ['AP'] }).where('email', '=', DEMO.ap).execute();
    expect(byOtherAdmin.statusCode, byOtherAdmin.body).toBe(201);
  });

  it('refuses approving to brokerage staff without the AP or Admin role, and to everyone outside the brokerage', async () => {
    const invoice = await receivedInvoice(null);
    await t.db.updateTable('users').set({ roles: ['BillingInquiry'] }).where('email', '=', 'claims@summitfreight.test').execute();
    const claims = client(t.app, await login(t.app, 'claims@summitfreight.test'));
    const refused = await settle(claims, invoice.id);
    expect(refused.statusCode).toBe(403);
    expect(problem(refused).detail).toBe(BACK_OFFICE_MESSAGES.approveRole);
    expect((await pay(claims, [invoice.id])).statusCode).toBe(403);
    const byCarrier = await settle(carrier, invoice.id);
    expect(byCarrier.statusCode).toBe(403);
    expect(problem(byCarrier).detail).toBe(NOT_AUTHORIZED);
    const stored = await t.db.selectFrom('ap_invoices').select(['status', 'settled_by_user_id']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: P.Received, settled_by_user_id: null });
  });
});

describe('the payment e-mail', () => {
  async function newMail(afterId: number) {
    return t.db.selectFrom('outbox_emails').select(['to_address', 'subject', 'text_body']).where('id', '>', afterId).orderBy('id').execute();
  }

  async function wantingPayments(companyIds: number[]) {
    const users = await t.db
      .selectFrom('users as u')
      .leftJoin('notification_preferences as n', 'n.user_id', 'u.id')
      .select(['u.email', 'n.email_payments'])
      .where('u.company_id', 'in', companyIds)
      .where('u.status', '=', 'Active')
      .execute();
    return {
      on: users.filter((u) => u.email_payments !== false).map((u) => u.email).sort(),
      off: users.filter((u) => u.email_payments === false).map((u) => u.email),
    };
  }

  it("tells the carrier's and the factoring company's users who keep payment e-mails, with a link to the remittance", async () => {
    const invoice = await receivedInvoice(capitalId);
    expect((await settle(ap, invoice.id)).statusCode).toBe(200);
    // The dispatcher turned payment e-mails off.
    const dispatchId = (await t.db.selectFrom('users').select('id').where('email', '=', DEMO.dispatcher).executeTakeFirstOrThrow()).id;
    await t.db.updateTable('notification_preferences').set({ email_payments: false }).where('user_id', '=', dispatchId).execute();
    const last = (await t.db.selectFrom('outbox_emails').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst())?.id ?? 0;
    const paid = await pay(ops, [invoice.id]);
    expect(paid.statusCode, paid.body).toBe(201);
    const { checkNumber } = paid.json().data as { checkNumber: string };

    const mail = await newMail(last);
    const { on, off } = await wantingPayments([blueRidgeId, capitalId]);
    expect(on).toEqual(expect.arrayContaining([DEMO.carrierAdmin, DEMO.factoring]));
    expect(off).toContain(DEMO.dispatcher);
    expect(mail.map((m) => m.to_address).sort()).toEqual(on);
    for (const m of mail) {
      expect(m.subject).toContain(checkNumber);
      expect(m.text_body).toContain(`/payments/${checkNumber}/preview`);
      expect(m.text_body).toContain(`${BLUE_RIDGE} to ${CAPITAL}`);
    }
  });

  it('tells only the carrier when the check pays the carrier itself', async () => {
    const invoice = await receivedInvoice(null);
    expect((await settle(ap, invoice.id)).statusCode).toBe(200);
    const last = (await t.db.selectFrom('outbox_emails').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst())?.id ?? 0;
    expect((await pay(ops, [invoice.id])).statusCode).toBe(201);
    const { on } = await wantingPayments([blueRidgeId]);
    expect((await newMail(last)).map((m) => m.to_address).sort()).toEqual(on);
  });
});
