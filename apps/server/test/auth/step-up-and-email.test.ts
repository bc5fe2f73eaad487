import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP_UP_REQUIRED } from '@portal/domain/auth/step-up';
import { EMAIL_CHANGE_SENT } from '@portal/domain/profile/my-profile-schemas';
import { authHeaders, buildTestApp, DEMO, DEMO_PASSWORD, login, nextClientAddress, type TestApp, type TestSession } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object, session?: TestSession) =>
  t.app.inject({ method, url: `/portal/api${url}`, payload, headers: session ? authHeaders(session) : {}, remoteAddress: nextClientAddress() });

/** Makes the session's last proof of identity ten minutes old, as after a coffee break. */
async function ageProof(session: TestSession) {
  await t.db.updateTable('user_sessions').set({ verified_at: sql<Date>`now() - interval '10 minutes'` }).where('id', '=', decodeJwt(session.token).sid as string).execute();
}

async function mailsTo(email: string) {
  return t.db.selectFrom('outbox_emails').selectAll().where(sql`lower(to_address)`, '=', email.toLowerCase()).orderBy('id', 'desc').execute();
}

const profileOf = (session: TestSession, email: string) => ({ firstName: session.user.firstName, lastName: session.user.lastName, email, phoneNumbers: session.user.phoneNumbers });

describe('step-up for sensitive changes', () => {
  it('asks a session whose last proof is older than five minutes to confirm it is the user, by password', async () => {
    const session = await login(t.app, DEMO.dispatcher);
    await ageProof(session);
    const refused = await send('POST', '/users/me/two-factor/enrolment', {}, session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: STEP_UP_REQUIRED, stepUpRequired: true });

    const wrong = await send('POST', '/auth/step-up', { password: 'not-the-password' }, session);
    expect(wrong.statusCode).toBe(400);
    expect((await send('POST', '/auth/step-up', {}, session)).statusCode).toBe(400);
    const confirmed = await send('POST', '/auth/step-up', { password: DEMO_PASSWORD }, session);
    expect(confirmed.statusCode).toBe(200);
    expect(new Date(confirmed.json().data.verifiedUntil).getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect((await send('POST', '/users/me/two-factor/enrolment', {}, session)).statusCode).toBe(200);
  });

  it('takes a code of the authenticator app instead of the password', async () => {
    const session = await login(t.app, DEMO.factoring);
    const { secret } = (await send('POST', '/users/me/two-factor/enrolment', {}, session)).json().data as { secret: string };
    const code = (offset = 0) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset * 30_000 });
    expect((await send('POST', '/users/me/two-factor/confirmation', { code: code() }, session)).statusCode).toBe(200);
    await ageProof(session);
    expect((await send('PUT', '/users/me', profileOf(session, 'factoring.new@demo.test'), session)).statusCode).toBe(403);
    expect((await send('POST', '/auth/step-up', { code: '000000' === code(1) ? '111111' : '000000' }, session)).statusCode).toBe(400);
    expect((await send('POST', '/auth/step-up', { code: code(1) }, session)).statusCode).toBe(200);
    expect((await send('PUT', '/users/me', profileOf(session, 'factoring.new@demo.test'), session)).statusCode).toBe(200);
    await t.db.deleteFrom('user_two_factor').where('user_id', '=', session.user.id).execute();
  });

  it('does not ask for names and phone numbers', async () => {
    const session = await login(t.app, DEMO.broker);
    await ageProof(session);
    const saved = await send('PUT', '/users/me', { ...profileOf(session, session.user.email), firstName: 'Jordan' }, session);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  it('is confirmed from the new mailbox, tells the old one, and ends reset links mailed before', async () => {
    const session = await login(t.app, DEMO.carrierAdmin);
    const newEmail = 'owner.new@demo.test';
    // A reset link was mailed to the current address (it could be in a mailbox someone else reads).
    await send('POST', '/auth/request-password-reset', { url: 'http://localhost:3000/reset-password', emailAddress: DEMO.carrierAdmin });
    await t.app.afterAnswer.settled();
    const resetToken = /reset-password\/([A-Za-z0-9_-]+)/.exec((await mailsTo(DEMO.carrierAdmin))[0].text_body)![1];

    const answer = await send('PUT', '/users/me', profileOf(session, newEmail), session);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(EMAIL_CHANGE_SENT);
    expect(answer.json().data.email).toBe(DEMO.carrierAdmin);
    const [notice] = await mailsTo(DEMO.carrierAdmin);
    expect(notice.text_body).toContain(newEmail);
    const [link] = await mailsTo(newEmail);
    const token = /confirm-email\/([A-Za-z0-9_-]+)/.exec(link.text_body)?.[1];
    expect(token).toBeTruthy();
    // Until the link is opened, the account signs in with the current address.
    expect((await send('POST', '/auth/login', { emailAddress: newEmail, password: DEMO_PASSWORD })).statusCode).toBe(401);

    const confirmed = await send('POST', '/auth/confirm-email', { token: token! });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.email).toBe(newEmail);
    expect((await send('POST', '/auth/confirm-email', { token: token! })).statusCode).toBe(400);
    expect((await send('POST', '/auth/reset-password', { resetToken, newPassword: 'taken-over-1' })).statusCode).toBe(400);
    expect((await send('POST', '/auth/login', { emailAddress: newEmail, password: DEMO_PASSWORD })).statusCode).toBe(200);

    await t.db.updateTable('users').set({ email: DEMO.carrierAdmin }).where('id', '=', session.user.id).execute();
  });

  it("refuses another user's address and a link that names nothing", async () => {
    const session = await login(t.app, DEMO.dispatcher);
    const taken = await send('PUT', '/users/me', profileOf(session, DEMO.broker), session);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.email).toBeDefined();
    expect((await send('POST', '/auth/confirm-email', { token: 'x'.repeat(43) })).statusCode).toBe(400);
    expect((await send('POST', '/auth/confirm-email', {})).statusCode).toBe(400);
  });

  it('a new password ends reset links mailed before it', async () => {
    const session = await login(t.app, DEMO.payer);
    await send('POST', '/auth/request-password-reset', { url: 'http://localhost:3000/reset-password', emailAddress: DEMO.payer });
    await t.app.afterAnswer.settled();
    const resetToken = /reset-password\/([A-Za-z0-9_-]+)/.exec((await mailsTo(DEMO.payer))[0].text_body)![1];
    const changed = await send('POST', '/users/me/password', { currentPassword: DEMO_PASSWORD, newPassword: 'payer-changed-1' }, session);
    expect(changed.statusCode).toBe(200);
    expect((await send('POST', '/auth/reset-password', { resetToken, newPassword: 'someone-else-1' })).statusCode).toBe(400);
  });
});
