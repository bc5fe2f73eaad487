import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, DEMO, DEMO_PASSWORD, login, type TestApp, type TestSession } from '../helper';
import { totpCodeAt } from '../../src/modules/auth/two-factor-crypto';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

let address = 0;
function post(url: string, payload: object, session?: TestSession) {
  return t.app.inject({ method: 'POST', url, payload, headers: session ? authHeaders(session) : {}, remoteAddress: `10.88.0.${++address % 250}` });
}

const codeFor = (secret: string, offsetSteps = 0) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** Turns two-factor sign-in on for a user: answers the secret and the recovery codes. */
async function enrol(email: string) {
  const session = await login(t.app, email);
  const started = await post('/portal/api/users/me/two-factor/enrolment', {}, session);
  expect(started.statusCode, started.body).toBe(200);
  const { secret, otpauthUri, qrCodeSvg } = started.json().data;
  expect(otpauthUri).toContain('otpauth://totp/');
  expect(qrCodeSvg).toContain('<svg');
  expect((await post('/portal/api/users/me/two-factor/confirmation', { code: '000000' === codeFor(secret) ? '111111' : '000000' }, session)).statusCode).toBe(400);
  const confirmed = await post('/portal/api/users/me/two-factor/confirmation', { code: codeFor(secret) }, session);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const recoveryCodes = confirmed.json().data.recoveryCodes as string[];
  expect(recoveryCodes).toHaveLength(10);
  return { session, secret, recoveryCodes };
}

async function challengeFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await post('/portal/api/auth/login', { emailAddress: email, password });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json().data).toMatchObject({ twoFactorRequired: true });
  expect(answer.json().data.accessToken).toBeUndefined();
  return answer.json().data.challengeToken;
}

describe('RFC 6238 codes', () => {
  it('match the RFC test vector (SHA-1, T=59 s)', () => {
    const secret = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer }).base32;
    expect(totpCodeAt(secret, 1)).toBe('287082');
  });
});

describe('two-factor sign-in', () => {
  it('enrols, stores the secret encrypted and never answers it again, and asks for the code at sign-in', async () => {
    const { session, secret } = await enrol(DEMO.dispatcher);
    const stored = await t.db.selectFrom('user_two_factor').selectAll().where('user_id', '=', session.user.id).executeTakeFirstOrThrow();
    expect(stored.secret_encrypted).not.toContain(secret);
    const status = await t.app.inject({ method: 'GET', url: '/portal/api/users/me/two-factor', headers: authHeaders(session) });
    expect(status.json().data).toEqual({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    expect(status.body).not.toContain(secret);
    expect((await post('/portal/api/users/me/two-factor/enrolment', {}, session)).statusCode).toBe(409);

    const challengeToken = await challengeFor(DEMO.dispatcher);
    const wrong = await post('/portal/api/auth/login/two-factor', { challengeToken, code: codeFor(secret, -5) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('The code is not correct');
    // One code, reused as it is: computed again after a 30-second boundary it would be the next step's.
    const code = codeFor(secret, 1);
    const signedIn = await post('/portal/api/auth/login/two-factor', { challengeToken, code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user.email).toBe(DEMO.dispatcher);
    // The challenge is spent, and the step's code cannot sign in twice.
    expect((await post('/portal/api/auth/login/two-factor', { challengeToken, code })).statusCode).toBe(401);
    const again = await challengeFor(DEMO.dispatcher);
    expect((await post('/portal/api/auth/login/two-factor', { challengeToken: again, code })).statusCode).toBe(401);
  });

  it('signs in with a recovery code once; the same code is refused the second time', async () => {
    const { recoveryCodes } = await enrol(DEMO.carrierAdmin);
    const first = await post('/portal/api/auth/login/two-factor', { challengeToken: await challengeFor(DEMO.carrierAdmin), recoveryCode: recoveryCodes[3].toUpperCase() });
    expect(first.statusCode, first.body).toBe(200);
    const second = await post('/portal/api/auth/login/two-factor', { challengeToken: await challengeFor(DEMO.carrierAdmin), recoveryCode: recoveryCodes[3] });
    expect(second.statusCode).toBe(401);
    const session = { token: first.json().data.accessToken, apiKey: '', user: first.json().data.user };
    const status = await t.app.inject({ method: 'GET', url: '/portal/api/users/me/two-factor', headers: authHeaders(session) });
    expect(status.json().data.recoveryCodesLeft).toBe(9);
  });

  it('limits guessing: wrong codes count like failed sign-ins, and early attempts are refused with 429', async () => {
    const { secret } = await enrol(DEMO.factoring);
    const challengeToken = await challengeFor(DEMO.factoring);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post('/portal/api/auth/login/two-factor', { challengeToken, code: '000001' })).statusCode);
    // The password counted once; four wrong codes are free, the next must wait.
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(429);
    expect((await post('/portal/api/auth/login/two-factor', { challengeToken, code: codeFor(secret) })).statusCode).toBe(429);
  });

  it('refuses malformed second steps with 400 and an unknown challenge with 401', async () => {
    expect((await post('/portal/api/auth/login/two-factor', { challengeToken: 'x'.repeat(40) })).statusCode).toBe(400);
    expect((await post('/portal/api/auth/login/two-factor', { challengeToken: 'x'.repeat(40), code: '12ab56' })).statusCode).toBe(400);
    expect((await post('/portal/api/auth/login/two-factor', { challengeToken: 'x'.repeat(40), code: '123456' })).statusCode).toBe(401);
  });

  it('turns off with the current password only; sign-in then needs no code', async () => {
    const { session } = await enrol(DEMO.driver);
    expect((await post('/portal/api/users/me/two-factor/disable', { currentPassword: 'wrong-one' }, session)).statusCode).toBe(400);
    const off = await post('/portal/api/users/me/two-factor/disable', { currentPassword: DEMO_PASSWORD }, session);
    expect(off.statusCode, off.body).toBe(200);
    const plain = await post('/portal/api/auth/login', { emailAddress: DEMO.driver, password: DEMO_PASSWORD });
    expect(plain.json().data.accessToken).toEqual(expect.any(String));
    expect(await t.db.selectFrom('recovery_codes').select('id').where('user_id', '=', session.user.id).execute()).toEqual([]);
  });

  it('is open to the brokerage staff and to third-party payers, who change their passwords too', async () => {
    for (const email of [DEMO.ops, DEMO.payer]) {
      const { secret } = await enrol(email);
      const complete = await post('/portal/api/auth/login/two-factor', { challengeToken: await challengeFor(email), code: codeFor(secret, 1) });
      expect(complete.statusCode, complete.body).toBe(200);
      const session = await login(t.app, email).catch(() => undefined);
      expect(session, 'a password alone no longer signs in').toBeUndefined();
      const signedIn = { token: complete.json().data.accessToken as string, apiKey: '', user: complete.json().data.user };
      const changed = await post('/portal/api/users/me/password', { currentPassword: DEMO_PASSWORD, newPassword: `${email}-new` }, signedIn);
      expect(changed.statusCode, changed.body).toBe(200);
      const renewed = { token: changed.json().data.accessToken as string, apiKey: '', user: changed.json().data.user };
      expect((await post('/portal/api/users/me/password', { currentPassword: `${email}-new`, newPassword: DEMO_PASSWORD }, renewed)).statusCode).toBe(200);
    }
  });
});
