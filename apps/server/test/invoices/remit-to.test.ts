import { beforeAll, describe, expect, it } from 'vitest';
import { PayablesInvoiceStatus as P } from '@portal/domain/invoices/payables-invoice-status';
import { DEMO, testAppForFile } from '../helper';
import { LONE_STAR_DISPATCH, signInActor, type Actor } from '../shipments/fixtures';
import { BLUE_RIDGE, CAPITAL, companyId, KEYSTONE, today } from './invoice-test-kit';

const t = testAppForFile({ carrier: DEMO.carrierAdmin, factoring: DEMO.factoring, otherCarrier: LONE_STAR_DISPATCH, otherCarrierAdmin: 'owner@lonestarhaulers.test', ops: DEMO.ops, ap: DEMO.ap }, signInActor);

let blueRidgeId: number;
let capitalId: number;

beforeAll(async () => {
  blueRidgeId = await companyId(t.db, BLUE_RIDGE);
  capitalId = await companyId(t.db, CAPITAL);
});

async function openInvoice(status: number = P.Received) {
  return t.db.selectFrom('ap_invoices').select(['id', 'invoice_number', 'remit_to_company_id']).where('carrier_id', '=', blueRidgeId).where('status', '=', status).orderBy('id', 'desc').executeTakeFirstOrThrow();
}
const remitTo = (who: Actor, id: number, remitToCompanyId: unknown) => who.request('PUT', `/portal/api/ap-invoices/${id}/remit-to`, { remitToCompanyId });

describe('Remit To from the Carriers factoring list', () => {
  it('lists the factoring companies a carrier can name, and none of the other companies', async () => {
    const list = await t.carrier.request('GET', '/portal/api/carriers/factoring-companies');
    expect(list.statusCode).toBe(200);
    const names = list.json().data.map((f: { name: string }) => f.name);
    expect(names).toContain(CAPITAL);
    expect(names).not.toContain(BLUE_RIDGE);
    const kinds = await t.db.selectFrom('companies').select('kind').where('name', 'in', names).execute();
    expect(kinds.every((k) => k.kind === 'FactoringCompany')).toBe(true);
  });

  it('names the party the check pays: the carrier itself, then a factoring company', async () => {
    const invoice = await openInvoice();
    // The brokerage's staff set the payee at once; a carrier admin's change is held for a second
    // person (payee-changes.test.ts).
    const direct = await remitTo(t.ops, invoice.id, null);
    expect(direct.statusCode).toBe(200);
    expect(direct.json()).toMatchObject({ message: `Remit To updated for invoice ${invoice.invoice_number}`, data: { remitTo: null } });

    // Approved by the payables clerk and paid by an Admin: the check goes to the carrier itself.
    expect((await t.ap.request('POST', `/portal/api/internal/ap-invoices/${invoice.id}/settle`)).statusCode).toBe(200);
    const paid = await t.ops.request('POST', '/portal/api/internal/payments', { checkNumber: 'CHK-REMIT-1', paymentDate: today(), invoiceIds: [invoice.id] });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.paidTo).toEqual({ id: blueRidgeId, name: BLUE_RIDGE });

    const next = await openInvoice();
    const held = await remitTo(t.carrier, next.id, next.remit_to_company_id === capitalId ? null : capitalId);
    expect(held.statusCode).toBe(202);
    expect(held.json().data.remitTo).toEqual(next.remit_to_company_id === capitalId ? { id: capitalId, name: CAPITAL } : null);
    const factored = await remitTo(t.ops, next.id, capitalId);
    expect(factored.statusCode).toBe(200);
    expect(factored.json().data.remitTo).toEqual({ id: capitalId, name: CAPITAL });
    // The factoring company now reads it (its invoices are those remitted to it).
    expect((await t.factoring.request('GET', `/portal/api/ap-invoices/${next.id}`)).statusCode).toBe(200);
  });

  it('refuses a company not on the factoring list (400), a locked invoice (409), the factoring company and a dispatcher (403) and another carrier (404)', async () => {
    const invoice = await openInvoice();
    const keystone = await companyId(t.db, KEYSTONE);
    const notFactoring = await remitTo(t.carrier, invoice.id, keystone);
    expect(notFactoring.statusCode).toBe(400);
    expect(notFactoring.json().errors).toHaveProperty('remitToCompanyId');
    expect((await remitTo(t.carrier, invoice.id, 'Capital')).statusCode).toBe(400);
    expect((await remitTo(t.otherCarrierAdmin, invoice.id, null)).statusCode).toBe(404);
    expect((await remitTo(t.otherCarrier, invoice.id, null)).statusCode).toBe(403);
    await remitTo(t.ops, invoice.id, capitalId);
    expect((await remitTo(t.factoring, invoice.id, null)).statusCode).toBe(403);
    const settled = await openInvoice(P.Settled);
    expect((await remitTo(t.carrier, settled.id, null)).statusCode).toBe(409);
  });
});
