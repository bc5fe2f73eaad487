import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loadConfig, parseTrustProxy } from '../../src/config';
import { buildTestApp, DEMO, DEMO_PASSWORD, type TestApp } from '../helper';

const ALLOWED = 'https://tms.partner.example';
const OTHER = 'https://evil.example';

function preflight(t: TestApp, origin: string, url = '/carrier/api/v2/quick_searches/shipments') {
  return t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-api-key' },
  });
}

describe('CORS with the default (empty) allow-list: same origin only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('does not allow any other origin, on preflights or on requests', async () => {
    const response = await preflight(t, OTHER);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers: { origin: OTHER } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS with CORS_ORIGINS, HSTS behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CORS_ORIGINS: ALLOWED, TRUST_PROXY: 'true' });
  });
  afterAll(async () => t?.close());

  it('answers the preflight of a listed origin for the Carrier API, with its headers', async () => {
    const response = await preflight(t, ALLOWED);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(response.headers['access-control-allow-headers'])).toContain('x-api-key');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('never reflects an origin that is not listed', async () => {
    for (const origin of [OTHER, `${ALLOWED}.evil.example`, 'null']) {
      const response = await preflight(t, origin);
      expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('sends HSTS when the trusted proxy says the request came over TLS', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('refuses a CORS_ORIGINS entry that is not an origin at start-up', async () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://tms.partner.example/path' } as NodeJS.ProcessEnv)).toThrow(/CORS_ORIGINS/);
    expect(loadConfig({ CORS_ORIGINS: `${ALLOWED}/, http://localhost:5173` } as NodeJS.ProcessEnv).corsOrigins).toEqual([ALLOWED, 'http://localhost:5173']);
  });
});

/** A sign-in attempt answered (400) before any password work; the per-address limit (30 a minute) counts it. */
function attemptThrough(t: TestApp, remoteAddress: string, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url: '/portal/api/auth/login',
    payload: { emailAddress: 'nobody@demo.test', password: '' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

describe('TRUST_PROXY: the client is the nearest address that is not a trusted proxy', () => {
  it('reads a hop count (true is one), or proxy addresses and CIDRs; never "trust every hop"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,fd00::/8, loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
    for (const wrong of ['everyone', '10.0.0.0/33', '10.0.0.1/8/8', 'proxy.example', '11']) {
      expect(() => parseTrustProxy(wrong), wrong).toThrow(/TRUST_PROXY/);
    }
  });

  describe('TRUST_PROXY=true: one proxy in front', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ TRUST_PROXY: 'true' });
    });
    afterAll(async () => t?.close());

    it('does not let a spoofed leftmost X-Forwarded-For change the address the rate limits see', async () => {
      const proxy = '10.0.0.2';
      // The client writes any X-Forwarded-For it likes; the proxy appends the address it saw.
      for (let i = 0; i < 30; i++) expect((await attemptThrough(t, proxy, `198.18.${i}.1, 203.0.113.77`)).statusCode).toBe(400);
      expect((await attemptThrough(t, proxy, '198.18.99.1, 203.0.113.77')).statusCode).toBe(429);
      expect((await attemptThrough(t, proxy, '203.0.113.77')).statusCode).toBe(429);
      // Another client behind the same proxy has its own count.
      expect((await attemptThrough(t, proxy, '198.18.0.1, 203.0.113.78')).statusCode).toBe(400);
    });
  });

  describe('TRUST_PROXY listing the proxies', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    });
    afterAll(async () => t?.close());

    it('skips every listed proxy from the right and stops at the first other address', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/portal/api/auth/login',
        payload: { emailAddress: DEMO.broker, password: DEMO_PASSWORD },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '198.18.0.9, 203.0.113.80, 10.1.2.3' },
      });
      expect(response.statusCode).toBe(200);
      const session = await t.db.selectFrom('user_sessions').select('ip').orderBy('created_at', 'desc').where(sql<boolean>`ip is not null`).executeTakeFirstOrThrow();
      expect(session.ip).toBe('203.0.113.80');
    });

    it('ignores X-Forwarded-For from a client that is not a listed proxy', async () => {
      for (let i = 0; i < 30; i++) expect((await attemptThrough(t, '198.51.100.5', `10.9.${i}.1`)).statusCode).toBe(400);
      expect((await attemptThrough(t, '198.51.100.5', '10.9.99.1')).statusCode).toBe(429);
    });
  });
});
