import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserSchema } from '@portal/domain/auth/current-user';
import { buildTestApp, DEMO, DEMO_PASSWORD, nextClientAddress, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** Each call from its own address unless one is given, so the per-IP limit stays out of the way. */
function postLogin(body: unknown, remoteAddress = nextClientAddress()) {
  return t.app.inject({ method: 'POST', url: '/portal/api/auth/login', payload: body as object, remoteAddress });
}

async function userRow(email: string) {
  return t.db.selectFrom('users').selectAll().where(sql`lower(email)`, '=', email).executeTakeFirstOrThrow();
}

describe('POST /portal/api/auth/login', () => {
  it('answers an ES256 access token and the current user', async () => {
    const before = new Date();
    const response = await postLogin({ emailAddress: DEMO.carrierAdmin, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual(['accessToken', 'user']);
    expect(data.accessToken.split('.')).toHaveLength(3);
    const header = JSON.parse(Buffer.from(data.accessToken.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('ES256');
    expect(header.kid).toEqual(expect.any(String));
    expect(CurrentUserSchema.strict().parse(data.user).email).toBe(DEMO.carrierAdmin);
    const claims = JSON.parse(Buffer.from(data.accessToken.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(data.user.id), companyId: data.user.companyId, aud: 'freight-portal', mobile: false });
    // The access token is short; the session lasts through the refresh cookie, which scripts cannot read.
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^portal_refresh=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('Path=/portal/api/auth');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect((await userRow(DEMO.carrierAdmin)).last_login_at!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('treats the e-mail address case-insensitively', async () => {
    const response = await postLogin({ emailAddress: DEMO.carrierAdmin.toUpperCase(), password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown address the same 401', async () => {
    const wrong = await postLogin({ emailAddress: DEMO.dispatcher, password: 'not-the-password' });
    const unknown = await postLogin({ emailAddress: 'nobody.here@demo.test', password: 'not-the-password' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    const strip = (body: Record<string, unknown>) => ({ ...body, instance: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json().detail).toBe('Wrong username or password.');
  });

  it('refuses disabled and pending users with the same 401', async () => {
    const { id } = await userRow(DEMO.dispatcher);
    await t.db.updateTable('users').set({ status: 'Disabled' }).where('id', '=', id).execute();
    const disabled = await postLogin({ emailAddress: DEMO.dispatcher, password: DEMO_PASSWORD });
    await t.db.updateTable('users').set({ status: 'Pending' }).where('id', '=', id).execute();
    const pending = await postLogin({ emailAddress: DEMO.dispatcher, password: DEMO_PASSWORD });
    await t.db.updateTable('users').set({ status: 'Active', failed_login_count: 0, last_failed_login_at: null }).where('id', '=', id).execute();
    for (const response of [disabled, pending]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe('Wrong username or password.');
    }
  });

  it('tells a Do Not Use carrier why, with the support address', async () => {
    const response = await postLogin({ emailAddress: DEMO.doNotUse, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      title: 'Do Not Use',
      detail: 'Carrier is "Do Not Use", if you have questions please email carriers@summitfreight.test',
      supportEmail: 'carriers@summitfreight.test',
    });
  });

  it('does not reveal Do Not Use without the right password', async () => {
    const response = await postLogin({ emailAddress: DEMO.doNotUse, password: 'guessing' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Wrong username or password.');
  });

  it('answers a malformed body with a 400 problem naming the field, never a 500', async () => {
    const badEmail = await postLogin({ emailAddress: 'not-an-address', password: DEMO_PASSWORD });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toHaveProperty('emailAddress');
    const missing = await postLogin({ emailAddress: DEMO.carrierAdmin });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('password');
    const wrongType = await postLogin({ emailAddress: 42, password: ['x'] });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errors).sort()).toEqual(['emailAddress', 'password']);
    const notJson = await t.app.inject({ method: 'POST', url: '/portal/api/auth/login', payload: '{"emailAddress":', headers: { 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.headers['content-type']).toMatch(/application\/problem\+json/);
  });
});

/** For tests that check ten or more passwords: each full scrypt takes about a second on a busy two-core machine. */
const MANY_PASSWORD_CHECKS_MS = 90_000;

describe('brute-force protection', () => {
  const email = DEMO.dispatcher;
  const reset = async () => {
    const { id } = await userRow(email);
    await t.db.updateTable('users').set({ failed_login_count: 0, last_failed_login_at: null, locked_until: null }).where('id', '=', id).execute();
    await t.db.deleteFrom('user_sign_in_addresses').where('user_id', '=', id).execute();
    return id;
  };
  /** Moves the last failures (the account's and each address's) into the past, as if the wait had passed. */
  const waitOut = async (id: number) => {
    await t.db.updateTable('users').set({ last_failed_login_at: sql`now() - interval '1 minute'` }).where('id', '=', id).execute();
    await t.db
      .updateTable('user_sign_in_addresses')
      .set({ last_failed_at: sql`now() - interval '1 minute'` })
      .where('user_id', '=', id)
      .where('last_failed_at', 'is not', null)
      .execute();
  };
  const addressRow = (id: number, address: string) =>
    t.db.selectFrom('user_sign_in_addresses').selectAll().where('user_id', '=', id).where('address', '=', address).executeTakeFirstOrThrow();

  it('makes attempts from one address wait after 5 failures, and locks that address out at 10 for 15 minutes', async () => {
    const id = await reset();
    const guesser = '198.51.100.10';
    for (let i = 1; i <= 5; i++) {
      expect((await postLogin({ emailAddress: email, password: `wrong-${i}` }, guesser)).statusCode).toBe(401);
    }
    // The 6th attempt right away must wait; it is refused without checking the password. (A failure
    // counts when it starts; the 5th's scrypt may take a second on a busy machine, so it is set back to now.)
    await t.db.updateTable('user_sign_in_addresses').set({ last_failed_at: sql`now()` }).where('user_id', '=', id).where('address', '=', guesser).execute();
    const early = await postLogin({ emailAddress: email, password: DEMO_PASSWORD }, guesser);
    expect(early.statusCode).toBe(429);
    expect(early.json().detail).toMatch(/Wait \d+ seconds? before trying again/);
    expect(Number(early.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    for (let i = 6; i <= 9; i++) {
      await waitOut(id);
      expect((await postLogin({ emailAddress: email, password: `wrong-${i}` }, guesser)).statusCode).toBe(401);
    }
    await waitOut(id);
    const tenth = await postLogin({ emailAddress: email, password: 'wrong-10' }, guesser);
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().detail).toMatch(/from this address.* locked until .* Try again then, or reset your password/);
    const row = await addressRow(id, guesser);
    const lockMinutes = (row.locked_until!.getTime() - Date.now()) / 60_000;
    expect(lockMinutes).toBeGreaterThan(14);
    expect(lockMinutes).toBeLessThanOrEqual(15.1);
    // The lock is the address's, not the account's.
    expect((await userRow(email)).locked_until).toBeNull();

    // Even the right password is refused from that address while it is locked.
    await waitOut(id);
    const locked = await postLogin({ emailAddress: email, password: DEMO_PASSWORD }, guesser);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ lockedUntil: row.locked_until!.toISOString() });
    await reset();
  }, MANY_PASSWORD_CHECKS_MS);

  it("does not let a stranger's failures lock the owner out of their usual address", async () => {
    const id = await reset();
    const owner = '198.51.100.20';
    const stranger = '203.0.113.50';
    expect((await postLogin({ emailAddress: email, password: DEMO_PASSWORD }, owner)).statusCode).toBe(200);

    const codes: number[] = [];
    for (let i = 1; i <= 12; i++) {
      await waitOut(id);
      codes.push((await postLogin({ emailAddress: email, password: `stranger-${i}` }, stranger)).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 429, 429, 429]);
    // Fresh addresses get no free guesses: the account's failures make them wait, at most two minutes.
    await t.db.updateTable('users').set({ failed_login_count: 60, last_failed_login_at: sql`now()` }).where('id', '=', id).execute();
    const elsewhere = await postLogin({ emailAddress: email, password: 'stranger-13' }, '203.0.113.51');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().detail).toMatch(/Wait \d+ seconds? before trying again/);
    expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(elsewhere.headers['retry-after'])).toBeLessThanOrEqual(120);

    // The owner, at the address they signed in from, is neither locked nor kept waiting.
    expect((await postLogin({ emailAddress: email, password: 'owner-typo' }, owner)).statusCode).toBe(401);
    const signedIn = await postLogin({ emailAddress: email, password: DEMO_PASSWORD }, owner);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await userRow(email)).failed_login_count).toBe(0);
    // The stranger's address stays locked.
    expect((await postLogin({ emailAddress: email, password: DEMO_PASSWORD }, stranger)).statusCode).toBe(429);
    await reset();
  }, MANY_PASSWORD_CHECKS_MS);

  it('lets the address in once its lock has passed, and a success clears the counts', async () => {
    const id = await reset();
    const address = '198.51.100.30';
    await t.db
      .insertInto('user_sign_in_addresses')
      .values({ user_id: id, address, failed_count: 10, locked_until: sql`now() - interval '1 second'`, last_failed_at: sql`now() - interval '15 minutes'` })
      .execute();
    await t.db.updateTable('users').set({ failed_login_count: 10, last_failed_login_at: sql`now() - interval '15 minutes'` }).where('id', '=', id).execute();
    const response = await postLogin({ emailAddress: email, password: DEMO_PASSWORD }, address);
    expect(response.statusCode).toBe(200);
    expect(await userRow(email)).toMatchObject({ failed_login_count: 0, locked_until: null, last_failed_login_at: null });
    expect(await addressRow(id, address)).toMatchObject({ failed_count: 0, locked_until: null, last_failed_at: null });
    expect((await addressRow(id, address)).last_success_at).not.toBeNull();
  });

  it('forgets old failures: a failure after the memory window starts counting again', async () => {
    const id = await reset();
    await t.db.updateTable('users').set({ failed_login_count: 7, last_failed_login_at: sql`now() - interval '20 minutes'` }).where('id', '=', id).execute();
    const address = '198.51.100.40';
    await t.db.insertInto('user_sign_in_addresses').values({ user_id: id, address, failed_count: 7, last_failed_at: sql`now() - interval '20 minutes'` }).execute();
    expect((await postLogin({ emailAddress: email, password: 'wrong' }, address)).statusCode).toBe(401);
    expect((await userRow(email)).failed_login_count).toBe(1);
    expect((await addressRow(id, address)).failed_count).toBe(1);
  });

  it('counts parallel guesses before checking them, so a burst cannot get past the throttle', async () => {
    const id = await reset();
    await t.db.updateTable('users').set({ failed_login_count: 4, last_failed_login_at: sql`now()` }).where('id', '=', id).execute();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => postLogin({ emailAddress: email, password: `burst-${i}` })));
    const codes = answers.map((r) => r.statusCode).sort();
    // One attempt is free (the 5th); the others must wait.
    expect(codes.filter((c) => c === 401)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    await reset();
  });

  it('limits sign-in attempts per client address', async () => {
    const ip = '203.0.113.9';
    const codes: number[] = [];
    // Most attempts are refused before any password work (each real one costs a full scrypt); all count.
    for (let i = 0; i < 31; i++) codes.push((await postLogin({ emailAddress: `nobody${i}@demo.test`, password: i % 6 === 0 ? 'x' : '' }, ip)).statusCode);
    expect(codes.slice(0, 30)).toEqual(Array.from({ length: 30 }, (_, i) => (i % 6 === 0 ? 401 : 400)));
    expect(codes[30]).toBe(429);
  });
});
