import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_LIST_NAMES } from '@portal/domain/static-data/static-data';
import { authHeaders, buildTestApp, DEMO, login, type TestApp, type TestSession } from '../helper';

/** GET /portal/api/static-data[/{listName}]: the product's fixed lists, cached by ETag. */

let t: TestApp;
let carrier: TestSession;
let driver: TestSession;

beforeAll(async () => {
  t = await buildTestApp();
  [carrier, driver] = [await login(t.app, DEMO.carrierAdmin), await login(t.app, DEMO.driver)];
});
afterAll(async () => t?.close());

const get = (session: TestSession | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(session ? authHeaders(session) : {}), ...headers } });

describe('static data', () => {
  it('serves every list with an ETag and answers 304 to a client that holds it', async () => {
    const response = await get(carrier, '/portal/api/static-data');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().data).sort()).toEqual([...STATIC_LIST_NAMES].sort());
    expect(response.headers['cache-control']).toContain('max-age=');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(carrier, '/portal/api/static-data', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves one list by name to any signed-in user, value and display name each', async () => {
    const statuses = await get(driver, '/portal/api/static-data/shipmentStatuses');
    expect(statuses.statusCode).toBe(200);
    expect(statuses.json().data).toContainEqual({ value: 1, displayName: 'Ready to Book' });
    const provinces = (await get(carrier, '/portal/api/static-data/canadianProvinces')).json();
    expect(provinces.data).toContainEqual({ value: 'AB', displayName: 'Alberta' });
    expect(provinces.totalCount).toBe(provinces.data.length);
    const entities = (await get(carrier, '/portal/api/static-data/entityTypes')).json();
    expect(entities.data).toContainEqual({ value: 9, displayName: 'AP Invoice' });
    const other = await get(carrier, '/portal/api/static-data/stopTypes');
    expect(other.headers.etag).not.toBe(statuses.headers.etag);
  });

  it('answers 404 for an unknown list, 400 for a malformed name, 401 without a session', async () => {
    expect((await get(carrier, '/portal/api/static-data/unicorns')).statusCode).toBe(404);
    expect((await get(carrier, '/portal/api/static-data/bad-name!')).statusCode).toBe(400);
    expect((await get(null, '/portal/api/static-data')).statusCode).toBe(401);
  });
});
