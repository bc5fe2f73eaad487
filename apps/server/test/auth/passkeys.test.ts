import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_EXPIRED, PASSKEY_NOT_ACCEPTED } from '@portal/domain/auth/passkeys';
import { STEP_UP_REQUIRED } from '@portal/domain/auth/step-up';
import { relyingPartyOf } from '../../src/modules/auth/passkey-webauthn';
import { authHeaders, buildTestApp, DEMO, DEMO_PASSWORD, login, nextClientAddress, type TestApp, type TestSession } from '../helper';
import { SoftwareAuthenticator } from './software-authenticator';

let t: TestApp;
let rp: { id: string; origin: string };
beforeAll(async () => {
  t = await buildTestApp();
  rp = relyingPartyOf(t.app.config.publicUrl);
});
afterAll(async () => t?.close());

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, session?: Pick<TestSession, 'token' | 'apiKey'>, cookies?: Record<string, string>) =>
  t.app.inject({
    method,
    url: `/portal/api${url}`,
    ...(payload ? { payload } : {}),
    headers: session ? authHeaders(session) : {},
    cookies,
    remoteAddress: nextClientAddress(),
  });

const sessionIdOf = (session: TestSession) => decodeJwt(session.token).sid as string;

async function ageProof(session: TestSession) {
  await t.db.updateTable('user_sessions').set({ verified_at: sql<Date>`now() - interval '10 minutes'` }).where('id', '=', sessionIdOf(session)).execute();
}

/** Enrols a new software passkey for the session's user; answers the authenticator and the stored passkey's id. */
async function enrol(session: TestSession, name?: string) {
  const authenticator = new SoftwareAuthenticator(rp);
  const options = await send('POST', '/users/me/passkeys/registration-options', {}, session);
  expect(options.statusCode, options.body).toBe(200);
  const added = await send('POST', '/users/me/passkeys', { ...(name ? { name } : {}), response: authenticator.register(options.json().data) }, session);
  expect(added.statusCode, added.body).toBe(201);
  return { authenticator, id: added.json().data.id as string };
}

async function signInOptions() {
  const options = await send('POST', '/auth/passkey/options', {});
  expect(options.statusCode, options.body).toBe(200);
  return options.json().data as { challenge: string; userVerification: string; allowCredentials?: unknown[] };
}

function refreshCookieOf(setCookie: unknown): string | undefined {
  return /portal_refresh=([^;]+)/.exec(String(setCookie ?? ''))?.[1];
}

describe('adding passkeys', () => {
  it('enrols a discoverable passkey with user verification, bound to the public URL, and lists it', async () => {
    const session = await login(t.app, DEMO.carrierAdmin);
    const options = (await send('POST', '/users/me/passkeys/registration-options', {}, session)).json().data;
    expect(options.rp.id).toBe(rp.id);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.user.name).toBe(DEMO.carrierAdmin);

    const authenticator = new SoftwareAuthenticator(rp);
    const response = authenticator.register(options);
    const added = await send('POST', '/users/me/passkeys', { response }, { ...session });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.name).toMatch(/^Passkey on /);
    // The challenge worked once.
    expect((await send('POST', '/users/me/passkeys', { response }, session)).statusCode).toBe(400);

    const list = await send('GET', '/users/me/passkeys', undefined, session);
    expect(list.json().data).toEqual([expect.objectContaining({ id: added.json().data.id, lastUsedAt: null })]);
    const renamed = await send('PATCH', `/users/me/passkeys/${added.json().data.id}`, { name: 'Office laptop' }, session);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name).toBe('Office laptop');

    // The same device again is refused by the browser (excludeCredentials names it); the server refuses it too.
    const second = (await send('POST', '/users/me/passkeys/registration-options', {}, session)).json().data;
    expect(second.excludeCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);
    expect(second.user.id).toBe(options.user.id);
    expect((await send('POST', '/users/me/passkeys', { response: authenticator.register(second) }, session)).statusCode).toBe(409);
  });

  it('refuses an answer made for another site, without user verification, or to an expired challenge', async () => {
    const session = await login(t.app, DEMO.dispatcher);
    const ask = async () => (await send('POST', '/users/me/passkeys/registration-options', {}, session)).json().data;
    const phishing = await send('POST', '/users/me/passkeys', { response: new SoftwareAuthenticator(rp).register(await ask(), { origin: 'https://portal.example.evil' }) }, session);
    expect(phishing.statusCode).toBe(400);
    const unverified = await send('POST', '/users/me/passkeys', { response: new SoftwareAuthenticator(rp).register(await ask(), { userVerified: false }) }, session);
    expect(unverified.statusCode).toBe(400);
    const late = await ask();
    await t.db.updateTable('passkey_challenges').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('challenge', '=', late.challenge).execute();
    const expired = await send('POST', '/users/me/passkeys', { response: new SoftwareAuthenticator(rp).register(late) }, session);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toBe(PASSKEY_EXPIRED);
    expect((await send('GET', '/users/me/passkeys', undefined, session)).json().data).toEqual([]);
  });

  it("needs a recent proof to add or remove one, and never reaches another user's", async () => {
    const owner = await login(t.app, DEMO.broker);
    const { authenticator, id } = await enrol(owner);
    const other = await login(t.app, DEMO.factoring);
    expect((await send('DELETE', `/users/me/passkeys/${id}`, undefined, other)).statusCode).toBe(404);
    expect((await send('PATCH', `/users/me/passkeys/${id}`, { name: 'Mine now' }, other)).statusCode).toBe(404);

    await ageProof(owner);
    const refused = await send('DELETE', `/users/me/passkeys/${id}`, undefined, owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: STEP_UP_REQUIRED, stepUpRequired: true });
    expect((await send('POST', '/users/me/passkeys/registration-options', {}, owner)).statusCode).toBe(403);

    // The passkey itself is a proof for the step-up.
    const options = (await send('POST', '/auth/step-up/passkey-options', {}, owner)).json().data;
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);
    const wrong = await send('POST', '/auth/step-up', { passkey: authenticator.assert(options, { forgeSignature: true }) }, owner);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.passkey).toBeDefined();
    const options2 = (await send('POST', '/auth/step-up/passkey-options', {}, owner)).json().data;
    expect((await send('POST', '/auth/step-up', { passkey: authenticator.assert(options2) }, owner)).statusCode).toBe(200);
    expect((await send('DELETE', `/users/me/passkeys/${id}`, undefined, owner)).statusCode).toBe(204);
    expect((await send('DELETE', `/users/me/passkeys/${id}`, undefined, owner)).statusCode).toBe(404);
    expect((await send('GET', '/users/me/passkeys', undefined, owner)).json().data).toEqual([]);
    // Both changes are in the audit log, with the passkey's name.
    const audit = await t.db.selectFrom('audit_events').select(['action', 'details']).where('actor_user_id', '=', owner.user.id).where('action', 'like', 'auth.passkey_%').orderBy('id').execute();
    expect(audit.map((e) => e.action)).toEqual(['auth.passkey_added', 'auth.passkey_removed']);
    expect(audit[1].details).toMatchObject({ passkey: expect.stringMatching(/^Passkey on /) });
  });
});

describe('signing in with a passkey', () => {
  it('starts a session without a password or a code: the refresh cookie is set and the token works', async () => {
    const session = await login(t.app, DEMO.payer);
    const { authenticator, id } = await enrol(session);
    // Two-factor sign-in with an app is on too: the passkey alone is enough.
    const { secret } = (await send('POST', '/users/me/two-factor/enrolment', {}, session)).json().data as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    expect((await send('POST', '/users/me/two-factor/confirmation', { code }, session)).statusCode).toBe(200);

    const options = await signInOptions();
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);
    const answer = await send('POST', '/auth/passkey', { response: authenticator.assert(options) });
    expect(answer.statusCode, answer.body).toBe(200);
    const { accessToken, user } = answer.json().data;
    expect(user.email).toBe(DEMO.payer);
    const cookie = refreshCookieOf(answer.headers['set-cookie']);
    expect(cookie).toBeTruthy();
    expect(String(answer.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect((await send('GET', '/users/me', undefined, { token: accessToken, apiKey: '' })).statusCode).toBe(200);
    expect((await send('POST', '/auth/refresh', undefined, undefined, { portal_refresh: cookie! })).statusCode).toBe(200);

    const signIn = await t.db.selectFrom('audit_events').select('details').where('action', '=', 'auth.sign_in').where('target_id', '=', decodeJwt(accessToken).sid as string).executeTakeFirstOrThrow();
    expect(signIn.details).toMatchObject({ how: 'passkey' });
    const stored = (await send('GET', '/users/me/passkeys', undefined, session)).json().data;
    expect(stored.find((p: { id: string }) => p.id === id).lastUsedAt).not.toBeNull();
    await t.db.deleteFrom('user_two_factor').where('user_id', '=', session.user.id).execute();
  });

  it('refuses a wrong signature, a replayed or expired challenge, a counter that went back and an unknown passkey', async () => {
    const session = await login(t.app, DEMO.ops);
    const { authenticator } = await enrol(session);

    const forged = await send('POST', '/auth/passkey', { response: authenticator.assert(await signInOptions(), { forgeSignature: true }) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().detail).toBe(PASSKEY_NOT_ACCEPTED);
    expect(forged.headers['set-cookie']).toBeUndefined();

    const options = await signInOptions();
    const good = authenticator.assert(options);
    expect((await send('POST', '/auth/passkey', { response: good })).statusCode).toBe(200);
    const replayed = await send('POST', '/auth/passkey', { response: good });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().detail).toBe(PASSKEY_EXPIRED);

    const late = await signInOptions();
    await t.db.updateTable('passkey_challenges').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('challenge', '=', late.challenge).execute();
    expect((await send('POST', '/auth/passkey', { response: authenticator.assert(late) })).statusCode).toBe(401);

    // A clone of the key signs with the count it was copied at; the real one has gone on since.
    const cloned = await send('POST', '/auth/passkey', { response: authenticator.assert(await signInOptions(), { counter: 1 }) });
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json().detail).toBe(PASSKEY_NOT_ACCEPTED);

    const unverified = await send('POST', '/auth/passkey', { response: authenticator.assert(await signInOptions(), { counter: 100, userVerified: false }) });
    expect(unverified.statusCode).toBe(401);
    const otherSite = await send('POST', '/auth/passkey', { response: authenticator.assert(await signInOptions(), { counter: 101, origin: 'https://evil.example' }) });
    expect(otherSite.statusCode).toBe(401);

    const stranger = new SoftwareAuthenticator(rp);
    expect((await send('POST', '/auth/passkey', { response: stranger.assert(await signInOptions()) })).statusCode).toBe(401);
    expect((await send('POST', '/auth/passkey', { response: authenticator.assert(await signInOptions(), { counter: 102 }) })).statusCode).toBe(200);
  });

  it('refuses a disabled user like an unknown passkey and tells a Do Not Use company', async () => {
    const session = await login(t.app, DEMO.driver);
    const { authenticator } = await enrol(session);
    await t.db.updateTable('users').set({ status: 'Disabled' }).where('id', '=', session.user.id).execute();
    const disabled = await send('POST', '/auth/passkey', { response: authenticator.assert(await signInOptions()) });
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json().detail).toBe(PASSKEY_NOT_ACCEPTED);
    await t.db.updateTable('users').set({ status: 'Active' }).where('id', '=', session.user.id).execute();

    const blocked = await login(t.app, DEMO.dispatcher);
    const enrolled = await enrol(blocked);
    await t.db.updateTable('companies').set({ do_not_use: true }).where('id', '=', blocked.user.companyId).execute();
    const answer = await send('POST', '/auth/passkey', { response: enrolled.authenticator.assert(await signInOptions()) });
    expect(answer.statusCode).toBe(403);
    await t.db.updateTable('companies').set({ do_not_use: false }).where('id', '=', blocked.user.companyId).execute();
  });
});

describe('a passkey as the second step after a password', () => {
  const passwordSignIn = async (email: string) => {
    const answer = await send('POST', '/auth/login', { emailAddress: email, password: DEMO_PASSWORD });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { twoFactorRequired?: true; challengeToken: string; methods?: string[]; accessToken?: string };
  };

  it('turns two-factor sign-in on for an account whose only second factor is a passkey, and completes it', async () => {
    const session = await login(t.app, DEMO.ap);
    const { authenticator } = await enrol(session);
    const challenge = await passwordSignIn(DEMO.ap);
    expect(challenge).toMatchObject({ twoFactorRequired: true, methods: ['passkey'] });
    expect(challenge.accessToken).toBeUndefined();

    const options = await send('POST', '/auth/login/two-factor/passkey-options', { challengeToken: challenge.challengeToken });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().data.allowCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);
    // A sign-in's options are not the second step's: the passkey must answer this challenge.
    const wrongKind = await send('POST', '/auth/login/two-factor/passkey', { challengeToken: challenge.challengeToken, response: authenticator.assert(await signInOptions()) });
    expect(wrongKind.statusCode).toBe(401);

    const options2 = await send('POST', '/auth/login/two-factor/passkey-options', { challengeToken: challenge.challengeToken });
    const answer = await send('POST', '/auth/login/two-factor/passkey', { challengeToken: challenge.challengeToken, response: authenticator.assert(options2.json().data) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.user.email).toBe(DEMO.ap);
    expect(refreshCookieOf(answer.headers['set-cookie'])).toBeTruthy();
    // The challenge is spent.
    expect((await send('POST', '/auth/login/two-factor/passkey-options', { challengeToken: challenge.challengeToken })).statusCode).toBe(401);
  });

  it("takes only the account's own passkey, and at most five wrong answers", async () => {
    const victimEmail = 'owner@greatlakescarriers.test';
    const victim = await login(t.app, victimEmail);
    const attacker = await login(t.app, DEMO.factoring);
    const theirs = await enrol(attacker);
    await enrol(victim);
    const challenge = await passwordSignIn(victimEmail);
    const options = (await send('POST', '/auth/login/two-factor/passkey-options', { challengeToken: challenge.challengeToken })).json().data;
    const foreign = await send('POST', '/auth/login/two-factor/passkey', { challengeToken: challenge.challengeToken, response: theirs.authenticator.assert(options) });
    expect(foreign.statusCode).toBe(401);
    const wrongAgain = async () => {
      const again = (await send('POST', '/auth/login/two-factor/passkey-options', { challengeToken: challenge.challengeToken })).json().data;
      return (await send('POST', '/auth/login/two-factor/passkey', { challengeToken: challenge.challengeToken, response: theirs.authenticator.assert(again) })).statusCode;
    };
    // Counted like codes: the password and four wrong answers are free, the next must wait.
    expect([await wrongAgain(), await wrongAgain(), await wrongAgain()]).toEqual([401, 401, 401]);
    expect(await wrongAgain()).toBe(429);
    await t.db.updateTable('users').set({ last_failed_login_at: sql<Date>`now() - interval '3 minutes'` }).where('id', '=', victim.user.id).execute();
    await t.db.updateTable('user_sign_in_addresses').set({ last_failed_at: sql<Date>`now() - interval '3 minutes'` }).where('user_id', '=', victim.user.id).execute();
    // The fifth wrong answer spends the challenge.
    expect(await wrongAgain()).toBe(401);
    expect((await send('POST', '/auth/login/two-factor/passkey-options', { challengeToken: challenge.challengeToken })).statusCode).toBe(401);
  });

  it('answers a challenge of an account without passkeys with 400 and refuses invalid bodies with 400', async () => {
    const session = await login(t.app, DEMO.broker);
    const { secret } = (await send('POST', '/users/me/two-factor/enrolment', {}, session)).json().data as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    expect((await send('POST', '/users/me/two-factor/confirmation', { code }, session)).statusCode).toBe(200);
    const challenge = await passwordSignIn(DEMO.broker);
    expect(challenge.methods).toEqual(['code']);
    expect((await send('POST', '/auth/login/two-factor/passkey-options', { challengeToken: challenge.challengeToken })).statusCode).toBe(400);
    expect((await send('POST', '/auth/passkey', { response: { id: 'x' } })).statusCode).toBe(400);
    expect((await send('POST', '/auth/passkey', { response: { id: 'a'.repeat(5000), rawId: 'a', type: 'public-key', response: {} } })).statusCode).toBe(400);
    await t.db.deleteFrom('user_two_factor').where('user_id', '=', session.user.id).execute();
  });
});
