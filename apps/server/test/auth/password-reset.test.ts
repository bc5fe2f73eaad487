import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { hashOneTimeToken, newOneTimeToken } from '../../src/modules/auth/one-time-tokens';
import { hashRecoveryCode, newRecoveryCodes } from '../../src/modules/auth/two-factor-crypto';
import { DEMO, DEMO_PASSWORD, nextClientAddress, testAppForFile } from '../helper';

const t = testAppForFile();

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/portal/api/auth/${url}`, payload, remoteAddress: nextClientAddress() });

const RESET_URL = 'http://localhost:3000/reset-password';

async function outboxFor(email: string) {
  // The mail is made after the 202 (the answer must not tell known addresses by its timing).
  await t.app.afterAnswer.settled();
  return t.db.selectFrom('outbox_emails').selectAll().where('to_address', '=', email).orderBy('id', 'desc').execute();
}

/** The token in the newest reset mail to this address. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await outboxFor(email);
  const match = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text_body);
  expect(match).not.toBeNull();
  return match![1];
}

async function userId(email: string) {
  return (await t.db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email).executeTakeFirstOrThrow()).id;
}

describe('POST /portal/api/auth/request-password-reset', () => {
  it('answers 202 for a known address and mails a single-use link', async () => {
    const response = await post('request-password-reset', { url: RESET_URL, emailAddress: DEMO.carrierAdmin });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: {} });
    const [mail] = await outboxFor(DEMO.carrierAdmin);
    expect(mail.subject).toMatch(/Reset your .* password/);
    expect(mail.text_body).toContain(`${RESET_URL}/`);
    expect(mail.html_body).toContain(`${RESET_URL}/`);
    // Only the hash of the token is stored.
    const token = await mailedToken(DEMO.carrierAdmin);
    const rows = await t.db.selectFrom('auth_tokens').selectAll().where('user_id', '=', await userId(DEMO.carrierAdmin)).execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === hashOneTimeToken(token) && r.kind === 'PasswordReset')).toBe(true);
  });

  it('answers the same 202 for an unknown address and mails nothing', async () => {
    const before = await t.db.selectFrom('outbox_emails').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await post('request-password-reset', { url: RESET_URL, emailAddress: 'nobody.here@demo.test' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: {} });
    const after = await t.db.selectFrom('outbox_emails').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('never puts a foreign origin in the link', async () => {
    await post('request-password-reset', { url: 'https://evil.example/reset-password', emailAddress: DEMO.broker });
    const [mail] = await outboxFor(DEMO.broker);
    expect(mail.text_body).not.toContain('evil.example');
    expect(mail.text_body).toContain('/reset-password/');
  });

  it('tells a Do Not Use user, as at sign-in', async () => {
    const response = await post('request-password-reset', { url: RESET_URL, emailAddress: DEMO.doNotUse });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ title: 'Do Not Use', supportEmail: 'carriers@summitfreight.test' });
  });

  it('validates the body', async () => {
    const response = await post('request-password-reset', { url: 'not a url', emailAddress: DEMO.broker });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('url');
  });
});

describe('POST /portal/api/auth/reset-password', () => {
  it('with two-factor sign-in on, sets the password and answers the code challenge, not a session', async () => {
    const id = await userId(DEMO.payer);
    await t.db.insertInto('user_two_factor').values({ user_id: id, secret_encrypted: 'not-read-here', enabled_at: new Date() }).execute();
    await post('request-password-reset', { url: RESET_URL, emailAddress: DEMO.payer });
    const reset = await post('reset-password', { resetToken: await mailedToken(DEMO.payer), newPassword: 'payer-new-password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toMatchObject({ twoFactorRequired: true, challengeToken: expect.any(String) });
    expect(reset.json().data).not.toHaveProperty('accessToken');
    // The password did change: signing in with it asks for the code too.
    const login = await post('login', { emailAddress: DEMO.payer, password: 'payer-new-password' });
    expect(login.json().data).toMatchObject({ twoFactorRequired: true });
    await t.db.deleteFrom('user_two_factor').where('user_id', '=', id).execute();
  });

  it('after a reset with two-factor sign-in on, the session the code starts can make protected changes at once', async () => {
    const id = await userId(DEMO.ap);
    const [recoveryCode] = newRecoveryCodes();
    await t.db.insertInto('user_two_factor').values({ user_id: id, secret_encrypted: 'not-read-here', enabled_at: new Date() }).execute();
    await t.db.insertInto('recovery_codes').values({ user_id: id, code_hash: hashRecoveryCode(recoveryCode) }).execute();
    try {
      await post('request-password-reset', { url: RESET_URL, emailAddress: DEMO.ap });
      const reset = await post('reset-password', { resetToken: await mailedToken(DEMO.ap), newPassword: 'payables-reset-1' });
      const { challengeToken } = reset.json().data as { challengeToken: string };
      const second = await post('login/two-factor', { challengeToken, recoveryCode });
      expect(second.statusCode, second.body).toBe(200);
      const token = second.json().data.accessToken as string;
      // Seconds after signing in: the new password's session is the current one, not an outdated one.
      const changed = await t.app.inject({
        method: 'POST',
        url: '/portal/api/users/me/password',
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword: 'payables-reset-1', newPassword: DEMO_PASSWORD },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    } finally {
      await t.db.deleteFrom('recovery_codes').where('user_id', '=', id).execute();
      await t.db.deleteFrom('user_two_factor').where('user_id', '=', id).execute();
    }
  });

  it('sets the password once, signs the user in, and the link then fails', async () => {
    await post('request-password-reset', { url: RESET_URL, emailAddress: DEMO.dispatcher });
    const resetToken = await mailedToken(DEMO.dispatcher);
    const first = await post('reset-password', { resetToken, newPassword: 'a-new-password' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user.email).toBe(DEMO.dispatcher);
    expect(first.json().data.accessToken).toEqual(expect.any(String));

    const again = await post('reset-password', { resetToken, newPassword: 'another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('This reset link is invalid or has expired');

    expect((await post('login', { emailAddress: DEMO.dispatcher, password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await post('login', { emailAddress: DEMO.dispatcher, password: 'a-new-password' })).statusCode).toBe(200);
  });

  it('ends the sessions signed in before the reset; the one it starts works', async () => {
    const login = await post('login', { emailAddress: DEMO.carrierAdmin, password: DEMO_PASSWORD });
    const before = login.json().data.accessToken as string;
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(before)).statusCode).toBe(200);
    // Tokens carry whole seconds: step into the next one, as a real reset would come later.
    await new Promise((resolve) => setTimeout(resolve, 1020 - (Date.now() % 1000)));
    await post('request-password-reset', { url: RESET_URL, emailAddress: DEMO.carrierAdmin });
    const reset = await post('reset-password', { resetToken: await mailedToken(DEMO.carrierAdmin), newPassword: 'admin-password' });
    expect(reset.statusCode).toBe(200);
    const ended = await me(before);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().detail).toBe('The password was changed since this sign-in; sign in again');
    expect((await me(reset.json().data.accessToken)).statusCode).toBe(200);
  });

  it('ends a session signed in during the same second as the reset', async () => {
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/portal/api/users/me', headers: { authorization: `Bearer ${token}` } });
    await post('request-password-reset', { url: RESET_URL, emailAddress: DEMO.factoring });
    const resetToken = await mailedToken(DEMO.factoring);
    // The clock stands still while signing in and resetting: both tokens carry the same issue time.
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    try {
      const login = await post('login', { emailAddress: DEMO.factoring, password: DEMO_PASSWORD });
      const sameSecond = login.json().data.accessToken as string;
      const reset = await post('reset-password', { resetToken, newPassword: 'factoring-password' });
      expect(reset.statusCode).toBe(200);
      const newToken = reset.json().data.accessToken as string;
      expect(decodeJwt(sameSecond).iat).toBe(decodeJwt(newToken).iat);
      expect((await me(sameSecond)).statusCode).toBe(401);
      expect((await me(newToken)).statusCode).toBe(200);
    } finally {
      now.mockRestore();
    }
  });

  it('refuses an expired link', async () => {
    await post('request-password-reset', { url: RESET_URL, emailAddress: DEMO.broker });
    const resetToken = await mailedToken(DEMO.broker);
    await t.db.updateTable('auth_tokens').set({ expires_at: sql`now() - interval '1 second'` }).where('token_hash', '=', hashOneTimeToken(resetToken)).execute();
    const response = await post('reset-password', { resetToken, newPassword: 'a-new-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('This reset link is invalid or has expired');
  });

  it('refuses an unknown token and a token of another kind', async () => {
    expect((await post('reset-password', { resetToken: 'made-up', newPassword: 'a-new-password' })).statusCode).toBe(400);
    const { token, hash } = newOneTimeToken();
    await t.db
      .insertInto('auth_tokens')
      .values({ user_id: await userId(DEMO.broker), kind: 'DriverEntry', token_hash: hash, expires_at: sql`now() + interval '1 hour'` })
      .execute();
    expect((await post('reset-password', { resetToken: token, newPassword: 'a-new-password' })).statusCode).toBe(400);
  });

  it('a newer link replaces an older one', async () => {
    await post('request-password-reset', { url: RESET_URL, emailAddress: DEMO.factoring });
    const older = await mailedToken(DEMO.factoring);
    await post('request-password-reset', { url: RESET_URL, emailAddress: DEMO.factoring });
    const newer = await mailedToken(DEMO.factoring);
    expect(newer).not.toBe(older);
    expect((await post('reset-password', { resetToken: older, newPassword: 'a-new-password' })).statusCode).toBe(400);
    expect((await post('reset-password', { resetToken: newer, newPassword: 'a-new-password' })).statusCode).toBe(200);
  });

  it('requires at least 8 characters, naming the field', async () => {
    const response = await post('reset-password', { resetToken: 'whatever', newPassword: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.newPassword[0]).toMatch(/at least 8/);
  });

  it('clears a lockout', async () => {
    const id = await userId(DEMO.payer);
    const lockedOut = '198.51.100.60';
    await t.db.updateTable('users').set({ failed_login_count: 10, last_failed_login_at: sql`now()` }).where('id', '=', id).execute();
    await t.db
      .insertInto('user_sign_in_addresses')
      .values({ user_id: id, address: lockedOut, failed_count: 10, locked_until: sql`now() + interval '15 minutes'`, last_failed_at: sql`now()` })
      .execute();
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/portal/api/auth/login', payload: { emailAddress: DEMO.payer, password }, remoteAddress: lockedOut });
    expect((await signIn(DEMO_PASSWORD)).statusCode).toBe(429);
    await post('request-password-reset', { url: RESET_URL, emailAddress: DEMO.payer });
    const resetToken = await mailedToken(DEMO.payer);
    expect((await post('reset-password', { resetToken, newPassword: 'payer-password' })).statusCode).toBe(200);
    expect((await signIn('payer-password')).statusCode).toBe(200);
  });
});

describe('POST /portal/api/auth/activate-user', () => {
  it('activates a pending user with an Activation token, once', async () => {
    const company = await t.db.selectFrom('users').select('company_id').where('id', '=', await userId(DEMO.carrierAdmin)).executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('users')
      .values({
        company_id: company.company_id,
        email: 'new.hire@demo.test',
        user_name: 'new.hire@demo.test',
        first_name: 'New',
        last_name: 'Hire',
        status: 'Pending',
        permissions: ['CarrierPortal'],
        api_key: 'new-hire-key',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A pending user cannot sign in, and asking for a reset mails an activation link instead.
    expect((await post('login', { emailAddress: 'new.hire@demo.test', password: 'whatever1' })).statusCode).toBe(401);
    expect((await post('request-password-reset', { url: RESET_URL, emailAddress: 'new.hire@demo.test' })).statusCode).toBe(202);
    const [mail] = await outboxFor('new.hire@demo.test');
    const resetToken = /ActivateUser\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];

    // An activation token is no reset token.
    expect((await post('reset-password', { resetToken, newPassword: 'chosen-password' })).statusCode).toBe(400);
    const activated = await post('activate-user', { resetToken, newPassword: 'chosen-password' });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().data.user.email).toBe('new.hire@demo.test');
    const row = await t.db.selectFrom('users').select(['status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('Active');
    expect((await post('activate-user', { resetToken, newPassword: 'chosen-password' })).statusCode).toBe(400);
    expect((await post('login', { emailAddress: 'new.hire@demo.test', password: 'chosen-password' })).statusCode).toBe(200);
  });

  it('refuses an activation token for a user who is already active', async () => {
    const { token, hash } = newOneTimeToken();
    await t.db
      .insertInto('auth_tokens')
      .values({ user_id: await userId(DEMO.broker), kind: 'Activation', token_hash: hash, expires_at: sql`now() + interval '1 hour'` })
      .execute();
    expect((await post('activate-user', { resetToken: token, newPassword: 'chosen-password' })).statusCode).toBe(400);
  });
});
