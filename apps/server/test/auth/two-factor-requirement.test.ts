import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MUST_STAY, TWO_FACTOR_SETUP_REQUIRED } from '@portal/domain/profile/two-factor';
import { authHeaders, buildTestApp, DEMO, DEMO_PASSWORD, login, type TestApp, type TestSession } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ REQUIRE_TWO_FACTOR_FOR_ADMINS: 'true' });
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, session: TestSession, payload?: object) =>
  t.app.inject({ method, url: `/portal/api${url}`, headers: authHeaders(session), ...(payload ? { payload } : {}) });

describe('a second factor required of brokerage staff and company admins', () => {
  it('lets staff without one do nothing but set it up, then everything', async () => {
    const ops = await login(t.app, DEMO.ops);
    expect((await call('GET', '/users/me', ops)).statusCode).toBe(200);
    const refused = await call('GET', '/internal/carriers', ops);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: TWO_FACTOR_SETUP_REQUIRED, twoFactorSetupRequired: true });
    expect((await call('GET', '/users/me/sessions', ops)).statusCode).toBe(200);

    const { secret } = (await call('POST', '/users/me/two-factor/enrolment', ops, {})).json().data as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    expect((await call('POST', '/users/me/two-factor/confirmation', ops, { code })).statusCode).toBe(200);
    expect((await call('GET', '/internal/carriers', ops)).statusCode).toBe(200);

    // Turning the only factor off again is refused while it is required.
    const off = await call('POST', '/users/me/two-factor/disable', ops, { currentPassword: DEMO_PASSWORD });
    expect(off.statusCode).toBe(409);
    expect(off.json().detail).toBe(TWO_FACTOR_MUST_STAY);
  });

  it('holds a company admin too, and leaves other users alone', async () => {
    const admin = await login(t.app, DEMO.carrierAdmin);
    expect((await call('GET', '/contacts', admin)).statusCode).toBe(403);
    const dispatcher = await login(t.app, DEMO.dispatcher);
    expect((await call('GET', '/contacts', dispatcher)).statusCode).toBe(200);
  });

  it('is off where the setting says so (local and test by default)', async () => {
    const plain = await buildTestApp();
    try {
      const ops = await login(plain.app, DEMO.ops);
      expect((await plain.app.inject({ method: 'GET', url: '/portal/api/internal/carriers', headers: authHeaders(ops) })).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
