import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, DEMO, DEMO_PASSWORD, login, type TestApp, type TestSession } from '../helper';

let t: TestApp;
const s = {} as Record<'dispatcher' | 'carrierAdmin' | 'payer', TestSession>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const key of ['dispatcher', 'carrierAdmin', 'payer'] as const) s[key] = await login(t.app, DEMO[key]);
});
afterAll(() => t?.close());

function put(session: TestSession | null, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/portal/api/users/me/appearance',
    headers: { ...(session ? authHeaders(session) : {}), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

describe('PUT /users/me/appearance', () => {
  it("starts at 'system', saves the choice for this user only, and /users/me and the next sign-in carry it", async () => {
    expect(s.dispatcher.user.theme).toBe('system');
    const saved = await put(s.dispatcher, { theme: 'dark' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ id: s.dispatcher.user.id, theme: 'dark' });

    const me = await t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers: authHeaders(s.dispatcher) });
    expect(me.json().data.theme).toBe('dark');
    expect((await login(t.app, DEMO.dispatcher, DEMO_PASSWORD)).user.theme).toBe('dark');
    // A colleague of the same company keeps their own choice.
    const colleague = await t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers: authHeaders(s.carrierAdmin) });
    expect(colleague.json().data.theme).toBe('system');

    const back = await put(s.dispatcher, { theme: 'system' });
    expect(back.json().data.theme).toBe('system');
  });

  it('is open to a third-party payer, who has no profile area', async () => {
    const saved = await put(s.payer, { theme: 'light' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.theme).toBe('light');
  });

  it('refuses an unknown theme, a missing one and a wrong type with a 400 problem document, and keeps the choice', async () => {
    await put(s.carrierAdmin, { theme: 'light' });
    for (const bad of [{ theme: 'sepia' }, { theme: 'DARK' }, {}, { theme: 1 }, { theme: null }, []]) {
      const answer = await put(s.carrierAdmin, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.headers['content-type']).toContain('application/problem+json');
    }
    const me = await t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers: authHeaders(s.carrierAdmin) });
    expect(me.json().data.theme).toBe('light');
  });

  it('needs a signed-in user', async () => {
    expect((await put(null, { theme: 'dark' })).statusCode).toBe(401);
    expect((await put({ token: 'not-a-token', apiKey: '' } as TestSession, { theme: 'dark' })).statusCode).toBe(401);
  });

  it('keeps the database to the three choices', async () => {
    await expect(t.db.updateTable('users').set({ theme: 'sepia' }).where('id', '=', s.dispatcher.user.id).execute()).rejects.toThrow(/users_theme_check/);
  });
});
