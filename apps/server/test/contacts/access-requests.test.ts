import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO, login, nextClientAddress, type TestApp } from '../helper';
import { actor, BLUE_RIDGE, companyId, type Actor } from '../shipments/fixtures';

let t: TestApp;
let admin: Actor;
let blueRidge: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await actor(t.app, t.db, DEMO.carrierAdmin);
  blueRidge = await companyId(t.db, BLUE_RIDGE);
});
afterAll(async () => t?.close());

const ask = (payload: object, remoteAddress = nextClientAddress()) =>
  t.app.inject({ method: 'POST', url: '/portal/api/access-requests', payload, remoteAddress });

async function mailsTo(email: string) {
  await t.app.afterAnswer.settled();
  return t.db.selectFrom('outbox_emails').selectAll().where('to_address', '=', email).orderBy('id', 'desc').execute();
}

const requestsOf = (email: string) => t.db.selectFrom('access_requests').selectAll().where(sql`lower(email)`, '=', email).execute();
const openCount = async () => (await admin.request('GET', '/portal/api/contacts/access-requests/open-count')).json().totalCount as number;

describe('asking for access (public)', () => {
  it("files a request with the company found by its MC or DOT number, without a session, and tells the requester", async () => {
    const before = await openCount();
    const asked = await ask({ firstName: 'Rosa', lastName: 'Diaz', emailAddress: 'Rosa.Diaz@blueridgetransport.test', companyNumber: 'MC-812345' });
    expect(asked.statusCode).toBe(202);
    const [receipt] = await mailsTo('rosa.diaz@blueridgetransport.test');
    expect(receipt.text_body).toContain('Blue Ridge Transport LLC');
    expect(await requestsOf('rosa.diaz@blueridgetransport.test')).toMatchObject([{ company_id: blueRidge, status: 'Open', company_number: 'MC-812345' }]);
    expect(await openCount()).toBe(before + 1);
    // The same address again does not pile up a second open request; the DOT number finds the same company.
    expect((await ask({ firstName: 'Rosa', lastName: 'Diaz', emailAddress: 'rosa.diaz@blueridgetransport.test', companyNumber: 'DOT 2876543' })).statusCode).toBe(202);
    await t.app.afterAnswer.settled();
    expect(await requestsOf('rosa.diaz@blueridgetransport.test')).toHaveLength(1);
  });

  it('answers the same for an unknown number and a known address; only the mailbox hears the outcome', async () => {
    const unknown = await ask({ firstName: 'Ivan', lastName: 'Petrov', emailAddress: 'ivan@nowhere.test', companyNumber: '99999999' });
    const known = await ask({ firstName: 'Jordan', lastName: 'Reyes', emailAddress: DEMO.dispatcher, companyNumber: 'MC 812345' });
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect((await mailsTo('ivan@nowhere.test'))[0].text_body).toContain('could not find a company with the MC or DOT number 99999999');
    expect((await mailsTo(DEMO.dispatcher))[0].text_body).toContain('already has an account');
    expect(await requestsOf('ivan@nowhere.test')).toHaveLength(0);
    expect(await requestsOf(DEMO.dispatcher)).toHaveLength(0);
  });

  it('refuses bad input with 400 and more than 5 requests a minute from one address with 429', async () => {
    const bad = await ask({ firstName: '', lastName: 'X', emailAddress: 'nope', companyNumber: 'ABC' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['companyNumber', 'emailAddress', 'firstName']);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await ask({ firstName: 'Spam', lastName: `Bot${i}`, emailAddress: `bot${i}@spam.test`, companyNumber: '1' }, '10.45.0.1')).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('files every request, however often the insert has run on one database connection', async () => {
    // A prepared statement gets a generic plan from its sixth run on a connection (PostgreSQL); the
    // insert must still find the index that keeps one open request per company and address.
    const emails = Array.from({ length: 12 }, (_, i) => `many.${i}@blueridgetransport.test`);
    // One after another, so the inserts run on the same connection rather than spread over the pool.
    for (const [i, email] of emails.entries()) {
      expect((await ask({ firstName: 'Many', lastName: `Asker${i}`, emailAddress: email, companyNumber: 'MC 812345' })).statusCode).toBe(202);
      await t.app.afterAnswer.settled();
    }
    for (const email of emails) expect(await requestsOf(email), email).toMatchObject([{ company_id: blueRidge, status: 'Open' }]);
  });
});

describe('deciding on access requests (admins)', () => {
  async function openRequestId(email: string, companyNumber = 'MC812345') {
    const asked = await ask({ firstName: 'Theo', lastName: email.split('@')[0], emailAddress: email, companyNumber });
    expect(asked.statusCode, asked.body).toBe(202);
    await t.app.afterAnswer.settled();
    const [request] = await requestsOf(email);
    expect(request, `no open request for ${email}; mails to it: ${JSON.stringify((await mailsTo(email)).map((mail) => mail.subject))}`).toBeDefined();
    return request.id;
  }

  it('approves: the requester becomes a contact and a user, activates by e-mail and signs in', async () => {
    const id = await openRequestId('theo.approve@blueridgetransport.test');
    const list = await admin.request('GET', '/portal/api/contacts/access-requests');
    expect(list.json().data.some((r: { id: number }) => r.id === id)).toBe(true);
    const before = await openCount();
    const approved = await admin.request('POST', `/portal/api/contacts/access-requests/${id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.request).toMatchObject({ status: 'Approved', decidedBy: 'Avery Collins' });
    expect(approved.json().data.contact).toMatchObject({ emailAddresses: ['theo.approve@blueridgetransport.test'], permissions: ['CarrierPortal'], portalStatus: 'Pending' });
    expect(await openCount()).toBe(before - 1);
    const [mail] = await mailsTo('theo.approve@blueridgetransport.test');
    const token = /\/ActivateUser\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];
    const activated = await t.app.inject({ method: 'POST', url: '/portal/api/auth/activate-user', payload: { resetToken: token, newPassword: 'Theo-2026!' }, remoteAddress: '10.46.0.1' });
    expect(activated.statusCode).toBe(200);
    expect((await login(t.app, 'theo.approve@blueridgetransport.test', 'Theo-2026!')).user.companyId).toBe(blueRidge);
    expect((await admin.request('POST', `/portal/api/contacts/access-requests/${id}/approve`, {})).statusCode).toBe(409);
  });

  it('gives the permissions and roles the admin chose, and refuses a role it cannot give', async () => {
    const id = await openRequestId('theo.roles@blueridgetransport.test');
    const driver = await admin.request('POST', `/portal/api/contacts/access-requests/${id}/approve`, { permissions: ['CarrierPortal'], roles: ['Driver'] });
    expect(driver.statusCode).toBe(400);
    const approved = await admin.request('POST', `/portal/api/contacts/access-requests/${id}/approve`, { permissions: ['CarrierPortal', 'CarrierBillingSettings'], roles: ['AP', 'BillTo'] });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.contact).toMatchObject({ permissions: ['CarrierPortal', 'CarrierBillingSettings'], roles: ['AP', 'BillTo'] });
    const user = await t.db.selectFrom('users').select(['roles', 'permissions']).where('email', '=', 'theo.roles@blueridgetransport.test').executeTakeFirstOrThrow();
    expect(user.roles).toEqual(['AP', 'BillTo']);
  });

  it('declines with a reason the requester is told', async () => {
    const id = await openRequestId('theo.decline@blueridgetransport.test');
    const missing = await admin.request('POST', `/portal/api/contacts/access-requests/${id}/decline`, { reason: ' ' });
    expect(missing.statusCode).toBe(400);
    const declined = await admin.request('POST', `/portal/api/contacts/access-requests/${id}/decline`, { reason: 'Not one of our drivers or staff' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.request).toMatchObject({ status: 'Denied', declineReason: 'Not one of our drivers or staff' });
    const [mail] = await mailsTo('theo.decline@blueridgetransport.test');
    expect(mail.subject).toBe('Your request for access to Blue Ridge Transport LLC was declined');
    expect(mail.text_body).toContain('Their reason: Not one of our drivers or staff');
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'theo.decline@blueridgetransport.test').execute()).toHaveLength(0);
  });

  it("answers 404 for another company's request and 403 to non-admins", async () => {
    const theirs = await openRequestId('theo.other@lonestarhaulers.test', 'MC 693027');
    expect((await admin.request('POST', `/portal/api/contacts/access-requests/${theirs}/approve`, {})).statusCode).toBe(404);
    expect((await admin.request('POST', `/portal/api/contacts/access-requests/${theirs}/decline`, { reason: 'x' })).statusCode).toBe(404);
    const loneStarOwner = await actor(t.app, t.db, 'owner@lonestarhaulers.test');
    expect((await loneStarOwner.request('GET', '/portal/api/contacts/access-requests')).json().data.some((r: { id: number }) => r.id === theirs)).toBe(true);
    const dispatch = await actor(t.app, t.db, DEMO.dispatcher);
    const ours = await openRequestId('theo.forbidden@blueridgetransport.test');
    expect((await dispatch.request('POST', `/portal/api/contacts/access-requests/${ours}/approve`, {})).statusCode).toBe(403);
    expect((await dispatch.request('GET', '/portal/api/contacts/access-requests/open-count')).statusCode).toBe(403);
  });
});
