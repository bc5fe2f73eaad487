import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, DEMO, login, type TestApp } from '../helper';

// The auth plugin keeps a signed-in user's row for CALLER_CACHE_SECONDS (docs/decisions/0108-brief-caches-in-the-auth-path.md).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CALLER_CACHE_SECONDS: '1' });
});
afterAll(async () => t?.close());

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('caller cache', () => {
  it('refuses a user disabled in the database once the remembered row is older than the cache time', async () => {
    const session = await login(t.app, DEMO.dispatcher);
    expect((await me(authHeaders(session))).statusCode).toBe(200);
    await t.db.updateTable('users').set({ status: 'Disabled' }).where('id', '=', session.user.id).execute();
    // Within the second the row is remembered: the change is not seen yet.
    expect((await me(authHeaders(session))).statusCode).toBe(200);
    await pause(1100);
    expect((await me(authHeaders(session))).statusCode).toBe(401);
    // A refused user is not remembered: enabling them again works at once.
    await t.db.updateTable('users').set({ status: 'Active' }).where('id', '=', session.user.id).execute();
    expect((await me(authHeaders(session))).statusCode).toBe(200);
  });

  it('accepts at once a token issued after a new password, though the old row is still remembered', async () => {
    const before = await login(t.app, DEMO.broker);
    expect((await me(authHeaders(before))).statusCode).toBe(200);
    // Another process sets a new password: the generation moves on, this process still remembers the row.
    await t.db.updateTable('users').set((eb) => ({ session_generation: eb('session_generation', '+', 1) })).where('id', '=', before.user.id).execute();
    const after = await login(t.app, DEMO.broker);
    expect((await me(authHeaders(after))).statusCode).toBe(200);
    // The token of the old generation is refused, remembered row or not.
    expect((await me(authHeaders(before))).statusCode).toBe(401);
  });

  it('does not extend the cache time by using it', async () => {
    const session = await login(t.app, DEMO.carrierAdmin);
    expect((await me(authHeaders(session))).statusCode).toBe(200);
    await t.db.updateTable('users').set({ api_key: 'rotated-in-the-tms' }).where('id', '=', session.user.id).execute();
    const carrierApi = () => t.app.inject({ method: 'GET', url: '/carrier/api/v2/me/carrier', headers: authHeaders(session, { carrierApi: true }) });
    const deadline = Date.now() + 1500;
    let status = 200;
    // Calls every 100 ms: were each hit to renew the entry, the old key would keep working.
    while (Date.now() < deadline && status === 200) {
      status = (await carrierApi()).statusCode;
      await pause(100);
    }
    expect(status).toBe(401);
  });
});
