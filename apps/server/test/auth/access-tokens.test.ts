import { createHmac } from 'node:crypto';
import { exportSPKI, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authHeaders, DEMO, login, testAppForFile } from '../helper';

const t = testAppForFile({ session: DEMO.carrierAdmin });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const parts = (token: string) => token.split('.');
const claimsOf = (token: string) => JSON.parse(Buffer.from(parts(token)[1], 'base64url').toString());
const headerOf = (token: string) => JSON.parse(Buffer.from(parts(token)[0], 'base64url').toString());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers: { authorization: `Bearer ${token}` } });

async function expect401(token: string) {
  const response = await me(token);
  expect(response.statusCode).toBe(401);
  expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
  return response;
}

async function ourSigningKey() {
  const row = await t.db.selectFrom('signing_keys').selectAll().where('retired_at', 'is', null).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  return { kid: row.kid, privateKey: await importJWK(row.private_jwk as JWK, 'ES256'), publicJwk: row.public_jwk as JWK };
}

describe('access token verification', () => {
  it('accepts our token', async () => {
    expect((await me(t.session.token)).statusCode).toBe(200);
  });

  it('refuses a missing or malformed Authorization header', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/portal/api/users/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers: { authorization: t.session.token } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    await expect401('not-a-jwt');
  });

  it('refuses alg none', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${parts(t.session.token)[1]}.`;
    await expect401(unsigned);
    await expect401(`${b64({ alg: 'none', typ: 'JWT', kid: headerOf(t.session.token).kid })}.${parts(t.session.token)[1]}.`);
  });

  it('refuses HS256 signed with our public key', async () => {
    const { kid, publicJwk } = await ourSigningKey();
    const pem = await exportSPKI((await importJWK(publicJwk, 'ES256')) as Parameters<typeof exportSPKI>[0]);
    for (const secret of [pem, JSON.stringify(publicJwk)]) {
      const header = b64({ alg: 'HS256', typ: 'JWT', kid });
      const payload = parts(t.session.token)[1];
      const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
      await expect401(`${header}.${payload}.${signature}`);
    }
  });

  it('refuses a token signed by another ES256 key, with or without our kid', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const { kid } = await ourSigningKey();
    const claims = claimsOf(t.session.token);
    for (const header of [{ alg: 'ES256', kid }, { alg: 'ES256', kid: 'someone-else' }, { alg: 'ES256' }]) {
      const forged = await new SignJWT(claims).setProtectedHeader(header).sign(privateKey);
      await expect401(forged);
    }
  });

  it('refuses an expired token (with the spec warning), even signed by our key', async () => {
    const { kid, privateKey } = await ourSigningKey();
    const claims = claimsOf(t.session.token);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 9 * 3600, exp: now - 3600 }).setProtectedHeader({ alg: 'ES256', kid }).sign(privateKey);
    const response = await expect401(expired);
    expect(response.json().detail).toBe('Token has expired');
  });

  it('refuses our key with a wrong audience or issuer', async () => {
    const { kid, privateKey } = await ourSigningKey();
    const claims = claimsOf(t.session.token);
    await expect401(await new SignJWT({ ...claims, aud: 'another-app' }).setProtectedHeader({ alg: 'ES256', kid }).sign(privateKey));
    await expect401(await new SignJWT({ ...claims, iss: 'https://issuer.example' }).setProtectedHeader({ alg: 'ES256', kid }).sign(privateKey));
  });

  it('refuses a tampered payload', async () => {
    const claims = claimsOf(t.session.token);
    const [header, , signature] = parts(t.session.token);
    await expect401(`${header}.${b64({ ...claims, sub: String(Number(claims.sub) + 1) })}.${signature}`);
    await expect401(`${header}.${b64({ ...claims, permissions: [...claims.permissions, 'Admin'] })}.${signature}`);
    await expect401(`${header}.${b64({ ...claims, exp: claims.exp + 3600 })}.${signature}`);
  });

  it('refuses the token of a user disabled since it was issued', async () => {
    const other = await login(t.app, DEMO.dispatcher);
    expect((await me(other.token)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ status: 'Disabled' }).where('id', '=', other.user.id).execute();
    await expect401(other.token);
    await t.db.updateTable('users').set({ status: 'Active' }).where('id', '=', other.user.id).execute();
  });
});

describe('Carrier API key', () => {
  const carrier = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/carrier/api/v2/me/carrier', headers });

  it('needs the x-api-key header equal to the token claim', async () => {
    expect((await carrier(authHeaders(t.session, { carrierApi: true }))).statusCode).toBe(200);
    const missing = await carrier(authHeaders(t.session));
    expect(missing.statusCode).toBe(401);
    expect(missing.json().detail).toMatch(/x-api-key/);
    expect((await carrier({ ...authHeaders(t.session), 'x-api-key': `${t.session.apiKey}x` })).statusCode).toBe(401);
    expect((await carrier({ ...authHeaders(t.session), 'x-api-key': '' })).statusCode).toBe(401);
  });

  it("refuses another user's API key with this user's token", async () => {
    const other = await login(t.app, DEMO.broker);
    expect(other.apiKey).not.toBe(t.session.apiKey);
    expect((await carrier({ ...authHeaders(t.session), 'x-api-key': other.apiKey })).statusCode).toBe(401);
  });

  it('needs the bearer token too: the key alone is nothing', async () => {
    expect((await carrier({ 'x-api-key': t.session.apiKey })).statusCode).toBe(401);
  });

  it('stops working when the user key is rotated', async () => {
    const other = await login(t.app, DEMO.dispatcher);
    await t.db.updateTable('users').set({ api_key: 'rotated-key' }).where('id', '=', other.user.id).execute();
    expect((await carrier(authHeaders(other, { carrierApi: true }))).statusCode).toBe(401);
  });
});

describe('GET /.well-known/jwks.json', () => {
  it('publishes the public ES256 keys, without private parts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(response.statusCode).toBe(200);
    const { keys } = response.json();
    expect(keys.length).toBeGreaterThanOrEqual(1);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.any(String), x: expect.any(String), y: expect.any(String) });
      expect(key).not.toHaveProperty('d');
    }
    expect(keys.map((k: { kid: string }) => k.kid)).toContain(headerOf(t.session.token).kid);
  });
});

describe('driver mobile entry', () => {
  it('an admin issues a link; the driver signs in with it (reusable) and gets a 30-day mobile token', async () => {
    const driver = await t.db
      .selectFrom('drivers')
      .select(['id'])
      .where('company_id', '=', t.session.user.companyId)
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const issued = await t.app.inject({ method: 'POST', url: `/portal/api/drivers/${driver.id}/entry-link`, headers: authHeaders(t.session) });
    expect(issued.statusCode).toBe(200);
    const { url, expiresAt } = issued.json().data;
    expect(url).toMatch(/\/my-shipments\?driverToken=[A-Za-z0-9_-]+$/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const driverToken = decodeURIComponent(new URL(url).searchParams.get('driverToken')!);

    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/portal/api/auth/mobile-authorize', payload: { driverToken } });
      expect(response.statusCode).toBe(200);
      const { accessToken, user } = response.json().data;
      const claims = claimsOf(accessToken);
      expect(claims.mobile).toBe(true);
      // A driver's phone keeps its session for weeks through the refresh cookie, not a long token.
      expect(claims.exp - claims.iat).toBe(15 * 60);
      const stored = await t.db.selectFrom('user_sessions').selectAll().where('id', '=', claims.sid).executeTakeFirstOrThrow();
      expect(stored.mobile).toBe(true);
      expect(stored.expires_at.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
      expect(user.companyId).toBe(t.session.user.companyId);
      expect(user.permissions).toContain('DriverPortal');
      expect((await me(accessToken)).statusCode).toBe(200);
    }

    // A new link ends the old one.
    const reissued = await t.app.inject({ method: 'POST', url: `/portal/api/drivers/${driver.id}/entry-link`, headers: authHeaders(t.session) });
    expect(reissued.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/portal/api/auth/mobile-authorize', payload: { driverToken } })).statusCode).toBe(401);
  });

  it('refuses an expired or unknown driver token', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/portal/api/auth/mobile-authorize', payload: { driverToken: 'nope' } });
    expect(unknown.statusCode).toBe(401);
    const driver = await t.db.selectFrom('drivers').select('id').where('company_id', '=', t.session.user.companyId).orderBy('id').executeTakeFirstOrThrow();
    const issued = await t.app.inject({ method: 'POST', url: `/portal/api/drivers/${driver.id}/entry-link`, headers: authHeaders(t.session) });
    const driverToken = new URL(issued.json().data.url).searchParams.get('driverToken')!;
    await t.db.updateTable('auth_tokens').set({ expires_at: sql`now() - interval '1 second'` }).where('kind', '=', 'DriverEntry').execute();
    expect((await t.app.inject({ method: 'POST', url: '/portal/api/auth/mobile-authorize', payload: { driverToken } })).statusCode).toBe(401);
  });

  it("refuses non-admins and another company's driver (404)", async () => {
    const dispatcher = await login(t.app, DEMO.dispatcher);
    const own = await t.db.selectFrom('drivers').select('id').where('company_id', '=', t.session.user.companyId).executeTakeFirstOrThrow();
    const asDispatcher = await t.app.inject({ method: 'POST', url: `/portal/api/drivers/${own.id}/entry-link`, headers: authHeaders(dispatcher) });
    expect(dispatcher.user.roles).not.toContain('Admin');
    expect(asDispatcher.statusCode).toBe(403);
    const foreign = await t.db.selectFrom('drivers').select('id').where('company_id', '!=', t.session.user.companyId).executeTakeFirst();
    if (foreign) {
      const response = await t.app.inject({ method: 'POST', url: `/portal/api/drivers/${foreign.id}/entry-link`, headers: authHeaders(t.session) });
      expect(response.statusCode).toBe(404);
    }
    const bad = await t.app.inject({ method: 'POST', url: '/portal/api/drivers/abc/entry-link', headers: authHeaders(t.session) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['params.driverId']);
  });
});
