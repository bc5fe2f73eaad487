import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/modules/tracking-integration/samsara-client';
import { encryptToken } from '../../src/modules/tracking-integration/token-cipher';
import { pkcePair } from '../../src/modules/tracking-integration/tracking-integration.service';
import { DEMO, login, type TestSession } from '../helper';
import { bounce, buildTrackingApp, codeAndState, complete, contextFor, decideAtConsent, fake, startConnect } from './support';

/**
 * The connection cannot be captured: a consent link started by one carrier and approved by another
 * company's fleet admin stores nothing anywhere, and a code is worth nothing without the PKCE
 * verifier the server kept.
 */

const t = await buildTrackingApp();
afterAll(() => t.close());

const OTHER_CARRIER = 'owner@lonestarhaulers.test';
const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

/** Everything stored for a company's Samsara install (undefined when it never had one). */
const installOf = (companyId: number) =>
  t.db.selectFrom('tracking_integrations').selectAll().where('company_id', '=', companyId).where('provider', '=', 'samsara').executeTakeFirst();

/** A company's install as it stands before a refused attempt: it must be the same after. */
async function snapshot(companyId: number) {
  const row = await installOf(companyId);
  return row ? { ...row, updated_at: undefined } : undefined;
}

/** Start as `starter`, approve at the consent page: the code and state the callback hands on. */
async function approvedBy(starter: TestSession) {
  const authorizeUrl = await startConnect(t, starter);
  const values = codeAndState(await bounce(t, await decideAtConsent(authorizeUrl)));
  expect(values.code).toBeTruthy();
  return { authorizeUrl, values: values as { code: string; state: string } };
}

describe('Samsara connection: state bound to who started it, PKCE', () => {
  it("a consent link started by carrier A and completed by carrier B's admin is refused and stores nothing under A or B", async () => {
    const attacker = await login(t.app, OTHER_CARRIER);
    const victim = await login(t.app, DEMO.carrierAdmin);
    const before = { attacker: await snapshot(attacker.user.companyId), victim: await snapshot(victim.user.companyId) };
    const grants = fake(t).stats.authorizationCodeGrants;

    // A starts and sends the consent link; B approves it at Samsara and lands, signed in, on the portal.
    const { values } = await approvedBy(attacker);
    const refused = await complete(t, victim, values);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().detail).toBe('This connection was started by another user or sign-in; start it again from your own account.');

    expect(fake(t).stats.authorizationCodeGrants).toBe(grants);
    expect(await snapshot(attacker.user.companyId)).toEqual(before.attacker);
    expect(await snapshot(victim.user.companyId)).toEqual(before.victim);
    // Refusing it did not spend it: the state is still unused.
    const state = await t.db.selectFrom('tracking_oauth_states').select(['used_at', 'company_id']).where('state_hash', '=', hashOf(values.state)).executeTakeFirstOrThrow();
    expect(state).toEqual({ used_at: null, company_id: attacker.user.companyId });
  });

  it('a user without the manage right cannot complete, and an anonymous call is 401', async () => {
    const admin = await login(t.app, DEMO.carrierAdmin);
    const { values } = await approvedBy(admin);
    expect((await complete(t, null, values)).statusCode).toBe(401);
    expect((await complete(t, await login(t.app, DEMO.dispatcher), values)).statusCode).toBe(403);
    expect((await complete(t, await login(t.app, DEMO.broker), values)).statusCode).toBe(403);
  });

  it('a replayed state is refused', async () => {
    const admin = await login(t.app, DEMO.carrierAdmin);
    const { values } = await approvedBy(admin);
    expect((await complete(t, admin, values)).statusCode).toBe(200);
    const connected = await snapshot(admin.user.companyId);
    const grants = fake(t).stats.authorizationCodeGrants;

    const replay = await complete(t, admin, values);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().detail).toBe('The connection request expired, was already used or was not started here; start it again.');
    expect(fake(t).stats.authorizationCodeGrants).toBe(grants);
    expect(await snapshot(admin.user.companyId)).toEqual(connected);
  });

  it('an expired state is refused (ten minutes) and stores nothing', async () => {
    const admin = await login(t.app, DEMO.carrierAdmin);
    await t.db.updateTable('tracking_integrations').set({ status: 'needs_reauth', access_token_enc: null, refresh_token_enc: null }).where('company_id', '=', admin.user.companyId).execute();
    const before = await snapshot(admin.user.companyId);
    const started = Date.now();
    const { values } = await approvedBy(admin);
    const stored = await t.db.selectFrom('tracking_oauth_states').select(['expires_at', 'user_id']).where('state_hash', '=', hashOf(values.state)).executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(admin.user.id);
    expect(stored.expires_at.getTime() - started).toBeGreaterThan(9.9 * 60_000);
    expect(stored.expires_at.getTime() - started).toBeLessThan(10.1 * 60_000);

    await t.db.updateTable('tracking_oauth_states').set({ expires_at: new Date(Date.now() - 1000) }).where('state_hash', '=', hashOf(values.state)).execute();
    const late = await complete(t, admin, values);
    expect(late.statusCode).toBe(400);
    expect(await snapshot(admin.user.companyId)).toEqual(before);
  });

  it('the fake provider refuses a code with a verifier that does not match its challenge, or with none', async () => {
    const admin = await login(t.app, DEMO.carrierAdmin);
    const ctx = contextFor(t);
    for (const verifier of [pkcePair().verifier, '']) {
      const { values } = await approvedBy(admin);
      const refused = fake(t).stats.refusedCodeExchanges;
      const error = await ctx.client.exchangeCode(values.code, ctx.redirectUri, verifier).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ status: 400, code: 'invalid_grant' });
      expect(fake(t).stats.refusedCodeExchanges).toBe(refused + 1);
    }

    // The consent page itself is refused without a challenge, or with a method other than S256.
    const authorizeUrl = await startConnect(t, admin);
    for (const change of [(u: URL) => u.searchParams.delete('code_challenge'), (u: URL) => u.searchParams.set('code_challenge_method', 'plain')]) {
      const url = new URL(authorizeUrl);
      change(url);
      expect((await fetch(url)).status).toBe(400);
    }
  });

  it('the server sends the state\'s own verifier: a state holding another verifier fails at the provider and stores nothing', async () => {
    const admin = await login(t.app, DEMO.carrierAdmin);
    await t.db.updateTable('tracking_integrations').set({ status: 'needs_reauth', access_token_enc: null, refresh_token_enc: null }).where('company_id', '=', admin.user.companyId).execute();
    const before = await snapshot(admin.user.companyId);
    const { values } = await approvedBy(admin);
    await t.db
      .updateTable('tracking_oauth_states')
      .set({ code_verifier_enc: encryptToken(t.app.config.samsara!.tokenKey, pkcePair().verifier) })
      .where('state_hash', '=', hashOf(values.state))
      .execute();
    const refused = fake(t).stats.refusedCodeExchanges;
    const answer = await complete(t, admin, values);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().detail).toBe('Samsara did not accept the authorization; start the connection again.');
    expect(fake(t).stats.refusedCodeExchanges).toBe(refused + 1);
    expect(await snapshot(admin.user.companyId)).toEqual(before);
  });

  it('the happy path: the admin who started it completes it, from the same sign-in', async () => {
    const admin = await login(t.app, DEMO.carrierAdmin);
    const grants = fake(t).stats.authorizationCodeGrants;
    const { values } = await approvedBy(admin);
    const done = await complete(t, admin, values);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ provider: 'samsara', status: 'connected', connectedBy: 'Avery Collins', externalOrgName: 'Blue Ridge Freight (Samsara)', eldVehicleCount: 8 });
    expect(fake(t).stats.authorizationCodeGrants).toBe(grants + 1);
    expect(await installOf(admin.user.companyId)).toMatchObject({ status: 'connected', connected_by_user_id: admin.user.id });
  });

  it('a connection started in one sign-in does not complete in another sign-in of the same admin', async () => {
    const first = await login(t.app, DEMO.carrierAdmin);
    const second = await login(t.app, DEMO.carrierAdmin);
    const sid = (session: TestSession) => (decodeJwt(session.token) as { sid?: string }).sid;
    const { values } = await approvedBy(first);
    const stored = await t.db.selectFrom('tracking_oauth_states').select(['session_id']).where('state_hash', '=', hashOf(values.state)).executeTakeFirstOrThrow();
    expect(stored.session_id).toBe(sid(first) ?? null);
    if (sid(first) === undefined) return; // Tokens without a session id bind by user and company alone.
    expect((await complete(t, second, values)).statusCode).toBe(403);
    expect((await complete(t, first, values)).statusCode).toBe(200);
  });
});
