import { randomBytes, scryptSync } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD } from '@portal/domain/common/messages';
import { COMMON_PASSWORDS_REFUSED, isCommonPassword } from '../../src/modules/auth/common-passwords';
import { newOneTimeToken } from '../../src/modules/auth/one-time-tokens';
import { hashPassword, needsRehash, verifyPassword } from '../../src/modules/auth/password';
import { authHeaders, DEMO, DEMO_PASSWORD, login, nextClientAddress, testAppForFile } from '../helper';

const t = testAppForFile();

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/portal/api/auth/${url}`, payload, remoteAddress: nextClientAddress() });

/** A hash as the portal stored them before the cost was raised (N = 2^14). */
function hashAtOldCost(plain: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(plain.normalize('NFKC'), salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), hash.toString('base64')].join('$');
}

async function userByEmail(email: string) {
  return t.db.selectFrom('users').select(['id', 'password_hash', 'session_generation']).where(sql`lower(email)`, '=', email).executeTakeFirstOrThrow();
}

/** A live single-use token of a kind for a user, as a mailed link carries it. */
async function tokenFor(userId: number, kind: 'PasswordReset' | 'Activation'): Promise<string> {
  const { token, hash } = newOneTimeToken();
  await t.db.insertInto('auth_tokens').values({ user_id: userId, kind, token_hash: hash, expires_at: sql`now() + interval '1 hour'` }).execute();
  return token;
}

describe('password hashes', () => {
  it('are scrypt at N = 2^17, r = 8, p = 1, with the parameters in the stored value', async () => {
    const stored = await hashPassword('a long passphrase');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('a long passphrase', stored)).toBe(true);
    expect(await verifyPassword('another passphrase', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
    // The seed's shared demo hash is made at today's cost too.
    expect((await userByEmail(DEMO.carrierAdmin)).password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('still verify at the older cost, and are made again at today\'s cost at the next sign-in', async () => {
    const old = hashAtOldCost(DEMO_PASSWORD);
    expect(await verifyPassword(DEMO_PASSWORD, old)).toBe(true);
    expect(needsRehash(old)).toBe(true);

    const before = await userByEmail(DEMO.factoring);
    await t.db.updateTable('users').set({ password_hash: old }).where('id', '=', before.id).execute();
    expect((await post('login', { emailAddress: DEMO.factoring, password: DEMO_PASSWORD })).statusCode).toBe(200);
    const after = await userByEmail(DEMO.factoring);
    expect(after.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(DEMO_PASSWORD, after.password_hash!)).toBe(true);
    // Nothing changed for the user: their sessions go on.
    expect(after.session_generation).toBe(before.session_generation);

    // A wrong password does not touch an old hash; a hash at today's cost is left alone.
    await t.db.updateTable('users').set({ password_hash: old }).where('id', '=', before.id).execute();
    expect((await post('login', { emailAddress: DEMO.factoring, password: 'not-the-password' })).statusCode).toBe(401);
    expect((await userByEmail(DEMO.factoring)).password_hash).toBe(old);
    await t.db.updateTable('users').set({ password_hash: after.password_hash }).where('id', '=', before.id).execute();
    expect((await post('login', { emailAddress: DEMO.factoring, password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await userByEmail(DEMO.factoring)).password_hash).toBe(after.password_hash);
  });
});

describe('common passwords', () => {
  it('are the 10,000 most common of the list; the demo password is not one of them', async () => {
    expect(COMMON_PASSWORDS_REFUSED).toBe(10_000);
    for (const common of ['123456', 'password', 'password1', 'Password1', 'qwertyuiop', 'iloveyou']) expect(await isCommonPassword(common), common).toBe(true);
    for (const fine of [DEMO_PASSWORD, 'a-new-password', 'chosen-password', 'correct horse battery staple']) expect(await isCommonPassword(fine), fine).toBe(false);
  });

  it('are refused when a reset sets one, naming the field, and the link still works for a better one', async () => {
    const { id } = await userByEmail(DEMO.broker);
    const resetToken = await tokenFor(id, 'PasswordReset');
    for (const newPassword of ['password1', 'Password1']) {
      const refused = await post('reset-password', { resetToken, newPassword });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(refused.json()).toMatchObject({ detail: COMMON_PASSWORD, errors: { newPassword: [COMMON_PASSWORD] } });
    }
    expect((await post('reset-password', { resetToken, newPassword: 'broker-passphrase-2' })).statusCode).toBe(200);
  });

  it('are refused when an activation chooses one', async () => {
    const { company_id } = await t.db.selectFrom('users').select('company_id').where(sql`lower(email)`, '=', DEMO.carrierAdmin).executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('users')
      .values({ company_id, email: 'common.hire@demo.test', user_name: 'common.hire@demo.test', first_name: 'Common', last_name: 'Hire', status: 'Pending', permissions: ['CarrierPortal'], api_key: 'common-hire-key' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const resetToken = await tokenFor(id, 'Activation');
    const refused = await post('activate-user', { resetToken, newPassword: 'qwertyuiop' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ newPassword: [COMMON_PASSWORD] });
    expect((await post('activate-user', { resetToken, newPassword: 'hire-passphrase-2' })).statusCode).toBe(200);
  });

  it('are refused when a signed-in user changes to one; signing in with one already set still works', async () => {
    const session = await login(t.app, DEMO.payer);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/portal/api/users/me/password',
      headers: authHeaders(session),
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'iloveyou' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ newPassword: [COMMON_PASSWORD] });
    expect(await verifyPassword(DEMO_PASSWORD, (await userByEmail(DEMO.payer)).password_hash!)).toBe(true);

    // Only setting a password is refused: an account that already has a common one signs in.
    await t.db.updateTable('users').set({ password_hash: await hashPassword('iloveyou') }).where(sql`lower(email)`, '=', DEMO.payer).execute();
    expect((await post('login', { emailAddress: DEMO.payer, password: 'iloveyou' })).statusCode).toBe(200);
  });
});
