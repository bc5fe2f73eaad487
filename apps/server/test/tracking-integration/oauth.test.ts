import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { accessTokenFor, refreshLocked, withAccessToken } from '../../src/modules/tracking-integration/access-token';
import { decryptToken, encryptToken } from '../../src/modules/tracking-integration/token-cipher';
import { authHeaders, DEMO, login } from '../helper';
import { buildTrackingApp, complete, connectedAdmin, connectThroughConsent, contextFor, fake, integrationRow } from './support';

const t = await buildTrackingApp();
afterAll(() => t.close());

beforeEach(() => {
  const state = fake(t);
  state.switches.fail = undefined;
  state.switches.revokeFails = false;
  state.switches.pageSize = 512;
  state.switches.accessTokenSeconds = 3600;
});

const me = async (email: string) => {
  const session = await login(t.app, email);
  const response = await t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers: authHeaders(session) });
  return response.json().data.trackingIntegration.samsaraIsExpired as boolean;
};

/** Lets the stored access token run out, as an hour passing would. */
const expireAccessToken = (companyId: number) =>
  t.db.updateTable('tracking_integrations').set({ access_expires_at: new Date(Date.now() - 1000) }).where('company_id', '=', companyId).execute();

describe('Samsara OAuth 2.0 against the fake provider', () => {
  it('connects end to end: authorize, consent, callback, token; tokens stored encrypted; the flag clears', async () => {
    expect(await me(DEMO.carrierAdmin)).toBe(true);
    const admin = await connectedAdmin(t);
    const row = await integrationRow(t, admin.user.companyId);
    expect(row).toMatchObject({ status: 'connected', connected_by_user_id: admin.user.id, external_org_name: 'Blue Ridge Freight (Samsara)', last_error_code: null });
    expect(row.access_token_enc).toMatch(/^v1\./);
    expect(row.access_token_enc).not.toContain('sa_');
    expect(decryptToken(t.app.config.samsara!.tokenKey, row.access_token_enc!)).toMatch(/^sa_/);
    expect(row.access_expires_at!.getTime() - Date.now()).toBeGreaterThan(3500_000);
    expect(fake(t).stats.authorizationCodeGrants).toBeGreaterThanOrEqual(1);

    const list = await t.app.inject({ method: 'GET', url: '/portal/api/tracking-integrations', headers: authHeaders(admin) });
    const card = list.json().data[0];
    expect(card).toMatchObject({ provider: 'samsara', status: 'connected', connectedBy: 'Avery Collins', eldVehicleCount: 8 });
    expect(card.lastPositionAt).not.toBeNull();
    const matched = card.powerUnits.filter((u: { eldVehicleName: string | null }) => u.eldVehicleName !== null);
    expect(matched.length).toBe(8);
    expect(matched.every((u: { unitNumber: string; eldVehicleName: string }) => u.unitNumber === u.eldVehicleName)).toBe(true);
    expect(await me(DEMO.carrierAdmin)).toBe(false);
  });

  it('refuses a state it did not issue, and the same state twice, storing nothing', async () => {
    const admin = await login(t.app, DEMO.carrierAdmin);
    await t.db.updateTable('tracking_integrations').set({ status: 'needs_reauth', access_token_enc: null, refresh_token_enc: null }).where('company_id', '=', admin.user.companyId).execute();
    const forged = await complete(t, admin, { code: 'anything', state: 'forged-state' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().detail).toBe('The connection request expired, was already used or was not started here; start it again.');

    const { values, completed } = await connectThroughConsent(t, admin);
    expect(completed?.statusCode).toBe(200);
    await t.db.updateTable('tracking_integrations').set({ status: 'needs_reauth', access_token_enc: null, refresh_token_enc: null }).where('company_id', '=', admin.user.companyId).execute();
    const grants = fake(t).stats.authorizationCodeGrants;
    const replay = await complete(t, admin, values);
    expect(replay.statusCode).toBe(400);
    expect(fake(t).stats.authorizationCodeGrants).toBe(grants);
    expect(await integrationRow(t, admin.user.companyId)).toMatchObject({ status: 'needs_reauth', access_token_enc: null });

    // The public callback checks nothing and stores nothing: it only hands the browser on.
    const missing = await t.app.inject({ method: 'GET', url: '/portal/api/tracking-integrations/samsara/callback' });
    expect(missing.headers.location).toBe('/profile?tab=integrations&error=state_mismatch');
    const bounced = await t.app.inject({ method: 'GET', url: '/portal/api/tracking-integrations/samsara/callback?code=c-1&state=s-1' });
    expect(bounced.headers.location).toBe('/profile?tab=integrations&provider=samsara&code=c-1&state=s-1');
    expect(await integrationRow(t, admin.user.companyId)).toMatchObject({ status: 'needs_reauth', access_token_enc: null });
  });

  it('answers access_denied when the admin declines at the consent page', async () => {
    const admin = await login(t.app, DEMO.carrierAdmin);
    const { location, completed } = await connectThroughConsent(t, admin, 'deny');
    expect(location).toBe('/profile?tab=integrations&error=access_denied');
    expect(completed).toBeNull();
  });

  it('ten parallel calls with an expired token make exactly one refresh; the row lock alone holds too', async () => {
    const admin = await connectedAdmin(t);
    const ctx = contextFor(t);
    await expireAccessToken(admin.user.companyId);
    const before = fake(t).stats.refreshGrants;
    const answers = await Promise.all(Array.from({ length: 10 }, () => withAccessToken(ctx, admin.user.companyId, (token) => ctx.client.me(token))));
    expect(answers.every((a) => a.data.name === 'Blue Ridge Freight (Samsara)')).toBe(true);
    expect(fake(t).stats.refreshGrants - before).toBe(1);

    // Without the in-process promise (as ten processes would): the lock serialises, the rest reuse the fresh token.
    await expireAccessToken(admin.user.companyId);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => refreshLocked(ctx, admin.user.companyId, new Date())));
    expect(new Set(tokens).size).toBe(1);
    expect(fake(t).stats.refreshGrants - before).toBe(2);
    expect(await integrationRow(t, admin.user.companyId)).toMatchObject({ status: 'connected' });
    // The refresh queued the next one five minutes before the new expiry.
    const queued = await t.db.selectFrom('jobs').select(['run_at']).where('kind', '=', 'tracking.samsara.refresh').where('done_at', 'is', null).orderBy('run_at', 'desc').executeTakeFirstOrThrow();
    expect(queued.run_at.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it('a reused refresh token is refused: the install needs re-authorisation and the flag shows to the admin, not the driver', async () => {
    const admin = await connectedAdmin(t);
    const key = t.app.config.samsara!.tokenKey;
    const old = decryptToken(key, (await integrationRow(t, admin.user.companyId)).refresh_token_enc!);
    await expireAccessToken(admin.user.companyId);
    await accessTokenFor(contextFor(t), admin.user.companyId);
    expect(decryptToken(key, (await integrationRow(t, admin.user.companyId)).refresh_token_enc!)).not.toBe(old);

    // Put the rotated-away refresh token back, as a process holding a stale copy would use it.
    await t.db
      .updateTable('tracking_integrations')
      .set({ refresh_token_enc: encryptToken(key, old), access_expires_at: new Date(Date.now() - 1000) })
      .where('company_id', '=', admin.user.companyId)
      .execute();
    const refused = fake(t).stats.refusedRefreshes;
    await expect(accessTokenFor(contextFor(t), admin.user.companyId)).rejects.toMatchObject({ status: 409 });
    expect(fake(t).stats.refusedRefreshes).toBe(refused + 1);
    expect(await integrationRow(t, admin.user.companyId)).toMatchObject({ status: 'needs_reauth', last_error_code: 'invalid_grant', access_token_enc: null, refresh_token_enc: null });
    expect(await me(DEMO.carrierAdmin)).toBe(true);
    expect(await me(DEMO.driver)).toBe(false);
    expect(await me(DEMO.dispatcher)).toBe(false);
  });

  it('a 401 from the provider means re-authorisation; a passing 5xx does not', async () => {
    const admin = await connectedAdmin(t);
    fake(t).switches.fail = { status: 500, count: 1 };
    const failing = await t.app.inject({ method: 'POST', url: '/portal/api/tracking-integrations/samsara/test', headers: authHeaders(admin) });
    expect(failing.json().data).toMatchObject({ ok: false, message: 'Samsara answered 500 (http_500)' });
    expect(await integrationRow(t, admin.user.companyId)).toMatchObject({ status: 'connected', last_error_code: 'http_500' });

    const ok = await t.app.inject({ method: 'POST', url: '/portal/api/tracking-integrations/samsara/test', headers: authHeaders(admin) });
    expect(ok.json().data).toMatchObject({ ok: true, vehicleCount: 8, orgName: 'Blue Ridge Freight (Samsara)' });

    fake(t).switches.fail = { status: 401, count: 1 };
    const unauthorized = await t.app.inject({ method: 'POST', url: '/portal/api/tracking-integrations/samsara/test', headers: authHeaders(admin) });
    expect(unauthorized.json().data.ok).toBe(false);
    expect(await integrationRow(t, admin.user.companyId)).toMatchObject({ status: 'needs_reauth', last_error_code: 'unauthorized' });
    expect(await me(DEMO.carrierAdmin)).toBe(true);
  });

  it('disconnect revokes at the provider and wipes the tokens, even when the revoke fails', async () => {
    const admin = await connectedAdmin(t);
    const revokes = fake(t).stats.revokes;
    const done = await t.app.inject({ method: 'DELETE', url: '/portal/api/tracking-integrations/samsara', headers: authHeaders(admin) });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('disconnected');
    expect(fake(t).stats.revokes).toBe(revokes + 1);

    await connectedAdmin(t);
    fake(t).switches.revokeFails = true;
    const failed = await t.app.inject({ method: 'DELETE', url: '/portal/api/tracking-integrations/samsara', headers: authHeaders(admin) });
    expect(failed.statusCode).toBe(200);
    expect(await integrationRow(t, admin.user.companyId)).toMatchObject({
      status: 'disconnected',
      access_token_enc: null,
      refresh_token_enc: null,
      access_expires_at: null,
      last_error_code: 'revoke_failed',
    });
    expect(await me(DEMO.carrierAdmin)).toBe(false);
  });

  it('only admins manage the install; brokers and drivers do not see it; another carrier sees its own', async () => {
    const dispatch = await login(t.app, DEMO.dispatcher);
    expect((await t.app.inject({ method: 'GET', url: '/portal/api/tracking-integrations', headers: authHeaders(dispatch) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/portal/api/tracking-integrations/samsara/authorize', headers: authHeaders(dispatch) })).statusCode).toBe(403);
    for (const email of [DEMO.driver, DEMO.broker]) {
      const session = await login(t.app, email);
      expect((await t.app.inject({ method: 'GET', url: '/portal/api/tracking-integrations', headers: authHeaders(session) })).statusCode).toBe(403);
    }
    const other = await login(t.app, 'owner@lonestarhaulers.test');
    const theirs = await t.app.inject({ method: 'GET', url: '/portal/api/tracking-integrations', headers: authHeaders(other) });
    expect(theirs.json().data[0]).toMatchObject({ status: 'disconnected', connectedBy: null, eldVehicleCount: 0 });
    expect(theirs.json().data[0].powerUnits.every((u: { unitNumber: string }) => u.unitNumber.startsWith('LS-'))).toBe(true);
    const unknown = await t.app.inject({ method: 'POST', url: '/portal/api/tracking-integrations/motive/authorize', headers: authHeaders(other) });
    expect(unknown.statusCode).toBe(400);
  });
});
