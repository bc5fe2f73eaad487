import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT } from '../../src/plugins/default-rate-limit';
import { authHeaders, buildTestApp, DEMO, login, type TestApp, type TestSession } from '../helper';

/**
 * The OpenAPI document promises the same error answers and rate-limit headers on every operation
 * (lib/openapi-contract.ts); these check the promise against what the server sends. `npm run lint:api`
 * checks the document itself against the OWASP ruleset.
 */
interface Answer {
  $ref?: string;
  headers?: Record<string, unknown>;
}
interface Operation {
  security?: unknown[];
  parameters?: { in: string }[];
  responses: Record<string, Answer>;
}

let t: TestApp;
let session: TestSession;
let operations: [string, Operation][];

beforeAll(async () => {
  t = await buildTestApp();
  session = await login(t.app, DEMO.carrierAdmin);
  const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]): [string, Operation] => [`${method} ${path}`, operation]));
});
afterAll(async () => t?.close());

describe('the OpenAPI document', () => {
  it('documents 400, 429 and 500 on every operation, 401 and 403 where a security scheme is named, 404 where a path names a record', () => {
    const missing = operations.flatMap(([name, operation]) => {
      const expected = ['400', '429', '500'];
      if (operation.security?.length) expected.push('401', '403');
      if (operation.parameters?.some((p) => p.in === 'path')) expected.push('404');
      return expected.filter((status) => !operation.responses[status]).map((status) => `${name} ${status}`);
    });
    expect(operations.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('names the rate-limit headers on every success answer', () => {
    const without = operations.flatMap(([name, operation]) =>
      Object.entries(operation.responses)
        .filter(([status, answer]) => status.startsWith('2') && !answer.headers?.['X-RateLimit-Limit'])
        .map(([status]) => `${name} ${status}`),
    );
    expect(without).toEqual([]);
  });
});

describe('what the server sends', () => {
  it('rate-limits an operation that sets no limit of its own, with the documented headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers: authHeaders(session) });
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-ratelimit-limit'])).toBe(DEFAULT_RATE_LIMIT.max);
    expect(Number(response.headers['x-ratelimit-remaining'])).toBe(DEFAULT_RATE_LIMIT.max - 1);
    expect(Number(response.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
  });

  it('keeps a route its own stricter limit, and answers over it with a 429 problem and Retry-After', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/portal/api/auth/login', payload: { emailAddress: 'nobody@demo.test', password: '' }, remoteAddress: '203.0.113.77' });
    const first = await attempt();
    const limit = Number(first.headers['x-ratelimit-limit']);
    expect(limit).toBeLessThan(DEFAULT_RATE_LIMIT.max);
    for (let i = 1; i < limit; i++) await attempt();
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ type: 'about:blank', title: 'Too Many Requests', status: 429 });
  });

  it('answers an over-long field with a 400 problem naming it, the errors map intact', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/portal/api/auth/login', payload: { emailAddress: 'someone@demo.test', password: 'x'.repeat(10_000) }, remoteAddress: '203.0.113.78' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 400, errors: { password: [expect.any(String)] } });
  });
});
