import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPE_MISSING } from '@portal/domain/auth/api-keys';
import { authHeaders, DEMO, login, testAppForFile, type TestSession } from '../helper';

const t = testAppForFile({ admin: DEMO.carrierAdmin });

const portal = (method: 'GET' | 'POST' | 'DELETE', url: string, session: TestSession, payload?: object) =>
  t.app.inject({ method, url: `/portal/api${url}`, headers: authHeaders(session), ...(payload ? { payload } : {}) });
const withKey = (method: 'GET' | 'POST', url: string, key: string, payload?: object) => t.app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload ? { payload } : {}) });

async function makeKey(scopes: string[], name = 'Dispatch system') {
  const answer = await portal('POST', '/api-keys', t.admin, { name, scopes });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as { id: number; secret: string; prefix: string };
}

describe('API keys', () => {
  it('are made by a carrier admin, shown once, and listed without their secret', async () => {
    const key = await makeKey(['shipments:read']);
    expect(key.secret).toMatch(/^fpk_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    const list = (await portal('GET', '/api-keys', t.admin)).json().data as { id: number; prefix: string }[];
    expect(list.find((k) => k.id === key.id)).toMatchObject({ prefix: key.prefix, scopes: ['shipments:read'], createdBy: DEMO.carrierAdmin });
    expect(JSON.stringify(list)).not.toContain(key.secret);
    const stored = await t.db.selectFrom('api_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(stored.key_hash).not.toContain(key.secret);
    const audit = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'api_key.created').where('target_id', '=', String(key.id)).execute();
    expect(audit).toHaveLength(1);
  });

  it('open only the areas their scopes name, on the Trucks and Carrier APIs, never the Portal API', async () => {
    const key = await makeKey(['shipments:read']);
    const listed = await withKey('GET', '/trucks/api/v2/shipments?pageSize=5', key.secret);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.length).toBeGreaterThan(0);
    const profile = await withKey('GET', '/carrier/api/v2/me/carrier', key.secret);
    expect(profile.statusCode).toBe(403);
    expect(profile.json().detail).toBe(API_KEY_SCOPE_MISSING);
    expect((await withKey('GET', '/portal/api/users/me', key.secret)).statusCode).toBe(401);
    // Signed-in tools (a password, a second factor) are not for keys.
    expect((await withKey('GET', '/trucks/api/v2/shipments?pageSize=5', `${key.secret.slice(0, -1)}x`)).statusCode).toBe(401);

    const writer = await makeKey(['profile:read', 'shipments:write']);
    expect((await withKey('GET', '/carrier/api/v2/me/carrier', writer.secret)).statusCode).toBe(200);
  });

  it('see what their company sees and nothing else', async () => {
    const key = await makeKey(['shipments:read']);
    const ours = (await withKey('GET', '/trucks/api/v2/shipments?pageSize=100', key.secret)).json().data as { id: number }[];
    const other = await t.db
      .selectFrom('shipments')
      .select('id')
      .where('carrier_id', '!=', t.admin.user.companyId)
      .where('carrier_id', 'is not', null)
      .where('customer_id', '!=', t.admin.user.companyId)
      .where('status', '>=', 3)
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(ours.map((s) => s.id)).not.toContain(other.id);
    expect((await withKey('GET', `/trucks/api/v2/shipments/${other.id}`, key.secret)).statusCode).toBe(404);
  });

  it('rotate to a new secret (the old one stops at once) and are revoked for good', async () => {
    const key = await makeKey(['shipments:read']);
    const rotated = await portal('POST', `/api-keys/${key.id}/rotation`, t.admin);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json().data.secret as string;
    expect((await withKey('GET', '/trucks/api/v2/shipments?pageSize=1', key.secret)).statusCode).toBe(401);
    expect((await withKey('GET', '/trucks/api/v2/shipments?pageSize=1', next)).statusCode).toBe(200);
    expect((await portal('DELETE', `/api-keys/${key.id}`, t.admin)).statusCode).toBe(204);
    expect((await withKey('GET', '/trucks/api/v2/shipments?pageSize=1', next)).statusCode).toBe(401);
    expect((await portal('DELETE', `/api-keys/${key.id}`, t.admin)).statusCode).toBe(404);
    const actions = await t.db.selectFrom('audit_events').select('action').where('target_type', '=', 'api_key').where('target_id', '=', String(key.id)).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['api_key.created', 'api_key.rotated', 'api_key.revoked']);
  });

  it('stop when the admin who made them is disabled', async () => {
    const key = await makeKey(['shipments:read']);
    await t.db.updateTable('users').set({ status: 'Disabled' }).where('id', '=', t.admin.user.id).execute();
    try {
      expect((await withKey('GET', '/trucks/api/v2/shipments?pageSize=1', key.secret)).statusCode).toBe(401);
    } finally {
      await t.db.updateTable('users').set({ status: 'Active' }).where('id', '=', t.admin.user.id).execute();
    }
  });

  it('are managed by carrier admins only, with a recent proof of who asks', async () => {
    const dispatcher = await login(t.app, DEMO.dispatcher);
    expect((await portal('GET', '/api-keys', dispatcher)).statusCode).toBe(403);
    expect((await portal('POST', '/api-keys', dispatcher, { name: 'Mine', scopes: ['shipments:read'] })).statusCode).toBe(403);
    const broker = await login(t.app, DEMO.broker);
    expect((await portal('GET', '/api-keys', broker)).statusCode).toBe(403);

    const stale = await login(t.app, DEMO.carrierAdmin);
    await t.db.updateTable('user_sessions').set({ verified_at: sql<Date>`now() - interval '10 minutes'` }).where('id', '=', decodeJwt(stale.token).sid as string).execute();
    const refused = await portal('POST', '/api-keys', stale, { name: 'Late', scopes: ['shipments:read'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().stepUpRequired).toBe(true);
    expect((await portal('POST', '/api-keys', t.admin, { name: '', scopes: [] })).statusCode).toBe(400);
    expect((await portal('POST', '/api-keys', t.admin, { name: 'x', scopes: ['root:write'] })).statusCode).toBe(400);
  });
});
