import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, AuditEventList } from '@portal/domain/audit/audit-event-schemas';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { authHeaders, buildTestApp, DEMO, login, type TestApp, type TestSession } from '../helper';
import { BLUE_RIDGE, companyId } from '../invoices/invoice-test-kit';

/**
 * The audit log as people meet it: the changes to access and money write an entry with who, from
 * where and what, in the change's own transaction; company admins read their company's entries,
 * the brokerage's staff all of them, anyone else is refused.
 */

const EVENTS = '/portal/api/audit-events';
const EXPORT = '/portal/api/audit-events.csv';
const AGENT = 'Mozilla/5.0 (AuditTest) Gecko/20100101';

let t: TestApp;
let blueRidge: number;
const sessions: Record<string, TestSession> = {};

/** A call as `email`, from a given address and browser. */
function as(email: string, ip = '203.0.113.10') {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...authHeaders(sessions[email]!), 'user-agent': AGENT },
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
  };
}

async function entries(email: string, query = ''): Promise<AuditEventList> {
  const answer = await as(email).get(`${EVENTS}${query ? `?${query}` : ''}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as AuditEventList;
}

async function latest(email: string, action: string): Promise<AuditEvent> {
  const [entry] = (await entries(email, `action=${action}&pageSize=1`)).data;
  expect(entry, `an entry ${action}`).toBeTruthy();
  return entry!;
}

async function openAccessRequest(app: FastifyInstance, email: string) {
  await app.inject({ method: 'POST', url: '/portal/api/access-requests', payload: { firstName: 'Quinn', lastName: 'Audit', emailAddress: email, companyNumber: 'MC 812345' }, remoteAddress: '198.51.100.7' });
  await app.afterAnswer.settled();
  return (await t.db.selectFrom('access_requests').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const email of [DEMO.carrierAdmin, DEMO.dispatcher, DEMO.broker, DEMO.driver, DEMO.factoring, DEMO.payer, DEMO.ops, DEMO.ap]) sessions[email] = await login(t.app, email);
  blueRidge = await companyId(t.db, BLUE_RIDGE);
}, 60_000);
afterAll(async () => t?.close());

describe('what is written', () => {
  it('approving an access request writes who approved it, from where, and whom it let in', async () => {
    const id = await openAccessRequest(t.app, 'quinn.audit@blueridgetransport.test');
    const approved = await as(DEMO.carrierAdmin, '203.0.113.21').post(`/portal/api/contacts/access-requests/${id}/approve`, { roles: ['AR'] });
    expect(approved.statusCode, approved.body).toBe(200);
    const entry = await latest(DEMO.carrierAdmin, 'access_request.approved');
    expect(entry).toMatchObject({
      actor: { userId: sessions[DEMO.carrierAdmin]!.user.id, email: DEMO.carrierAdmin },
      company: { id: blueRidge, name: BLUE_RIDGE },
      targetType: 'access_request',
      targetId: String(id),
      ip: '203.0.113.21',
      userAgent: AGENT,
      details: { email: 'quinn.audit@blueridgetransport.test', roles: ['AR'], permissions: ['CarrierPortal'] },
    });
  });

  it('declining writes the reason', async () => {
    const id = await openAccessRequest(t.app, 'quinn.decline@blueridgetransport.test');
    expect((await as(DEMO.carrierAdmin).post(`/portal/api/contacts/access-requests/${id}/decline`, { reason: 'Not one of ours' })).statusCode).toBe(200);
    expect(await latest(DEMO.carrierAdmin, 'access_request.rejected')).toMatchObject({ targetId: String(id), details: { reason: 'Not one of ours' } });
  });

  it("changing a user's roles and permissions writes both before and after; taking access away writes a disabled user", async () => {
    const body = { firstName: 'Rae', lastName: 'Audit', roles: ['Bill-to'], emailAddresses: ['rae.audit@blueridgetransport.test'], isPortalEnabled: true, permissions: ['CarrierPortal'] };
    const created = await as(DEMO.carrierAdmin).post('/portal/api/contacts', body);
    expect(created.statusCode, created.body).toBe(201);
    const contactId = created.json().data.id as number;
    const userId = (await t.db.selectFrom('users').select('id').where('contact_id', '=', contactId).executeTakeFirstOrThrow()).id;
    expect(await latest(DEMO.carrierAdmin, 'user.invited')).toMatchObject({ targetType: 'user', targetId: String(userId), details: { email: 'rae.audit@blueridgetransport.test' } });

    const edited = await as(DEMO.carrierAdmin, '203.0.113.22').put(`/portal/api/contacts/${contactId}`, { ...body, roles: ['Admin'], permissions: ['CarrierPortal', 'CarrierBillingSettings'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await latest(DEMO.carrierAdmin, 'user.permissions_changed')).toMatchObject({
      actor: { email: DEMO.carrierAdmin },
      targetId: String(userId),
      ip: '203.0.113.22',
      userAgent: AGENT,
      details: {
        before: { roles: ['BillTo'], permissions: ['CarrierPortal'], status: 'Pending' },
        after: { roles: ['Admin'], permissions: ['CarrierBillingSettings', 'CarrierPortal'], status: 'Pending' },
      },
    });

    // Saving the same access again writes nothing.
    const count = (await entries(DEMO.carrierAdmin)).totalCount;
    expect((await as(DEMO.carrierAdmin).put(`/portal/api/contacts/${contactId}`, { ...body, roles: ['Admin'], permissions: ['CarrierBillingSettings', 'CarrierPortal'] })).statusCode).toBe(200);
    expect((await entries(DEMO.carrierAdmin)).totalCount).toBe(count);

    expect((await as(DEMO.carrierAdmin).put(`/portal/api/contacts/${contactId}`, { ...body, isPortalEnabled: false })).statusCode).toBe(200);
    expect(await latest(DEMO.carrierAdmin, 'user.disabled')).toMatchObject({ targetId: String(userId), details: { before: { status: 'Pending' } } });
  });

  it('settling (approving) a carrier invoice writes the brokerage clerk, the invoice and its amount', async () => {
    const invoice = await t.db
      .selectFrom('ap_invoices')
      .select(['id', 'invoice_number'])
      .where('status', '=', PayablesInvoiceStatus.Received)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const settled = await as(DEMO.ap, '192.0.2.44').post(`/portal/api/internal/ap-invoices/${invoice.id}/settle`);
    expect(settled.statusCode, settled.body).toBe(200);
    const entry = await latest(DEMO.ops, 'invoice.settled');
    expect(entry).toMatchObject({ actor: { email: DEMO.ap }, targetType: 'ap_invoice', targetId: invoice.invoice_number, ip: '192.0.2.44', userAgent: AGENT, details: { invoiceId: invoice.id, from: 'Received', to: 'Settled' } });
    expect(entry.company?.name).toBe('Summit Freight Logistics');
    // The entry belongs to the brokerage that acted: the carrier's admin does not read the brokerage's people.
    expect((await entries(DEMO.carrierAdmin, 'action=invoice.settled')).totalCount).toBe(0);
    // A refused settle (already Settled) writes nothing.
    const before = (await entries(DEMO.ops, 'action=invoice.settled')).totalCount;
    expect((await as(DEMO.ap).post(`/portal/api/internal/ap-invoices/${invoice.id}/settle`)).statusCode).toBe(409);
    expect((await entries(DEMO.ops, 'action=invoice.settled')).totalCount).toBe(before);
  });

  it('paying settled invoices with a check writes the check, its amount and the invoices it paid', async () => {
    const invoice = await t.db
      .selectFrom('ap_invoices')
      .select(['id', 'invoice_number'])
      .where('status', '=', PayablesInvoiceStatus.Settled)
      .where('settled_by_user_id', '=', sessions[DEMO.ap]!.user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const paid = await as(DEMO.ops, '192.0.2.45').post('/portal/api/internal/payments', { checkNumber: 'AUDIT-1', paymentDate: '2026-03-02', invoiceIds: [invoice.id] });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await latest(DEMO.ops, 'payment.scheduled')).toMatchObject({
      actor: { email: DEMO.ops },
      targetType: 'payment',
      targetId: 'AUDIT-1',
      ip: '192.0.2.45',
      details: { invoices: [invoice.invoice_number], amount: paid.json().data.amount, paymentDate: '2026-03-02' },
    });
  });

  it('deactivating and reactivating a driver write their entries', async () => {
    // Not the demo driver's own record: deactivating ends that driver's sessions.
    const driver = await t.db
      .selectFrom('drivers')
      .select(['id', 'first_name', 'last_name'])
      .where('company_id', '=', blueRidge)
      .where('is_active', '=', true)
      .where('user_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await as(DEMO.dispatcher).post(`/portal/api/drivers/${driver.id}/deactivate`)).statusCode).toBe(200);
    expect((await as(DEMO.dispatcher).post(`/portal/api/drivers/${driver.id}/activate`)).statusCode).toBe(200);
    const off = await latest(DEMO.carrierAdmin, 'driver.deactivated');
    expect(off).toMatchObject({ actor: { email: DEMO.dispatcher }, targetType: 'driver', targetId: String(driver.id), details: { name: `${driver.first_name} ${driver.last_name}` } });
    expect((await latest(DEMO.carrierAdmin, 'driver.reactivated')).id).toBeGreaterThan(off.id);
  });
});

describe('who reads', () => {
  it('refuses users who are not admins, and the brokerage staff read every company', async () => {
    for (const email of [DEMO.dispatcher, DEMO.driver, DEMO.factoring, DEMO.payer]) {
      for (const url of [EVENTS, EXPORT]) {
        const answer = await as(email).get(url);
        expect(answer.statusCode, `${email} ${url}`).toBe(403);
        expect(answer.headers['content-type']).toContain('application/problem+json');
      }
    }
    const staff = await entries(DEMO.ops, 'pageSize=100');
    const companies = new Set(staff.data.map((e) => e.company?.id));
    expect(companies.has(blueRidge)).toBe(true);
    expect(companies.size).toBeGreaterThan(1);
    // The clerk (role AP, not Admin) is brokerage staff too.
    expect((await entries(DEMO.ap)).totalCount).toBe(staff.totalCount);
  });

  it("gives a company's admin their own company's entries only", async () => {
    const own = await entries(DEMO.carrierAdmin, 'pageSize=100');
    expect(own.totalCount).toBeGreaterThan(0);
    expect(own.data.every((e) => e.company?.id === blueRidge)).toBe(true);
    // The broker's admin (another company) sees none of Blue Ridge's.
    const other = await entries(DEMO.broker, 'pageSize=100');
    expect(other.data.some((e) => e.company?.id === blueRidge)).toBe(false);
  });
});

describe('filters, paging and export', () => {
  it('filters by action, actor and dates, newest first, paged on the server', async () => {
    const all = await entries(DEMO.carrierAdmin, 'pageSize=100');
    const ids = all.data.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byDispatch = await entries(DEMO.carrierAdmin, 'actor=DISPATCH%40demo');
    // Their sign-ins are entries too: the count is what the table holds for them.
    const stored = await t.db.selectFrom('audit_events').select((eb) => eb.fn.countAll<number>().as('n')).where('actor_email', '=', DEMO.dispatcher).where('company_id', '=', blueRidge).executeTakeFirstOrThrow();
    expect(byDispatch.totalCount).toBe(Number(stored.n));
    expect(byDispatch.totalCount).toBeGreaterThanOrEqual(2);
    expect(byDispatch.data.every((e) => e.actor.email === DEMO.dispatcher)).toBe(true);
    const page2 = await entries(DEMO.carrierAdmin, 'pageSize=2&page=2');
    expect(page2.data.map((e) => e.id)).toEqual(ids.slice(2, 4));
    expect(page2.totalCount).toBe(all.totalCount);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(DEMO.carrierAdmin, `from=${today}&to=${today}&timeZone=UTC`)).totalCount).toBe(all.totalCount);
    expect((await entries(DEMO.carrierAdmin, 'from=2001-01-01&to=2001-12-31')).totalCount).toBe(0);
  });

  it('answers bad filters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['action=invoice.deleted', 'action'],
      ['from=2026-02-30', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'from'],
      [`actor=${'x'.repeat(101)}`, 'actor'],
      ['timeZone=Mars%2FOlympus', 'timeZone'],
      ['pageSize=1000', 'pageSize'],
    ] as const) {
      const answer = await as(DEMO.carrierAdmin).get(`${EVENTS}?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(Object.keys(answer.json().errors ?? {}).some((key) => key === field || key.endsWith(`.${field}`)), `${query}: ${answer.body}`).toBe(true);
    }
  });

  it('exports the filtered entries as CSV with formulas made text', async () => {
    // A reason typed as a formula must open as text in a spreadsheet.
    const id = await openAccessRequest(t.app, 'quinn.csv@blueridgetransport.test');
    expect((await as(DEMO.carrierAdmin).post(`/portal/api/contacts/access-requests/${id}/decline`, { reason: '=HYPERLINK("http://evil.test")' })).statusCode).toBe(200);
    const answer = await as(DEMO.carrierAdmin).get(`${EXPORT}?action=access_request.rejected`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['x-export-truncated']).toBe('false');
    const lines = answer.body.trim().split('\r\n');
    expect(lines[0]).toBe('Id,Occurred At (UTC),Actor E-mail,Actor User Id,Company,Action,Target Type,Target Id,IP,User Agent,Details');
    expect(lines).toHaveLength(1 + (await entries(DEMO.carrierAdmin, 'action=access_request.rejected')).totalCount);
    expect(lines.slice(1).every((line) => line.includes('access_request.rejected'))).toBe(true);
    expect(answer.headers['x-export-rows']).toBe(String(lines.length - 1));
    expect(answer.body).not.toContain(',=HYPERLINK');
  });
});
