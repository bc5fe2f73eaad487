import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';

/** What @fastify/helmet sent with the portal's options, before the headers were worked out once. */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;media-src 'self' blob:;worker-src 'self' blob:;connect-src 'self';frame-src 'self' blob:",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it.each([
    ['an API answer', '/portal/api/runtime-config'],
    ['an API error', '/trucks/api/v2/shipments'],
    ['a missing route', '/no/such/route'],
    ['the health check', '/healthz'],
  ])('are sent on %s', async (_what, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    for (const [name, value] of Object.entries(EXPECTED)) expect(response.headers[name], name).toBe(value);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
