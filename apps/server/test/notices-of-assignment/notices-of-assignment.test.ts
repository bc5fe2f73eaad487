import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { PayablesInvoiceStatus as P } from '@portal/domain/invoices/payables-invoice-status';
import { DEMO, DEMO_PASSWORD, testAppForFile } from '../helper';
import { LONE_STAR_DISPATCH, signInActor, type Actor } from '../shipments/fixtures';
import { companyId, PDF_BASE64, today } from '../invoices/invoice-test-kit';

const t = testAppForFile(
  {
    carrier: 'dispatch@greatlakescarriers.test',
    carrierAdmin: 'owner@greatlakescarriers.test',
    otherCarrier: LONE_STAR_DISPATCH,
    factoring: DEMO.factoring,
    ops: DEMO.ops,
    ap: DEMO.ap,
    broker: DEMO.broker,
  },
  signInActor,
);

const GREAT_LAKES_MC = '548812';
let greatLakes: number;
let capital: number;
beforeAll(async () => {
  greatLakes = await companyId(t.db, 'Great Lakes Carriers');
  capital = await companyId(t.db, 'Capital Factoring Co');
});

const daysFromToday = (days: number) => new Date(Date.parse(`${today()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const file = (who: Actor, carrierNumber: string, effectiveOn = today(), data = PDF_BASE64) =>
  who.request('POST', '/portal/api/notices-of-assignment', { carrierNumber, effectiveOn, fileName: 'noa.pdf', data });
const decide = (who: Actor, id: number, decision: 'accept' | 'reject', reason?: string) =>
  who.request('POST', `/portal/api/notices-of-assignment/${id}/decision`, { decision, ...(reason ? { reason } : {}) });
const release = (who: Actor, id: number) => who.request('POST', `/portal/api/notices-of-assignment/${id}/release`, { effectiveOn: today(), fileName: 'release.pdf', data: PDF_BASE64 });

async function ageProof(who: Actor) {
  await t.db.updateTable('user_sessions').set({ verified_at: sql<Date>`now() - interval '10 minutes'` }).where('id', '=', decodeJwt(who.session.token).sid as string).execute();
}
const proveAgain = (who: Actor) => who.request('POST', '/portal/api/auth/step-up', { password: DEMO_PASSWORD });

async function unpaidPayees() {
  const rows = await t.db.selectFrom('ap_invoices').select('remit_to_company_id').where('carrier_id', '=', greatLakes).where('status', 'in', [P.Draft, P.Received, P.Settled]).execute();
  return new Set(rows.map((r) => r.remit_to_company_id));
}

let noticeId: number;

describe('filing a notice of assignment', () => {
  it('is for factoring companies only, naming a known carrier with a PDF', async () => {
    expect((await file(t.carrierAdmin, GREAT_LAKES_MC)).statusCode).toBe(403);
    expect((await file(t.ops, GREAT_LAKES_MC)).statusCode).toBe(403);
    expect((await file(t.factoring, '99999999')).statusCode).toBe(400);
    expect((await file(t.factoring, GREAT_LAKES_MC, today(), Buffer.from('not a pdf').toString('base64'))).statusCode).toBe(400);
    expect((await file(t.factoring, GREAT_LAKES_MC, daysFromToday(200))).statusCode).toBe(400);

    const filed = await file(t.factoring, `MC-${GREAT_LAKES_MC}`);
    expect(filed.statusCode).toBe(201);
    expect(filed.json().data).toMatchObject({ status: 'Filed', carrier: { id: greatLakes }, factoringCompany: { id: capital }, routesPayments: false });
    expect(filed.json().data.documentId).toEqual(expect.any(String));
    noticeId = filed.json().data.id;
    const again = await file(t.factoring, GREAT_LAKES_MC);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('already has an open notice of assignment');
  });

  it('is read by its carrier (without the factor’s paperwork) and the brokerage; 404 to other companies', async () => {
    const mine = await t.carrier.request('GET', '/portal/api/notices-of-assignment');
    expect(mine.json().data.map((n: { id: number }) => n.id)).toContain(noticeId);
    expect(mine.json().data.find((n: { id: number }) => n.id === noticeId).documentId).toBeNull();
    const all = await t.ops.request('GET', '/portal/api/notices-of-assignment?status=Filed');
    expect(all.json().data.map((n: { carrier: { name: string } }) => n.carrier.name)).toEqual(expect.arrayContaining(['Great Lakes Carriers', 'Blue Ridge Transport LLC']));
    expect((await t.otherCarrier.request('GET', `/portal/api/notices-of-assignment/${noticeId}`)).statusCode).toBe(404);
    expect((await t.broker.request('GET', `/portal/api/notices-of-assignment/${noticeId}`)).statusCode).toBe(403);
    const others = await t.otherCarrier.request('GET', '/portal/api/notices-of-assignment');
    expect(others.json().data).toEqual([]);
  });
});

describe('accepting a notice', () => {
  it('is for the brokerage’s payables staff with a fresh proof of identity', async () => {
    expect((await decide(t.otherCarrier, noticeId, 'accept')).statusCode).toBe(404);
    expect((await decide(t.factoring, noticeId, 'accept')).statusCode).toBe(403);
    expect((await decide(t.carrierAdmin, noticeId, 'accept')).statusCode).toBe(403);
    await ageProof(t.ap);
    const stale = await decide(t.ap, noticeId, 'accept');
    expect(stale.statusCode).toBe(403);
    expect(stale.json().stepUpRequired).toBe(true);
    expect((await proveAgain(t.ap)).statusCode).toBe(200);
  });

  it('routes the carrier’s payments to the factor, audited, and tells the carrier, the factor and accounting', async () => {
    expect([...(await unpaidPayees())]).not.toEqual([capital]);
    const accepted = await decide(t.ap, noticeId, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'Active', routesPayments: true, decidedBy: 'Priya Raman' });
    expect([...(await unpaidPayees())]).toEqual([capital]);
    const company = await t.db.selectFrom('companies').select('factoring_company_id').where('id', '=', greatLakes).executeTakeFirstOrThrow();
    expect(company.factoring_company_id).toBe(capital);
    const audit = await t.db.selectFrom('audit_events').select('details').where('action', '=', 'notice_of_assignment.decided').executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ noticeId, decision: 'accept', to: 'Active' });
    const mailed = await t.db.selectFrom('outbox_emails').select('to_address').where('subject', '=', 'Notice of assignment: Great Lakes Carriers').execute();
    const to = mailed.map((m) => m.to_address);
    expect(to).toEqual(expect.arrayContaining(['owner@greatlakescarriers.test', DEMO.factoring, DEMO.ap]));
    expect((await decide(t.ap, noticeId, 'accept')).statusCode).toBe(409);
  });

  it('holds the payee: the carrier cannot change it, and quick pay is refused', async () => {
    const invoice = await t.db.selectFrom('ap_invoices').select('id').where('carrier_id', '=', greatLakes).where('status', '=', P.Received).orderBy('id').executeTakeFirstOrThrow();
    const payee = await t.carrierAdmin.request('PUT', `/portal/api/ap-invoices/${invoice.id}/remit-to`, { remitToCompanyId: null });
    expect(payee.statusCode).toBe(409);
    expect(payee.json().detail).toBe('Payments for Great Lakes Carriers go to Capital Factoring Co under a notice of assignment: the payee cannot be changed until the factoring company releases it');
    const quick = await t.carrier.request('PUT', `/portal/api/ap-invoices/${invoice.id}/pay-speed`, { paySpeed: 'quick' });
    expect(quick.statusCode).toBe(409);
    expect(quick.json().detail).toBe('Quick pay is not available while a notice of assignment routes your payments to Capital Factoring Co');
    const read = await t.carrier.request('GET', `/portal/api/ap-invoices/${invoice.id}/pay-speed`);
    expect(read.json().data).toMatchObject({ mayChange: false, refusal: { code: 'paySpeed.noticeActive' } });
    const detail = await t.carrier.request('GET', `/portal/api/ap-invoices/${invoice.id}`);
    expect(detail.json().data.remitTo).toEqual({ id: capital, name: 'Capital Factoring Co' });
  });
});

describe('releasing a notice', () => {
  it('is filed by the factor and decided like the notice: a rejection keeps it active, an acceptance ends it', async () => {
    expect((await release(t.carrierAdmin, noticeId)).statusCode).toBe(403);
    expect((await release(t.otherCarrier, noticeId)).statusCode).toBe(404);
    const filed = await release(t.factoring, noticeId);
    expect(filed.statusCode).toBe(200);
    expect(filed.json().data).toMatchObject({ status: 'ReleaseFiled', routesPayments: true });
    expect((await release(t.factoring, noticeId)).statusCode).toBe(409);
    expect((await decide(t.ap, noticeId, 'reject')).statusCode).toBe(400);
    const rejected = await decide(t.ap, noticeId, 'reject', 'Release not signed');
    expect(rejected.json().data).toMatchObject({ status: 'Active', release: { rejectReason: 'Release not signed' } });

    expect((await release(t.factoring, noticeId)).statusCode).toBe(200);
    const released = await decide(t.ap, noticeId, 'accept');
    expect(released.statusCode).toBe(200);
    expect(released.json().data).toMatchObject({ status: 'Released', routesPayments: false });
    expect([...(await unpaidPayees())]).toEqual([greatLakes]);
    const invoice = await t.db.selectFrom('ap_invoices').select('id').where('carrier_id', '=', greatLakes).where('status', '=', P.Received).orderBy('id').executeTakeFirstOrThrow();
    expect((await t.carrier.request('PUT', `/portal/api/ap-invoices/${invoice.id}/pay-speed`, { paySpeed: 'quick' })).statusCode).toBe(200);
  });

  it('waits for a notice dated ahead until it takes effect', async () => {
    const ahead = await file(t.factoring, '771460', daysFromToday(10));
    expect(ahead.statusCode).toBe(201);
    const early = await decide(t.ap, ahead.json().data.id, 'accept');
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(`This takes effect on ${daysFromToday(10)}: accept it on or after that day`);
    expect((await decide(t.ap, ahead.json().data.id, 'reject', 'Wrong carrier')).json().data.status).toBe('Rejected');
  });
});
