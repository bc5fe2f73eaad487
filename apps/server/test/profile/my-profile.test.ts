import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_REMOVED, PROFILE_PICTURE_SAVED, USER_PROFILE_UPDATED } from '@portal/domain/common/messages';
import { authHeaders, buildTestApp, DEMO, DEMO_PASSWORD, login, type TestApp, type TestSession } from '../helper';
import { createFixtures, noteOnShipment, type Fixtures } from '../documents/fixtures';

let t: TestApp;
let f: Fixtures;
const s = {} as Record<'dispatch' | 'carrierAdmin' | 'broker' | 'ops' | 'loneStar', TestSession>;

beforeAll(async () => {
  t = await buildTestApp();
  f = await createFixtures(t.db);
  const emails = { dispatch: DEMO.dispatcher, carrierAdmin: DEMO.carrierAdmin, broker: DEMO.broker, ops: DEMO.ops, loneStar: 'dispatch@lonestarhaulers.test' };
  for (const [key, email] of Object.entries(emails)) s[key as keyof typeof s] = await login(t.app, email);
});
afterAll(() => t?.close());

type Who = keyof typeof s;
function call(who: Who | TestSession, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const session = typeof who === 'string' ? s[who] : who;
  return t.app.inject({ method, url, headers: authHeaders(session), ...(payload === undefined ? {} : { payload: payload as object }) });
}

// A real 1x1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('profile details', () => {
  it('saves names, e-mail and phone numbers with the spec message, and /users/me shows them', async () => {
    const body = { firstName: 'Jordan', lastName: 'Reyes-Park', email: DEMO.dispatcher, phoneNumbers: ['(555) 010-2000', '+1 555 010 2001'] };
    const saved = await call('dispatch', 'PUT', '/portal/api/users/me', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: USER_PROFILE_UPDATED, data: { lastName: 'Reyes-Park', phoneNumbers: body.phoneNumbers } });
    const me = await call('dispatch', 'GET', '/portal/api/users/me');
    expect(me.json().data.lastName).toBe('Reyes-Park');
  });

  it('refuses empty names, a bad address, a bad phone number and another user\'s address with 400', async () => {
    const good = { firstName: 'Jordan', lastName: 'Reyes', email: DEMO.dispatcher, phoneNumbers: [] };
    for (const bad of [{ ...good, firstName: '  ' }, { ...good, email: 'not-an-address' }, { ...good, phoneNumbers: ['call me'] }, { ...good, lastName: 'x'.repeat(61) }]) {
      const answer = await call('dispatch', 'PUT', '/portal/api/users/me', bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const taken = await call('dispatch', 'PUT', '/portal/api/users/me', { ...good, email: DEMO.carrierAdmin.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.email).toEqual(['This e-mail address is used by another user']);
  });
});

describe('profile picture', () => {
  it('saves a PNG checked by content, serves it to its company and the brokerage, 404 to another carrier, and removes it', async () => {
    const saved = await call('dispatch', 'PUT', '/portal/api/users/me/profile-picture', { name: 'me.png', data: PNG });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(PROFILE_PICTURE_SAVED);
    const fileId = saved.json().data.fileId as string;
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);

    for (const who of ['dispatch', 'carrierAdmin', 'ops'] as const) {
      const image = await call(who, 'GET', `/portal/api/profile-pictures/${fileId}`);
      expect(image.statusCode, who).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    expect((await call('loneStar', 'GET', `/portal/api/profile-pictures/${fileId}`)).statusCode).toBe(404);

    // A second picture replaces the first, which is gone.
    const again = await call('dispatch', 'PUT', '/portal/api/users/me/profile-picture', { name: 'me-too.png', data: `data:image/png;base64,${PNG}` });
    expect(again.statusCode).toBe(200);
    expect((await call('dispatch', 'GET', `/portal/api/profile-pictures/${fileId}`)).statusCode).toBe(404);

    const removed = await call('dispatch', 'DELETE', '/portal/api/users/me/profile-picture');
    expect(removed.json()).toMatchObject({ message: PROFILE_PICTURE_REMOVED, data: { fileId: null } });
    expect((await call('dispatch', 'GET', `/portal/api/profile-pictures/${again.json().data.fileId}`)).statusCode).toBe(404);
  });

  it('refuses a .png that is really text, a PDF, and a PNG named .jpg with 400', async () => {
    const text = Buffer.from('hello, I am not a picture').toString('base64');
    const pdf = Buffer.from('%PDF-1.4\n%%EOF').toString('base64');
    for (const body of [{ name: 'me.png', data: text }, { name: 'me.png', data: pdf }, { name: 'me.jpg', data: PNG }, { name: 'me.png', data: '' }]) {
      const answer = await call('dispatch', 'PUT', '/portal/api/users/me/profile-picture', body);
      expect(answer.statusCode, body.name).toBe(400);
    }
    expect((await call('dispatch', 'GET', '/portal/api/users/me')).json().data.fileId).toBeNull();
  });

  it("never touches another user's picture: the routes only act on the caller's own", async () => {
    const theirs = await call('carrierAdmin', 'PUT', '/portal/api/users/me/profile-picture', { name: 'a.png', data: PNG });
    const fileId = theirs.json().data.fileId as string;
    await call('dispatch', 'DELETE', '/portal/api/users/me/profile-picture');
    expect((await call('carrierAdmin', 'GET', '/portal/api/users/me')).json().data.fileId).toBe(fileId);
    expect((await call('carrierAdmin', 'GET', `/portal/api/profile-pictures/${fileId}`)).statusCode).toBe(200);
  });
});

describe('notification preferences', () => {
  it('round-trips through the portal and the Carrier API me/notification_preferences', async () => {
    const prefs = { emailTenders: false, emailRateRequests: true, emailMentions: true, emailCases: false, emailPayments: false, smsTenders: true };
    const saved = await call('loneStar', 'PUT', '/portal/api/users/me/notification-preferences', prefs);
    expect(saved.statusCode, saved.body).toBe(200);
    const carrierApi = await t.app.inject({ method: 'GET', url: '/carrier/api/v2/me/notification_preferences', headers: authHeaders(s.loneStar, { carrierApi: true }) });
    expect(carrierApi.json().data).toEqual(prefs);
    expect((await call('loneStar', 'PUT', '/portal/api/users/me/notification-preferences', { ...prefs, emailTenders: 'no' })).statusCode).toBe(400);
  });

  it('skips the mention e-mail of a user who turned mentions off', async () => {
    const off = { emailTenders: true, emailRateRequests: true, emailMentions: false, emailCases: true, emailPayments: true, smsTenders: false };
    expect((await call('carrierAdmin', 'PUT', '/portal/api/users/me/notification-preferences', off)).statusCode).toBe(200);
    const before = await t.db.selectFrom('outbox_emails').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
    const note = await call(
      'dispatch',
      'POST',
      '/portal/api/notes',
      noteOnShipment(f, {
        noteContent: 'Avery and ops, see the dock note',
        noteHTML: '<p>Avery and ops, see the dock note</p>',
        noteJSON: undefined,
        notifyUsers: [{ id: f.users.carrierAdmin }, { id: f.users.ops }],
      }),
    );
    expect(note.statusCode, note.body).toBe(201);
    const mail = await t.db.selectFrom('outbox_emails').select('to_address').where('id', '>', before?.id ?? 0).execute();
    expect(mail.map((m) => m.to_address)).toEqual([DEMO.ops]);
  });
});

describe('password and sessions', () => {
  it('changes the password only with the current one, ends other sessions and keeps this one', async () => {
    const here = await login(t.app, DEMO.broker);
    const elsewhere = await login(t.app, DEMO.broker);
    const wrong = await call(here, 'POST', '/portal/api/users/me/password', { currentPassword: 'not-it', newPassword: 'a-new-secret-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toEqual(['The current password is not correct']);
    expect((await call(here, 'POST', '/portal/api/users/me/password', { currentPassword: DEMO_PASSWORD, newPassword: 'short' })).statusCode).toBe(400);

    const changed = await call(here, 'POST', '/portal/api/users/me/password', { currentPassword: DEMO_PASSWORD, newPassword: 'a-new-secret-1' });
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = { ...here, token: changed.json().data.accessToken as string };
    expect((await call(elsewhere, 'GET', '/portal/api/users/me')).statusCode).toBe(401);
    expect((await call(here, 'GET', '/portal/api/users/me')).statusCode).toBe(401);
    expect((await call(renewed, 'GET', '/portal/api/users/me')).statusCode).toBe(200);
    await expect(login(t.app, DEMO.broker)).rejects.toThrow(/401/);
    await login(t.app, DEMO.broker, 'a-new-secret-1');
  });

  it('signs out other sessions and answers a new token for this one', async () => {
    const here = await login(t.app, DEMO.factoring);
    const elsewhere = await login(t.app, DEMO.factoring);
    const ended = await call(here, 'POST', '/portal/api/users/me/sign-out-other-sessions');
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await call(elsewhere, 'GET', '/portal/api/users/me')).statusCode).toBe(401);
    expect((await call({ ...here, token: ended.json().data.accessToken }, 'GET', '/portal/api/users/me')).statusCode).toBe(200);
  });
});
