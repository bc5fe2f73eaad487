import { randomBytes, scryptSync } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD } from '@portal/domain/common/messages';
import { COMMON_PASSWORDS_REFUSED, isCommonPassword } from '../../src/modules/auth/common-passwords';
import { newOneTimeToken } from '../../src/modules/auth/one-time-tokens';
import { loadConfig } from '../../src/config';
import { hashPassword, needsRehash, PASSWORD_HASH_COST, TEST_PASSWORD_HASH_COST, verifyPassword } from '../../src/modules/auth/password';
import { authHeaders, DEMO, DEMO_PASSWORD, login, nextClientAddress, testAppForFile } from '../helper';

const t = testAppForFile();

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/portal/api/auth/${url}`, payload, remoteAddress: nextClientAddress() });

/** A hash made at N = 2^cost by scrypt itself; 14 is the cost the portal stored before it was raised. */
function hashAtCost(plain: string, cost = 14): string {
  const salt = randomBytes(16);
  const hash = scryptSync(plain.normalize('NFKC'), salt, 32, { N: 2 ** cost, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** cost, 8, 1, salt.toString('base64'), hash.toString('base64')].join('$');
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
    const stored = await hashPassword('a long passphrase', PASSWORD_HASH_COST);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('a long passphrase', stored)).toBe(true);
    expect(await verifyPassword('another passphrase', stored)).toBe(false);
    expect(needsRehash(stored, PASSWORD_HASH_COST)).toBe(false);
    // The hash made before the cost was raised still verifies, and is due to be made again.
    const old = hashAtCost(DEMO_PASSWORD);
    expect(await verifyPassword(DEMO_PASSWORD, old)).toBe(true);
    expect(needsRehash(old, PASSWORD_HASH_COST)).toBe(true);
    // The seed's shared demo hash is made at the server's configured cost (the tests' here).
    expect(t.config.passwordHashCost).toBe(TEST_PASSWORD_HASH_COST);
    expect((await userByEmail(DEMO.carrierAdmin)).password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** TEST_PASSWORD_HASH_COST}\\$8\\$1\\$`));
  });

  it('are made at N = 2^17 wherever a server is not under test, and a lower cost is refused there', () => {
    for (const APP_ENV of ['production', 'uat', 'local'] as const) {
      const env = { APP_ENV, TWO_FACTOR_KEY: randomBytes(32).toString('base64'), SAMSARA_FAKE: 'false' };
      expect(loadConfig(env as NodeJS.ProcessEnv).passwordHashCost).toBe(PASSWORD_HASH_COST);
      expect(() => loadConfig({ ...env, PASSWORD_HASH_COST: '16' } as NodeJS.ProcessEnv)).toThrow(/PASSWORD_HASH_COST below 17 is refused/);
    }
    expect(loadConfig({ APP_ENV: 'test' } as NodeJS.ProcessEnv).passwordHashCost).toBe(TEST_PASSWORD_HASH_COST);
  });

  it('still verify at an older cost, and are made again at the configured cost at the next sign-in', async () => {
    const cost = t.config.passwordHashCost;
    const old = hashAtCost(DEMO_PASSWORD, cost - 2);
    expect(await verifyPassword(DEMO_PASSWORD, old)).toBe(true);
    expect(needsRehash(old, cost)).toBe(true);

    const before = await userByEmail(DEMO.factoring);
    await t.db.updateTable('users').set({ password_hash: old }).where('id', '=', before.id).execute();
    expect((await post('login', { emailAddress: DEMO.factoring, password: DEMO_PASSWORD })).statusCode).toBe(200);
    const after = await userByEmail(DEMO.factoring);
    expect(after.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** cost}\\$8\\$1\\$`));
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
    await t.db.updateTable('users').set({ password_hash: await hashPassword('iloveyou', t.config.passwordHashCost) }).where(sql`lower(email)`, '=', DEMO.payer).execute();
    expect((await post('login', { emailAddress: DEMO.payer, password: 'iloveyou' })).statusCode).toBe(200);
  });
});
