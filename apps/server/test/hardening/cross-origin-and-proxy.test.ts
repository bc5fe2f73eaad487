import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { buildTestApp, type TestApp } from '../helper';

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
