import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../../src/lib/json-body';
import { UNSTORABLE_TEXT_MESSAGE } from '../../src/lib/validator-compiler';
import { authHeaders, DEMO, testAppForFile } from '../helper';

const t = testAppForFile({ carrier: DEMO.carrierAdmin });

function expectProblem(response: { statusCode: number; headers: Record<string, unknown>; json(): Record<string, unknown> }, status: number) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/problem\+json/);
  const body = response.json();
  expect(body).toMatchObject({ type: expect.any(String), title: expect.any(String), status });
  expect(typeof body.detail).toBe('string');
  return body;
}

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL in a query parameter as a 400 naming the field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/portal/api/tenders?query=%00', headers: authHeaders(t.carrier) });
    const body = expectProblem(response, 400);
    expect(body.errors).toEqual({ 'querystring.query': [UNSTORABLE_TEXT_MESSAGE] });
  });

  it('refuses a NUL in a path segment', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/portal/api/cases/%00', headers: authHeaders(t.carrier) });
    const body = expectProblem(response, 400);
    expect(Object.keys(body.errors as object)).toEqual(['params.caseNumber']);
  });

  it('refuses a NUL anywhere in a JSON body, naming the nested field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/portal/api/auth/login', payload: { emailAddress: 'a\u0000@demo.test', password: 'x' } });
    const body = expectProblem(response, 400);
    expect(body.errors).toEqual({ emailAddress: [UNSTORABLE_TEXT_MESSAGE] });
  });

  it('refuses a NUL in the Carrier API quick search and in list searches', async () => {
    for (const url of ['/carrier/api/v2/quick_searches/shipments?query=%00', '/portal/api/drivers?q=a%00b', '/portal/api/available-shipments?destinationPostalCode=%00']) {
      const response = await t.app.inject({ method: 'GET', url, headers: authHeaders(t.carrier, { carrierApi: true }) });
      expectProblem(response, 400);
    }
  });
});

describe('problem documents carry the code and values of their message', () => {
  it('a 400 of the request validation: the detail and each field error, by zod issue kind', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/portal/api/auth/login', payload: { emailAddress: 'x'.repeat(300), password: 7 } });
    const body = expectProblem(response, 400);
    expect(body).toMatchObject({ code: 'problem.invalidFields', params: { fields: expect.stringContaining('password') } });
    const errors = body.errors as Record<string, string[]>;
    const errorCodes = body.errorCodes as Record<string, { code: string; params: Record<string, unknown> }[]>;
    expect(Object.keys(errorCodes).sort()).toEqual(Object.keys(errors).sort());
    expect(errorCodes.password![0]).toEqual({ code: 'validation.invalidType', params: { expected: 'string', received: 'number' } });
    expect(errors.password![0]).toBe('Invalid input: expected string, received number');
    for (const [field, codes] of Object.entries(errorCodes)) expect(codes).toHaveLength(errors[field]!.length);
  });

  it('a text the schema wrote itself keeps it as its value', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/portal/api/tenders?query=%00', headers: authHeaders(t.carrier) });
    const body = expectProblem(response, 400);
    expect(body.errorCodes).toEqual({ 'querystring.query': [{ code: 'validation.unstorableText', params: {} }] });
  });

  it("the framework's own refusals and an unknown route", async () => {
    const unknown = expectProblem(await t.app.inject({ method: 'GET', url: '/portal/api/no-such-thing?x=1', headers: authHeaders(t.carrier) }), 404);
    expect(unknown).toMatchObject({ code: 'problem.routeNotFound', params: { method: 'GET', path: '/portal/api/no-such-thing' } });
    const media = expectProblem(await t.app.inject({ method: 'POST', url: '/portal/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<login/>' }), 415);
    expect(media.code).toBe('problem.unsupportedMediaType');
    const tooLong = expectProblem(await t.app.inject({ method: 'GET', url: `/portal/api/cases/${'9'.repeat(150)}`, headers: authHeaders(t.carrier) }), 414);
    expect(tooLong).toMatchObject({ code: 'problem.pathParameterTooLong', params: {} });
  });

  it('a call without credentials', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/portal/api/users/me' });
    expect(refused.json()).toMatchObject({ status: 401, code: 'problem.authenticationRequired', detail: 'Authentication is required' });
  });
});

describe("Fastify's own errors are problem documents", () => {
  it('a malformed percent-encoding in the path: 400', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: '/portal/api/cases/%E0%A4%A', headers: authHeaders(t.carrier) }), 400);
  });

  it('a path parameter over the length limit: 414', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: `/portal/api/cases/${'9'.repeat(150)}`, headers: authHeaders(t.carrier) }), 414);
  });

  it('a body over the route limit: 413', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/portal/api/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ emailAddress: 'x'.repeat(20_000), password: 'x' }) });
    expectProblem(response, 413);
  });

  it('an unsupported media type: 415', async () => {
    expectProblem(await t.app.inject({ method: 'POST', url: '/portal/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<login/>' }), 415);
  });

  it('invalid JSON: 400', async () => {
    expectProblem(await t.app.inject({ method: 'POST', url: '/portal/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"emailAddress":' }), 400);
  });

  it('an unknown API path: 404', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: '/portal/api/no-such-thing', headers: authHeaders(t.carrier) }), 404);
  });
});

describe('caching', () => {
  it('authenticated API answers carry Cache-Control: no-store', async () => {
    for (const [url, carrierApi] of [
      ['/portal/api/users/me', false],
      ['/portal/api/tenders', false],
      ['/carrier/api/v2/quick_searches/shipments?query=41', true],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: authHeaders(t.carrier, { carrierApi }) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toMatch(/no-store/);
    }
  });

  it('so does the sign-in answer, which carries the token, and every problem', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/portal/api/auth/login', payload: { emailAddress: DEMO.dispatcher, password: 'demo1234' }, remoteAddress: '10.99.0.1' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/portal/api/users/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('HSTS', () => {
  it('is not sent over plain HTTP, nor believed from an untrusted X-Forwarded-Proto', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('a body nested thousands deep', () => {
  it('answers 400 with a problem document on every route, shipments included, where it was a 500', async () => {
    const deep = ['['.repeat(10_000) + ']'.repeat(10_000), '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)];
    const routes = [
      ['PUT', '/portal/api/users/me'],
      ['PUT', '/portal/api/users/me/profile-picture'],
      ['PUT', '/portal/api/users/me/notification-preferences'],
      ['POST', '/portal/api/users/me/password'],
      ['POST', '/portal/api/shipments/1/dispatch'],
    ] as const;
    for (const [method, url] of routes) {
      for (const payload of deep) {
        const answer = await t.app.inject({ method, url, payload, headers: { ...authHeaders(t.carrier), 'content-type': 'application/json' } });
        expect(answer.statusCode, `${method} ${url}`).toBe(400);
        expect(answer.headers['content-type']).toContain('application/problem+json');
        expect(answer.json().detail).toBe(`The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
      }
    }
  });

  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan('[[[1]]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('[[[[1]]]]', 3)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ note: '[[[[[[{{{{ \\" [[[[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify([{ a: [{}] }, [], {}]), 4)).toBe(false);
  });
});
