import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserSchema } from '@portal/domain/auth/current-user';
import { authHeaders, buildTestApp, DEMO, login, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

async function me(email: string) {
  const session = await login(t.app, email);
  const response = await t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers: authHeaders(session) });
  expect(response.statusCode).toBe(200);
  const user = CurrentUserSchema.strict().parse(response.json().data);
  // The login answer and /users/me describe the same user.
  expect(user).toEqual(session.user);
  const company = await t.db.selectFrom('companies').selectAll().where('id', '=', user.companyId).executeTakeFirstOrThrow();
  expect(user.companyName).toBe(company.name);
  expect(user.isBroker).toBe(company.is_broker);
  expect(user.isBookable).toBe(company.is_bookable);
  expect(user.isOnHold).toBe(company.is_on_hold);
  expect(user.has3PLNetwork).toBe(company.has_3pl_network);
  return { user, company };
}

describe('GET /portal/api/users/me', () => {
  it('carrier admin: CarrierPortal and Admin, expired Samsara token', async () => {
    const { user, company } = await me(DEMO.carrierAdmin);
    expect(company.kind).toBe('Carrier');
    expect(user.permissions).toEqual(expect.arrayContaining(['CarrierPortal']));
    expect(user.roles).toContain('Admin');
    expect(user.isBroker).toBe(false);
    expect(user.trackingIntegration.samsaraIsExpired).toBe(true);
    expect(user.contactId).toEqual(expect.any(Number));
  });

  it('dispatcher: CarrierPortal, not an admin, no expired integration', async () => {
    const { user } = await me(DEMO.dispatcher);
    expect(user.permissions).toContain('CarrierPortal');
    expect(user.roles).not.toContain('Admin');
    expect(user.trackingIntegration.samsaraIsExpired).toBe(false);
  });

  it('broker: isBroker', async () => {
    const { user } = await me(DEMO.broker);
    expect(user.isBroker).toBe(true);
    expect(user.permissions).toContain('CarrierPortal');
  });

  it('driver: DriverPortal, role Driver only', async () => {
    const { user } = await me(DEMO.driver);
    expect(user.permissions).toEqual(['DriverPortal']);
    expect(user.roles).toEqual(['Driver']);
  });

  it('factoring: FactoringCompanyPortal', async () => {
    const { user, company } = await me(DEMO.factoring);
    expect(company.kind).toBe('FactoringCompany');
    expect(user.permissions).toEqual(['FactoringCompanyPortal']);
  });

  it('payer: CarrierBillingSettings, BillTo and the 3PL network', async () => {
    const { user } = await me(DEMO.payer);
    expect(user.permissions).toEqual(['CarrierBillingSettings']);
    expect(user.roles).toContain('BillTo');
    expect(user.has3PLNetwork).toBe(true);
  });

  it('brokerage staff', async () => {
    const { company } = await me(DEMO.ops);
    expect(company.kind).toBe('Brokerage');
  });

  it('samsaraIsExpired follows the company install needing re-authorisation', async () => {
    const session = await login(t.app, DEMO.carrierAdmin);
    expect(session.user.trackingIntegration.samsaraIsExpired).toBe(true);
    await t.db.updateTable('tracking_integrations').set({ status: 'connected' }).where('company_id', '=', session.user.companyId).execute();
    const response = await t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers: authHeaders(session) });
    expect(response.json().data.trackingIntegration.samsaraIsExpired).toBe(false);
  });
});

describe('Carrier API: /v2/me/*', () => {
  it('GET /v2/me/carrier answers the flags of the caller company', async () => {
    for (const email of [DEMO.carrierAdmin, DEMO.broker]) {
      const session = await login(t.app, email);
      const response = await t.app.inject({ method: 'GET', url: '/carrier/api/v2/me/carrier', headers: authHeaders(session, { carrierApi: true }) });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(Object.keys(data).sort()).toEqual(
        ['companyId', 'companyName', 'dotNumber', 'doNotUse', 'has3PLNetwork', 'isBookable', 'isBroker', 'isOnHold', 'mcNumber'].sort(),
      );
      expect(data).toMatchObject({ companyId: session.user.companyId, isBroker: session.user.isBroker, isBookable: session.user.isBookable, doNotUse: false });
    }
  });

  it('GET /v2/me/company answers the company with its factoring company', async () => {
    const session = await login(t.app, DEMO.carrierAdmin);
    const response = await t.app.inject({ method: 'GET', url: '/carrier/api/v2/me/company', headers: authHeaders(session, { carrierApi: true }) });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    const row = await t.db.selectFrom('companies').selectAll().where('id', '=', session.user.companyId).executeTakeFirstOrThrow();
    expect(data).toMatchObject({ id: row.id, companyNumber: row.company_number, name: row.name, mcNumber: row.mc_number, dotNumber: row.dot_number });
    if (row.factoring_company_id) expect(data.factoringCompany.id).toBe(row.factoring_company_id);
    else expect(data.factoringCompany).toBeNull();
  });

  it('GET /v2/me/notification_preferences answers the camelCase row, or the defaults', async () => {
    const session = await login(t.app, DEMO.dispatcher);
    const headers = authHeaders(session, { carrierApi: true });
    const response = await t.app.inject({ method: 'GET', url: '/carrier/api/v2/me/notification_preferences', headers });
    expect(response.statusCode).toBe(200);
    const row = await t.db.selectFrom('notification_preferences').selectAll().where('user_id', '=', session.user.id).executeTakeFirst();
    const expected = row
      ? { emailTenders: row.email_tenders, emailRateRequests: row.email_rate_requests, emailMentions: row.email_mentions, emailCases: row.email_cases, emailPayments: row.email_payments, smsTenders: row.sms_tenders }
      : { emailTenders: true, emailRateRequests: true, emailMentions: true, emailCases: true, emailPayments: true, smsTenders: false };
    expect(response.json().data).toEqual(expected);

    await t.db.deleteFrom('notification_preferences').where('user_id', '=', session.user.id).execute();
    const defaults = await t.app.inject({ method: 'GET', url: '/carrier/api/v2/me/notification_preferences', headers });
    expect(defaults.json().data).toEqual({ emailTenders: true, emailRateRequests: true, emailMentions: true, emailCases: true, emailPayments: true, smsTenders: false });
  });
});

describe('GET /portal/api/release-notes', () => {
  it('answers the notes, newest first, to any signed-in user', async () => {
    const session = await login(t.app, DEMO.payer);
    const response = await t.app.inject({ method: 'GET', url: '/portal/api/release-notes', headers: authHeaders(session) });
    expect(response.statusCode).toBe(200);
    const notes = response.json().data as { version: string; date: string; title: string; items: string[] }[];
    expect(notes.length).toBeGreaterThanOrEqual(3);
    for (const note of notes) expect(note.items.length).toBeGreaterThan(0);
    const dates = notes.map((n) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await t.app.inject({ method: 'GET', url: '/portal/api/release-notes' })).statusCode).toBe(401);
  });
});
