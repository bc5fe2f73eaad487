import { describe, expect, it } from 'vitest';
import { ACTIVE_LOAD_STATUSES } from '@portal/domain/shipments/shipment-status';
import { authHeaders, DEMO, login, testAppForFile } from '../helper';
import { LONE_STAR_DISPATCH, signInActor } from '../shipments/fixtures';

const t = testAppForFile({ admin: DEMO.carrierAdmin, dispatch: DEMO.dispatcher, otherCarrier: LONE_STAR_DISPATCH }, signInActor);

const newDriver = (lastName: string) => ({
  firstName: 'Dana',
  lastName,
  email: `dana.${lastName.toLowerCase()}@drivers.example`,
  mobilePhone: '(540) 555-0199',
  licenseNumber: 'VA12345678',
  licenseState: 'va',
  licenseExpiresOn: '2031-05-31',
});

const signIn = (driverToken: string) => t.app.inject({ method: 'POST', url: '/portal/api/auth/mobile-authorize', payload: { driverToken } });

/** The link in the newest message of an outbox (e-mail or text) to that address. */
async function sentLink(table: 'outbox_emails' | 'outbox_sms', to: string): Promise<string> {
  const row =
    table === 'outbox_emails'
      ? await t.db.selectFrom('outbox_emails').select(['text_body as body']).where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow()
      : await t.db.selectFrom('outbox_sms').select(['body']).where('to_number', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const url = /https?:\/\/\S+driverToken=[A-Za-z0-9_%-]+/.exec(row.body)?.[0];
  if (!url) throw new Error(`no link in ${row.body}`);
  return decodeURIComponent(new URL(url).searchParams.get('driverToken')!);
}

describe('drivers', () => {
  it('creates, lists, edits, deactivates and reactivates a driver', async () => {
    const created = await t.dispatch.request('POST', '/portal/api/drivers', newDriver('Fleetwood'));
    expect(created.statusCode).toBe(201);
    const driver = created.json().data;
    expect(driver).toMatchObject({ name: 'Dana Fleetwood', licenseState: 'VA', licenseExpiresOn: '2031-05-31', isActive: true, signInLink: { status: 'None' } });

    const found = await t.dispatch.request('GET', '/portal/api/drivers?q=fleetwood');
    expect(found.json()).toMatchObject({ totalCount: 1, data: [{ id: driver.id, mobilePhone: '(540) 555-0199' }] });

    const edited = await t.dispatch.request('PUT', `/portal/api/drivers/${driver.id}`, { ...newDriver('Fleetwood'), email: '', licenseExpiresOn: '2026-02-01' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ email: null, licenseExpiresOn: '2026-02-01' });

    const off = await t.dispatch.request('POST', `/portal/api/drivers/${driver.id}/deactivate`);
    expect(off.json().data.isActive).toBe(false);
    expect((await t.dispatch.request('GET', '/portal/api/drivers?q=fleetwood')).json().totalCount).toBe(0);
    expect((await t.dispatch.request('GET', '/portal/api/drivers?q=fleetwood&status=Inactive')).json().totalCount).toBe(1);
    expect((await t.dispatch.request('POST', `/portal/api/drivers/${driver.id}/deactivate`)).statusCode).toBe(409);
    expect((await t.dispatch.request('POST', `/portal/api/drivers/${driver.id}/activate`)).json().data.isActive).toBe(true);
  });

  it('refuses bad values naming each field', async () => {
    const bad = await t.dispatch.request('POST', '/portal/api/drivers', { firstName: ' ', lastName: 'X', email: 'nope', mobilePhone: 'call me', licenseState: 'XX', licenseExpiresOn: '2026-13-01', fileId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'fileId', 'firstName', 'licenseExpiresOn', 'licenseState', 'mobilePhone']);
    const foreignFile = await t.dispatch.request('POST', '/portal/api/drivers', { ...newDriver('Picture'), fileId: '00000000-0000-4000-8000-000000000001' });
    expect(foreignFile.statusCode).toBe(400);
    expect(foreignFile.json().errors).toHaveProperty('fileId');
  });

  it("answers another company's driver like a missing one (404)", async () => {
    const own = (await t.admin.request('POST', '/portal/api/drivers', newDriver('Private'))).json().data;
    for (const [method, url, body] of [
      ['GET', `/portal/api/drivers/${own.id}`, undefined],
      ['PUT', `/portal/api/drivers/${own.id}`, newDriver('Hijack')],
      ['POST', `/portal/api/drivers/${own.id}/deactivate`, undefined],
      ['GET', `/portal/api/drivers/${own.id}/sign-in-link`, undefined],
      ['POST', `/portal/api/drivers/${own.id}/sign-in-link`, { channel: 'Email' }],
      ['POST', `/portal/api/drivers/${own.id}/sign-in-link/resend`, undefined],
      ['DELETE', `/portal/api/drivers/${own.id}/sign-in-link`, undefined],
    ] as const) {
      expect((await t.otherCarrier.request(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.otherCarrier.request('GET', '/portal/api/drivers?q=private')).json().totalCount).toBe(0);
    expect((await t.admin.request('GET', `/portal/api/drivers/${own.id}`)).json().data).toMatchObject({ lastName: 'Private', isActive: true, signInLink: { status: 'None' } });
  });
});

describe('driver sign-in links', () => {
  it('dispatch sends a link by e-mail; resending ends the old link; revoking ends the link and the session', async () => {
    const driver = (await t.dispatch.request('POST', '/portal/api/drivers', newDriver('Linkman'))).json().data;
    const sent = await t.dispatch.request('POST', `/portal/api/drivers/${driver.id}/sign-in-link`, { channel: 'Email' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'Active', channel: 'Email', sentTo: driver.email, expiresAt: expect.any(String) });
    expect(JSON.stringify(sent.json())).not.toMatch(/driverToken/);
    const first = await sentLink('outbox_emails', driver.email);
    const session = await signIn(first);
    expect(session.statusCode).toBe(200);
    expect(session.json().data.user.permissions).toEqual(['DriverPortal']);

    const resent = await t.dispatch.request('POST', `/portal/api/drivers/${driver.id}/sign-in-link/resend`);
    expect(resent.json().data).toMatchObject({ status: 'Active', channel: 'Email' });
    const second = await sentLink('outbox_emails', driver.email);
    expect(second).not.toBe(first);
    expect((await signIn(first)).statusCode).toBe(401);
    expect((await signIn(second)).statusCode).toBe(200);

    const me = () => t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers: authHeaders({ token: session.json().data.accessToken, apiKey: '' }) });
    expect((await me()).statusCode).toBe(200);
    const revoked = await t.dispatch.request('DELETE', `/portal/api/drivers/${driver.id}/sign-in-link`);
    expect(revoked.json().data).toMatchObject({ status: 'Revoked', revokedAt: expect.any(String) });
    expect((await signIn(second)).statusCode).toBe(401);
    expect((await me()).statusCode).toBe(401);
    expect((await t.dispatch.request('GET', `/portal/api/drivers/${driver.id}`)).json().data.signInLink.status).toBe('Revoked');
  });

  it('sends by text message to the SMS outbox when no gateway is set; needs a phone or address on file', async () => {
    const driver = (await t.dispatch.request('POST', '/portal/api/drivers', { ...newDriver('Texter'), email: '' })).json().data;
    const noEmail = await t.dispatch.request('POST', `/portal/api/drivers/${driver.id}/sign-in-link`, { channel: 'Email' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().errors).toHaveProperty('channel');
    expect((await t.dispatch.request('POST', `/portal/api/drivers/${driver.id}/sign-in-link/resend`)).statusCode).toBe(409);

    const sent = await t.dispatch.request('POST', `/portal/api/drivers/${driver.id}/sign-in-link`, { channel: 'Text' });
    expect(sent.json().data).toMatchObject({ status: 'Active', channel: 'Text', sentTo: '(540) 555-0199' });
    const sms = await t.db.selectFrom('outbox_sms').selectAll().where('to_number', '=', '(540) 555-0199').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(sms).toMatchObject({ sent_at: null, error: null });
    expect(sms.body).toMatch(/^Blue Ridge Transport LLC: your loads on the carrier portal: http/);
    expect((await signIn(await sentLink('outbox_sms', '(540) 555-0199'))).statusCode).toBe(200);
  });

  it('deactivating a driver ends their link; an inactive driver gets none', async () => {
    const driver = (await t.dispatch.request('POST', '/portal/api/drivers', newDriver('Leaver'))).json().data;
    await t.dispatch.request('POST', `/portal/api/drivers/${driver.id}/sign-in-link`, { channel: 'Email' });
    const link = await sentLink('outbox_emails', driver.email);
    await t.dispatch.request('POST', `/portal/api/drivers/${driver.id}/deactivate`);
    expect((await signIn(link)).statusCode).toBe(401);
    expect((await t.dispatch.request('POST', `/portal/api/drivers/${driver.id}/sign-in-link`, { channel: 'Email' })).statusCode).toBe(409);
  });
});

describe('a deactivated driver', () => {
  it('cannot sign in with the password, loses the session, comes off the moving loads; reactivated, signs in again', async () => {
    const session = await login(t.app, DEMO.driver);
    const driverId = (await t.db.selectFrom('users').select('driver_id').where('id', '=', session.user.id).executeTakeFirstOrThrow()).driver_id!;
    const moving = await t.db
      .selectFrom('shipment_drivers')
      .innerJoin('shipments', 'shipments.id', 'shipment_drivers.shipment_id')
      .select('shipments.id')
      .where('shipment_drivers.driver_id', '=', driverId)
      .where('shipments.status', 'in', [...ACTIVE_LOAD_STATUSES])
      .execute();
    expect(moving.length).toBeGreaterThan(0);
    const bookings = () => t.app.inject({ method: 'GET', url: '/portal/api/shipments/bookings', headers: authHeaders(session) });
    expect((await bookings()).statusCode).toBe(200);

    expect((await t.admin.request('POST', `/portal/api/drivers/${driverId}/deactivate`)).statusCode).toBe(200);
    expect((await bookings()).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/portal/api/auth/login', payload: { emailAddress: DEMO.driver, password: 'demo1234' }, remoteAddress: '10.99.0.1' });
    expect(again.statusCode).toBe(401);
    const left = await t.db.selectFrom('shipment_drivers').select('shipment_id').where('driver_id', '=', driverId).where('shipment_id', 'in', moving.map((m) => m.id)).execute();
    expect(left).toEqual([]);
    const activity = await t.db.selectFrom('shipment_activity').select('description').where('shipment_id', '=', moving[0]!.id).where('kind', '=', 'DriverRemoved').execute();
    expect(activity.map((a) => a.description).some((d) => d.endsWith('; the driver was deactivated'))).toBe(true);

    expect((await t.admin.request('POST', `/portal/api/drivers/${driverId}/activate`)).statusCode).toBe(200);
    expect((await login(t.app, DEMO.driver)).user.id).toBe(session.user.id);
  });
});
