import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED } from '@portal/domain/auth/session-rules';
import { buildTestApp, DEMO, DEMO_PASSWORD, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

let address = 0;
const nextAddress = () => `10.31.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface SignedIn {
  token: string;
  cookie: string;
  sessionId: string;
}

function refreshCookieOf(setCookie: string | string[] | undefined): string {
  const match = /portal_refresh=([^;]+)/.exec(String(setCookie ?? ''));
  if (!match) throw new Error(`no refresh cookie in ${String(setCookie)}`);
  return match[1];
}

async function signIn(email: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/portal/api/auth/login',
    payload: { emailAddress: email, password },
    remoteAddress: nextAddress(),
    headers: { 'user-agent': BROWSER },
  });
  expect(response.statusCode).toBe(200);
  const token = response.json().data.accessToken as string;
  return { token, cookie: refreshCookieOf(response.headers['set-cookie']), sessionId: decodeJwt(token).sid as string };
}

const me = (token: string) => t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers: { authorization: `Bearer ${token}` } });
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/portal/api/auth/refresh', cookies: { portal_refresh: cookie }, remoteAddress: nextAddress() });
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/portal/api${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

describe('server-side sessions', () => {
  it('signing out ends the session: the old token and the refresh cookie are refused', async () => {
    const session = await signIn(DEMO.dispatcher);
    expect((await me(session.token)).statusCode).toBe(200);
    const out = await call('POST', '/auth/logout', session.token);
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/portal_refresh=;/);
    const after = await me(session.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe(SESSION_ENDED);
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    const row = await t.db.selectFrom('user_sessions').selectAll().where('id', '=', session.sessionId).executeTakeFirstOrThrow();
    expect(row.end_reason).toBe('signed-out');
  });

  it('signing out with only the refresh cookie (the access token already expired) ends the session too', async () => {
    const session = await signIn(DEMO.dispatcher);
    const out = await t.app.inject({ method: 'POST', url: '/portal/api/auth/logout', cookies: { portal_refresh: session.cookie }, remoteAddress: nextAddress() });
    expect(out.statusCode).toBe(204);
    expect((await me(session.token)).statusCode).toBe(401);
    // Nothing to end is not an error: signing out twice answers the same.
    const again = await t.app.inject({ method: 'POST', url: '/portal/api/auth/logout', cookies: { portal_refresh: session.cookie }, remoteAddress: nextAddress() });
    expect(again.statusCode).toBe(204);
  });

  it('a refresh answers a new access token and replaces the cookie; the replaced one ends the session when sent again', async () => {
    const session = await signIn(DEMO.dispatcher);
    const first = await refresh(session.cookie);
    expect(first.statusCode).toBe(200);
    const renewed = first.json().data.accessToken as string;
    expect(decodeJwt(renewed).sid).toBe(session.sessionId);
    expect(first.json().data.user.email).toBe(DEMO.dispatcher);
    const nextCookie = refreshCookieOf(first.headers['set-cookie']);
    expect(nextCookie).not.toBe(session.cookie);
    expect((await me(renewed)).statusCode).toBe(200);

    // A second tab sending the cookie the first just replaced, at the same moment: an access token, no new cookie.
    const racing = await refresh(session.cookie);
    expect(racing.statusCode).toBe(200);
    expect(racing.headers['set-cookie']).toBeUndefined();

    // The same old cookie a minute later is a copy in someone else's hands: the whole session ends.
    await t.db.updateTable('user_sessions').set({ refreshed_at: sql<Date>`now() - interval '1 minute'` }).where('id', '=', session.sessionId).execute();
    const replay = await refresh(session.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe(SESSION_ENDED);
    expect((await refresh(nextCookie)).statusCode).toBe(401);
    expect((await me(renewed)).statusCode).toBe(401);
    const row = await t.db.selectFrom('user_sessions').selectAll().where('id', '=', session.sessionId).executeTakeFirstOrThrow();
    expect(row.end_reason).toBe('refresh-token-reused');
  });

  it('refuses a refresh with no cookie, a malformed one, or one of an expired session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/portal/api/auth/refresh', remoteAddress: nextAddress() })).statusCode).toBe(401);
    expect((await refresh('not-a-refresh-token')).statusCode).toBe(401);
    const session = await signIn(DEMO.dispatcher);
    await t.db.updateTable('user_sessions').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('id', '=', session.sessionId).execute();
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('lists my sessions with their device, and ends one of them from another', async () => {
    const office = await signIn(DEMO.broker);
    const laptop = await signIn(DEMO.broker);
    const list = await call('GET', '/users/me/sessions', office.token);
    expect(list.statusCode).toBe(200);
    const sessions = list.json().data as { id: string; device: string; current: boolean; ipAddress: string }[];
    const mine = sessions.find((s) => s.id === office.sessionId);
    expect(mine).toMatchObject({ device: 'Chrome on Windows', current: true, ipAddress: expect.stringMatching(/^10\.31\./) });
    expect(sessions.find((s) => s.id === laptop.sessionId)).toMatchObject({ current: false });

    expect((await call('DELETE', `/users/me/sessions/${laptop.sessionId}`, office.token)).statusCode).toBe(204);
    expect((await me(laptop.token)).statusCode).toBe(401);
    expect((await refresh(laptop.cookie)).statusCode).toBe(401);
    expect((await me(office.token)).statusCode).toBe(200);
    const remaining = (await call('GET', '/users/me/sessions', office.token)).json().data as { id: string }[];
    expect(remaining.map((s) => s.id)).not.toContain(laptop.sessionId);
  });

  it("answers 404 for another user's session and leaves it running", async () => {
    const theirs = await signIn(DEMO.carrierAdmin);
    const mine = await signIn(DEMO.broker);
    const attempt = await call('DELETE', `/users/me/sessions/${theirs.sessionId}`, mine.token);
    expect(attempt.statusCode).toBe(404);
    expect((await me(theirs.token)).statusCode).toBe(200);
    expect((await call('DELETE', '/users/me/sessions/not-a-uuid', mine.token)).statusCode).toBe(400);
  });

  it('a new password ends the other sessions and their refresh cookies; this one goes on', async () => {
    const kept = await signIn(DEMO.factoring);
    const other = await signIn(DEMO.factoring);
    const change = await call('POST', '/users/me/password', kept.token, { currentPassword: DEMO_PASSWORD, newPassword: 'factoring-new-pass' });
    expect(change.statusCode).toBe(200);
    const renewed = change.json().data.accessToken as string;
    expect(decodeJwt(renewed).sid).toBe(kept.sessionId);
    expect((await me(renewed)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await refresh(other.cookie)).statusCode).toBe(401);
    // The kept session's cookie still renews it, with the new password's generation.
    const next = await refresh(kept.cookie);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().data.accessToken)).statusCode).toBe(200);
    await call('POST', '/users/me/password', renewed, { currentPassword: 'factoring-new-pass', newPassword: DEMO_PASSWORD });
  });

  it('a disabled user cannot refresh', async () => {
    const session = await signIn(DEMO.payer);
    await t.db.updateTable('users').set({ status: 'Disabled' }).where(sql`lower(email)`, '=', DEMO.payer).execute();
    try {
      expect((await refresh(session.cookie)).statusCode).toBe(401);
    } finally {
      await t.db.updateTable('users').set({ status: 'Active' }).where(sql`lower(email)`, '=', DEMO.payer).execute();
    }
    // The refusal ended the session for good: being enabled again does not bring it back.
    expect((await refresh(session.cookie)).statusCode).toBe(401);
  });

  it('writes sign-ins (and how), refused sign-ins and sign-outs to the audit log with the address', async () => {
    const session = await signIn(DEMO.broker);
    const signedIn = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'auth.sign_in').where('target_id', '=', session.sessionId).executeTakeFirstOrThrow();
    expect(signedIn).toMatchObject({ actor_email: DEMO.broker, details: { how: 'password' }, user_agent: BROWSER });
    expect(signedIn.ip).toMatch(/^10\.31\./);

    const wrong = await t.app.inject({ method: 'POST', url: '/portal/api/auth/login', payload: { emailAddress: DEMO.broker, password: 'not-it-at-all' }, remoteAddress: '10.31.250.1' });
    expect(wrong.statusCode).toBe(401);
    const unknown = await t.app.inject({ method: 'POST', url: '/portal/api/auth/login', payload: { emailAddress: 'nobody@nowhere.test', password: 'whatever-1' }, remoteAddress: '10.31.250.2' });
    expect(unknown.statusCode).toBe(401);
    const failures = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'auth.sign_in_failed').where('ip', 'in', ['10.31.250.1', '10.31.250.2']).orderBy('id').execute();
    expect(failures.map((f) => [f.actor_email, (f.details as { reason: string }).reason])).toEqual([
      [DEMO.broker, 'wrong password'],
      ['nobody@nowhere.test', 'unknown address'],
    ]);

    await call('POST', '/auth/logout', session.token);
    expect(await t.db.selectFrom('audit_events').select('id').where('action', '=', 'auth.sign_out').where('target_id', '=', session.sessionId).execute()).toHaveLength(1);
  });
});
