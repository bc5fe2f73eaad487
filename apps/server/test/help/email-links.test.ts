import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtures, type Fixtures } from '../documents/fixtures';
import { authHeaders, buildTestApp, DEMO, login, nextClientAddress, type TestApp, type TestSession } from '../helper';

/**
 * Every link the portal e-mails uses the configured public URL, whatever the request
 * came from: here PUBLIC_URL is an https origin that is neither the server's own address nor
 * localhost, and each kind of e-mail that carries a link is made and read from the outbox.
 */
const PUBLIC_URL = 'https://portal.summitfreight.example';

let t: TestApp;
let f: Fixtures;
let dispatch: TestSession;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: PUBLIC_URL });
  f = await createFixtures(t.db);
  dispatch = await login(t.app, DEMO.dispatcher);
}, 120_000);
afterAll(async () => t?.close());

const anonymous = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/portal/api/auth/${url}`, payload, remoteAddress: nextClientAddress() });

/** The links of the newest e-mail to the address (after the mails made once the answer went out). */
async function linksMailedTo(email: string): Promise<string[]> {
  await t.app.afterAnswer.settled();
  const mail = await t.db.selectFrom('outbox_emails').select(['text_body', 'html_body']).where('to_address', '=', email).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  return [...`${mail.text_body}\n${mail.html_body ?? ''}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]);
}

function expectPublicLinks(links: string[], path: RegExp) {
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
  expect(links.some((link) => path.test(new URL(link).pathname + new URL(link).search))).toBe(true);
}

describe('links in e-mails', () => {
  it('password reset: the public URL even when the page asking was on localhost or another origin', async () => {
    for (const url of ['http://localhost:5173/reset-password', 'http://127.0.0.1:3000/reset-password', 'https://evil.example/reset-password']) {
      expect((await anonymous('request-password-reset', { url, emailAddress: DEMO.carrierAdmin })).statusCode).toBe(202);
      expectPublicLinks(await linksMailedTo(DEMO.carrierAdmin), /^\/reset-password\/[A-Za-z0-9_-]+$/);
    }
    expect((await anonymous('request-password-reset', { url: `${PUBLIC_URL}/reset-password`, emailAddress: DEMO.broker })).statusCode).toBe(202);
    expectPublicLinks(await linksMailedTo(DEMO.broker), /^\/reset-password\/[A-Za-z0-9_-]+$/);
  });

  it('activation of a pending user: the public URL', async () => {
    const company = await t.db.selectFrom('users').select('company_id').where('email', '=', DEMO.dispatcher).executeTakeFirstOrThrow();
    await t.db
      .insertInto('users')
      .values({ company_id: company.company_id, email: 'pending.links@demo.test', user_name: 'pending.links@demo.test', first_name: 'Pat', last_name: 'Ending', status: 'Pending', permissions: ['CarrierPortal'], api_key: 'pending-links-key' })
      .execute();
    expect((await anonymous('request-password-reset', { url: 'http://localhost:5173/reset-password', emailAddress: 'pending.links@demo.test' })).statusCode).toBe(202);
    expectPublicLinks(await linksMailedTo('pending.links@demo.test'), /^\/ActivateUser\/[A-Za-z0-9_-]+$/);
  });

  it('a mention in a note: the public URL of the record', async () => {
    const note = await t.app.inject({
      method: 'POST',
      url: '/portal/api/notes',
      headers: authHeaders(dispatch),
      payload: {
        entityId: f.blueRidge.shipmentId,
        entityType: 5,
        entityLink: `/shipments/${f.blueRidge.shipmentNumber}`,
        noteContent: 'Avery, the receiver called',
        notifyUsers: [{ id: f.users.carrierAdmin, email: DEMO.carrierAdmin }],
        allowPortalAccess: true,
      },
    });
    expect(note.statusCode, note.body).toBe(201);
    expectPublicLinks(await linksMailedTo(DEMO.carrierAdmin), new RegExp(`^/shipments/${f.blueRidge.shipmentNumber}$`));
  });

  it("a driver's sign-in link: the public URL", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/portal/api/drivers',
      headers: authHeaders(dispatch),
      payload: { firstName: 'Lee', lastName: 'Links', email: 'lee.links@drivers.example', mobilePhone: '(540) 555-0198', licenseNumber: 'VA87654321', licenseState: 'va', licenseExpiresOn: '2031-05-31' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const sent = await t.app.inject({ method: 'POST', url: `/portal/api/drivers/${created.json().data.id}/sign-in-link`, headers: authHeaders(dispatch), payload: { channel: 'Email' } });
    expect(sent.statusCode, sent.body).toBe(200);
    expectPublicLinks(await linksMailedTo('lee.links@drivers.example'), /^\/my-shipments\?driverToken=/);
  });

  it('no e-mail in the outbox links anywhere but the public URL', async () => {
    const mails = await t.db.selectFrom('outbox_emails').select(['text_body', 'html_body']).execute();
    const links = mails.flatMap((mail) => [...`${mail.text_body}\n${mail.html_body ?? ''}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]));
    expect(links.length).toBeGreaterThanOrEqual(7);
    expect(links.filter((link) => !link.startsWith(`${PUBLIC_URL}/`))).toEqual([]);
  });
});
