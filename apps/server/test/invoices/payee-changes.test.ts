import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '@portal/domain/invoices/invoice-messages';
import { PayablesInvoiceStatus as P } from '@portal/domain/invoices/payables-invoice-status';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { actor, type Actor } from '../shipments/fixtures';
import { BLUE_RIDGE, CAPITAL, companyId } from './invoice-test-kit';

/**
 * A carrier's change of who an invoice is paid to waits for a second person: another admin of the
 * company, or (for its only admin) the link mailed to its registered address. The brokerage's staff
 * set a payee directly.
 */

const SECOND_ADMIN = 'second.admin@blueridgetransport.test';
const COMPANY_MAILBOX = 'info@blueridgetransport.test';
const LONE_STAR_OWNER = 'owner@lonestarhaulers.test';
const BROKERAGE_PAYABLES = ['ops@summitfreight.test', 'ap@summitfreight.test', 'claims@summitfreight.test'];

let t: TestApp;
let admin: Actor;
let second: Actor;
let dispatch: Actor;
let ops: Actor;
let ap: Actor;
let otherCarrierAdmin: Actor;
let blueRidgeId: number;
let capitalId: number;
let secondAdminId: number;
const openInvoices: { id: number; invoice_number: string; remit_to_company_id: number | null }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  blueRidgeId = await companyId(t.db, BLUE_RIDGE);
  capitalId = await companyId(t.db, CAPITAL);
  // The demo carrier has one admin; a second is made here, signing in with the demo password.
  const first = await t.db.selectFrom('users').select(['password_hash']).where('email', '=', DEMO.carrierAdmin).executeTakeFirstOrThrow();
  const created = await t.db
    .insertInto('users')
    .values({
      company_id: blueRidgeId,
      email: SECOND_ADMIN,
      user_name: SECOND_ADMIN,
      first_name: 'Casey',
      last_name: 'Morgan',
      password_hash: first.password_hash,
      roles: ['Admin'],
      permissions: ['CarrierPortal', 'Admin'],
      api_key: 'second-admin-test-key',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  secondAdminId = created.id;
  admin = await actor(t.app, t.db, DEMO.carrierAdmin);
  second = await actor(t.app, t.db, SECOND_ADMIN);
  dispatch = await actor(t.app, t.db, DEMO.dispatcher);
  ops = await actor(t.app, t.db, DEMO.ops);
  ap = await actor(t.app, t.db, DEMO.ap);
  otherCarrierAdmin = await actor(t.app, t.db, LONE_STAR_OWNER);
  openInvoices.push(
    ...(await t.db
      .selectFrom('ap_invoices')
      .select(['id', 'invoice_number', 'remit_to_company_id'])
      .where('carrier_id', '=', blueRidgeId)
      .where('status', '=', P.Received)
      .orderBy('id', 'desc')
      .limit(10)
      .execute()),
  );
  expect(openInvoices.length).toBeGreaterThanOrEqual(9);
});
afterAll(async () => t?.close());

/** An open invoice no other test has touched, paid to the carrier directly to start with. */
async function freshInvoice() {
  const invoice = openInvoices.shift()!;
  await t.db.updateTable('ap_invoices').set({ remit_to_company_id: null }).where('id', '=', invoice.id).execute();
  return invoice;
}

const remitTo = (who: Actor, id: number, remitToCompanyId: number | null) => who.request('PUT', `/portal/api/ap-invoices/${id}/remit-to`, { remitToCompanyId });
const confirm = (who: Actor, id: number) => who.request('POST', `/portal/api/ap-invoices/${id}/payee-change/confirmation`);
const cancel = (who: Actor, id: number) => who.request('POST', `/portal/api/ap-invoices/${id}/payee-change/cancellation`);
const payeeOf = async (id: number) => (await t.db.selectFrom('ap_invoices').select('remit_to_company_id').where('id', '=', id).executeTakeFirstOrThrow()).remit_to_company_id;
const lastMailId = async () => (await t.db.selectFrom('outbox_emails').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ?? 0;
const mailsSince = (id: number) => t.db.selectFrom('outbox_emails').select(['to_address', 'subject', 'text_body']).where('id', '>', id).orderBy('id').execute();
const auditOf = (action: string, invoiceNumber: string) =>
  t.db.selectFrom('audit_events').selectAll().where('action', '=', action).where('target_id', '=', invoiceNumber).orderBy('id').execute();
const setActive = (userId: number, active: boolean) => t.db.updateTable('users').set({ status: active ? 'Active' : 'Disabled' }).where('id', '=', userId).execute();

describe('a carrier asks for a payee change', () => {
  it('refuses a dispatcher (not an admin) and changes nothing', async () => {
    const invoice = await freshInvoice();
    const refused = await remitTo(dispatch, invoice.id, capitalId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(INVOICE_MESSAGES.payeeChangeAdminsOnly.text);
    expect(await payeeOf(invoice.id)).toBeNull();
    expect(await t.db.selectFrom('payee_changes').select('id').where('ap_invoice_id', '=', invoice.id).execute()).toEqual([]);
  });

  it("holds an admin's change, tells the other admin, and lets neither the requester nor a dispatcher confirm it", async () => {
    const invoice = await freshInvoice();
    const before = await lastMailId();
    const asked = await remitTo(admin, invoice.id, capitalId);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().message).toBe(INVOICE_MESSAGES.payeeChangeAwaitsAdmin.text);
    expect(asked.json().data).toMatchObject({
      remitTo: null,
      pendingPayeeChange: { from: null, to: { id: capitalId, name: CAPITAL }, requestedBy: { id: admin.userId, name: 'Avery Collins' }, confirmBy: 'Admin', canConfirm: false, canCancel: true },
      payeeHistory: [],
    });
    const pending = asked.json().data.pendingPayeeChange;
    expect(Date.parse(pending.expiresAt) - Date.parse(pending.requestedAt)).toBeCloseTo(48 * 3600 * 1000, -4);
    expect(await payeeOf(invoice.id)).toBeNull();
    expect(await auditOf('invoice.payee_change_requested', invoice.invoice_number)).toHaveLength(1);

    const mails = await mailsSince(before);
    expect(mails.map((m) => m.to_address)).toEqual([SECOND_ADMIN]);
    expect(mails[0]!.subject).toBe(`Confirm the payee change for invoice ${invoice.invoice_number}`);
    expect(mails[0]!.text_body).toContain(`Avery Collins asked to change who invoice ${invoice.invoice_number} of ${BLUE_RIDGE} is paid to: from ${BLUE_RIDGE} (paid directly) to ${CAPITAL}.`);
    expect(mails[0]!.text_body).toContain(`/accounting/${invoice.invoice_number}/preview`);

    // The second admin reads it as theirs to confirm; the dispatcher reads it and can do nothing.
    const seen = (await second.request('GET', `/portal/api/ap-invoices/${invoice.id}`)).json().data.pendingPayeeChange;
    expect(seen).toMatchObject({ canConfirm: true, canCancel: true });
    expect((await dispatch.request('GET', `/portal/api/ap-invoices/${invoice.id}`)).json().data.pendingPayeeChange).toMatchObject({ canConfirm: false, canCancel: false });

    const own = await confirm(admin, invoice.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe(INVOICE_MESSAGES.payeeChangeOwnRequest.text);
    expect((await confirm(dispatch, invoice.id)).statusCode).toBe(403);
    expect(await payeeOf(invoice.id)).toBeNull();
  });

  it('takes effect when a second admin confirms: audited with both people, told to the carrier admins and the brokerage', async () => {
    const invoice = await freshInvoice();
    expect((await remitTo(admin, invoice.id, capitalId)).statusCode).toBe(202);
    const before = await lastMailId();
    const confirmed = await confirm(second, invoice.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(INVOICE_MESSAGES.payeeChanged.text);
    expect(confirmed.json().data).toMatchObject({
      remitTo: { id: capitalId, name: CAPITAL },
      pendingPayeeChange: null,
      payeeHistory: [{ status: 'Confirmed', from: null, to: { id: capitalId, name: CAPITAL }, requestedBy: { id: admin.userId }, decidedBy: { id: secondAdminId, name: 'Casey Morgan' } }],
    });
    expect(await payeeOf(invoice.id)).toBe(capitalId);

    const [entry] = await auditOf('invoice.payee_changed', invoice.invoice_number);
    expect(entry!.actor_user_id).toBe(secondAdminId);
    const details = typeof entry!.details === 'string' ? JSON.parse(entry!.details) : entry!.details;
    expect(details).toMatchObject({ invoiceId: invoice.id, from: null, to: { id: capitalId, name: CAPITAL }, requestedBy: { id: admin.userId, email: DEMO.carrierAdmin }, confirmedBy: { id: secondAdminId, email: SECOND_ADMIN } });

    const mails = await mailsSince(before);
    expect(mails.map((m) => m.to_address).sort()).toEqual([DEMO.carrierAdmin, SECOND_ADMIN, ...BROKERAGE_PAYABLES].sort());
    expect(mails[0]!.subject).toBe(`The payee of invoice ${invoice.invoice_number} changed`);
    expect(mails[0]!.text_body).toContain('Asked for by Avery Collins, confirmed by Casey Morgan.');

    // Nothing is left to confirm.
    const again = await confirm(second, invoice.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(INVOICE_MESSAGES.noPendingPayeeChange.text);
  });

  it("is confirmed from the link mailed to the company's address when the requester is its only admin", async () => {
    await setActive(secondAdminId, false);
    try {
      const invoice = await freshInvoice();
      const before = await lastMailId();
      const asked = await remitTo(admin, invoice.id, capitalId);
      expect(asked.statusCode).toBe(202);
      expect(asked.json().message).toBe(INVOICE_MESSAGES.payeeChangeAwaitsCompanyEmail.text);
      expect(asked.json().data.pendingPayeeChange).toMatchObject({ confirmBy: 'CompanyEmail', canConfirm: false });
      const mails = await mailsSince(before);
      expect(mails.map((m) => m.to_address)).toEqual([COMPANY_MAILBOX]);
      const token = /\/confirm-payee-change\/([A-Za-z0-9_-]+)/.exec(mails[0]!.text_body)![1]!;
      const stored = await t.db.selectFrom('payee_changes').select('token_hash').where('ap_invoice_id', '=', invoice.id).executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toContain(token);

      const wrong = await t.app.inject({ method: 'POST', url: '/portal/api/payee-changes/confirm', payload: { token: `${token.slice(0, -2)}xx` } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().detail).toBe(INVOICE_MESSAGES.payeeChangeLinkInvalid.text);

      const opened = await t.app.inject({ method: 'POST', url: '/portal/api/payee-changes/confirm', payload: { token } });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json()).toEqual({ data: { invoiceNumber: invoice.invoice_number, payee: CAPITAL }, message: INVOICE_MESSAGES.payeeChanged.text, messageCode: INVOICE_MESSAGES.payeeChanged.code, messageParams: {} });
      expect(await payeeOf(invoice.id)).toBe(capitalId);
      const [entry] = await auditOf('invoice.payee_changed', invoice.invoice_number);
      const details = typeof entry!.details === 'string' ? JSON.parse(entry!.details) : entry!.details;
      expect(details).toMatchObject({ requestedBy: { id: admin.userId }, confirmedBy: { via: 'CompanyEmail', email: COMPANY_MAILBOX } });
      expect((await admin.request('GET', `/portal/api/ap-invoices/${invoice.id}`)).json().data.payeeHistory[0]).toMatchObject({ status: 'Confirmed', decidedBy: null, confirmedByEmail: COMPANY_MAILBOX });

      // The link works once.
      expect((await t.app.inject({ method: 'POST', url: '/portal/api/payee-changes/confirm', payload: { token } })).statusCode).toBe(400);
    } finally {
      await setActive(secondAdminId, true);
    }
  });

  it('is replaced by a newer request, and cancelled by an admin (never by a dispatcher); the payee stays', async () => {
    const invoice = await freshInvoice();
    expect((await remitTo(admin, invoice.id, capitalId)).statusCode).toBe(202);
    // Asking again replaces the held change: only one waits.
    expect((await remitTo(admin, invoice.id, capitalId)).statusCode).toBe(202);
    const rows = await t.db.selectFrom('payee_changes').select('status').where('ap_invoice_id', '=', invoice.id).orderBy('id').execute();
    expect(rows.map((r) => r.status)).toEqual(['Cancelled', 'Pending']);

    const refused = await cancel(dispatch, invoice.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(INVOICE_MESSAGES.payeeChangeCancelRefused.text);
    const cancelled = await cancel(second, invoice.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(INVOICE_MESSAGES.payeeChangeCancelled.text);
    expect(cancelled.json().data).toMatchObject({ remitTo: null, pendingPayeeChange: null, payeeHistory: [{ status: 'Cancelled', decidedBy: { id: secondAdminId } }, { status: 'Cancelled', decidedBy: { id: admin.userId } }] });
    expect(await payeeOf(invoice.id)).toBeNull();
    expect(await auditOf('invoice.payee_change_cancelled', invoice.invoice_number)).toHaveLength(1);
    expect((await confirm(second, invoice.id)).statusCode).toBe(409);
  });

  it('lapses after 48 hours', async () => {
    const invoice = await freshInvoice();
    expect((await remitTo(admin, invoice.id, capitalId)).statusCode).toBe(202);
    await t.db.updateTable('payee_changes').set({ expires_at: new Date(Date.now() - 1000) }).where('ap_invoice_id', '=', invoice.id).execute();
    const read = (await admin.request('GET', `/portal/api/ap-invoices/${invoice.id}`)).json().data;
    expect(read).toMatchObject({ pendingPayeeChange: null, payeeHistory: [{ status: 'Expired' }] });
    expect((await confirm(second, invoice.id)).statusCode).toBe(409);
    expect(await payeeOf(invoice.id)).toBeNull();
    // A new request can be held once the old one lapsed.
    expect((await remitTo(admin, invoice.id, capitalId)).statusCode).toBe(202);
  });

  it('is cancelled, not applied, when the invoice was locked before the confirmation (409)', async () => {
    const invoice = await freshInvoice();
    expect((await remitTo(admin, invoice.id, capitalId)).statusCode).toBe(202);
    expect((await ap.request('POST', `/portal/api/internal/ap-invoices/${invoice.id}/settle`)).statusCode).toBe(200);
    const locked = await confirm(second, invoice.id);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().detail).toMatch(/is Settled and can no longer be changed/);
    expect(await payeeOf(invoice.id)).toBeNull();
    const row = await t.db.selectFrom('payee_changes').select(['status', 'decided_by_user_id']).where('ap_invoice_id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'Cancelled', decided_by_user_id: secondAdminId });
    // A locked invoice takes no new request either.
    expect((await remitTo(admin, invoice.id, null)).statusCode).toBe(409);
  });

  it('reads the carrier named as its own payee as paid directly', async () => {
    const invoice = await freshInvoice();
    await t.db.updateTable('ap_invoices').set({ remit_to_company_id: blueRidgeId }).where('id', '=', invoice.id).execute();
    const same = await remitTo(admin, invoice.id, null);
    expect(same.statusCode).toBe(200);
    expect(same.json().data.pendingPayeeChange).toBeNull();
    const asked = await remitTo(admin, invoice.id, capitalId);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().data.pendingPayeeChange).toMatchObject({ from: null, to: { id: capitalId } });
  });

  it("answers 404 for another company's invoice", async () => {
    const invoice = await freshInvoice();
    expect((await remitTo(admin, invoice.id, capitalId)).statusCode).toBe(202);
    expect((await remitTo(otherCarrierAdmin, invoice.id, null)).statusCode).toBe(404);
    expect((await confirm(otherCarrierAdmin, invoice.id)).statusCode).toBe(404);
    expect((await cancel(otherCarrierAdmin, invoice.id)).statusCode).toBe(404);
    expect((await otherCarrierAdmin.request('GET', `/portal/api/ap-invoices/${invoice.id}`)).statusCode).toBe(404);
    expect(await payeeOf(invoice.id)).toBeNull();
  });
});

describe('the brokerage sets a payee directly', () => {
  it('takes effect at once, replaces a held change, is in the history and the audit log, and is told to the carrier admins', async () => {
    const invoice = await freshInvoice();
    expect((await remitTo(admin, invoice.id, capitalId)).statusCode).toBe(202);
    const before = await lastMailId();
    const set = await remitTo(ops, invoice.id, capitalId);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ remitTo: { id: capitalId }, pendingPayeeChange: null, payeeHistory: [{ status: 'Confirmed', requestedBy: { id: ops.userId }, decidedBy: { id: ops.userId } }, { status: 'Cancelled' }] });
    expect(await payeeOf(invoice.id)).toBe(capitalId);
    expect(await auditOf('invoice.payee_changed', invoice.invoice_number)).toHaveLength(1);
    expect(await auditOf('invoice.payee_change_cancelled', invoice.invoice_number)).toHaveLength(1);
    const told = (await mailsSince(before)).map((m) => m.to_address);
    expect(told).toEqual(expect.arrayContaining([DEMO.carrierAdmin, SECOND_ADMIN]));
  });
});
