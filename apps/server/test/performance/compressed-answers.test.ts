import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, DEMO, login, type TestApp, type TestSession } from '../helper';

const LIST = '/portal/api/shipments/bookings?view=booking&page=1&pageSize=50';

/** The APIs' answers travel compressed to a client that accepts it (plugins/compress-answers.ts). */
describe('compressed answers', () => {
  let test: TestApp;
  let session: TestSession;
  beforeAll(async () => {
    test = await buildTestApp();
    session = await login(test.app, DEMO.dispatcher);
  });
  afterAll(async () => test?.close());

  const get = (url: string, acceptEncoding?: string) =>
    test.app.inject({ method: 'GET', url, headers: { ...authHeaders(session), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

  it('sends a list brotli-compressed, or gzip, with the same bytes inside as the plain answer', async () => {
    const plain = await get(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(LIST, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get(LIST, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a small answer, and a problem, as they are', async () => {
    const count = await get('/portal/api/shipments/status-counts', 'br');
    expect(count.statusCode).toBe(200);
    expect(count.rawPayload.length).toBeLessThan(1024);
    expect(count.headers['content-encoding']).toBeUndefined();
    const problem = await get('/portal/api/shipments/bookings?view=nope', 'br');
    expect(problem.statusCode).toBe(400);
    expect(problem.json().status).toBe(400);
  });
});
