import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_REMOVED, PROFILE_PICTURE_SAVED } from '@portal/domain/common/messages';
import { DEMO, testAppForFile } from '../helper';
import { LONE_STAR_DISPATCH, signInActor } from '../shipments/fixtures';

const t = testAppForFile({ admin: DEMO.carrierAdmin, dispatch: DEMO.dispatcher, otherCarrier: LONE_STAR_DISPATCH }, signInActor);

// A real 1x1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const userRow = (email: string) => t.db.selectFrom('users').select(['id', 'contact_id', 'profile_file_id']).where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirstOrThrow();
const pictureEntries = (userId: number) =>
  t.db
    .selectFrom('audit_events')
    .select(['action', 'actor_email', 'company_id', 'target_type', 'target_id', 'details'])
    .where('target_id', '=', String(userId))
    .where('action', 'in', ['user.picture_changed', 'user.picture_removed'])
    .orderBy('id')
    .execute();

let dispatcher: { id: number; contactId: number };
let otherCompanyContactId: number;

beforeAll(async () => {
  const row = await userRow(DEMO.dispatcher);
  dispatcher = { id: row.id, contactId: row.contact_id! };
  otherCompanyContactId = (await userRow(LONE_STAR_DISPATCH)).contact_id!;
});

const pictureUrl = (contactId: number) => `/portal/api/contacts/${contactId}/profile-picture`;

describe("a company admin and another user's profile picture", () => {
  it("sets, replaces and removes the picture of a user of the admin's company, each change audited", async () => {
    const saved = await t.admin.request('PUT', pictureUrl(dispatcher.contactId), { name: 'jordan.png', data: PNG });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: PROFILE_PICTURE_SAVED, data: { id: dispatcher.contactId, firstName: 'Jordan' } });
    const first = saved.json().data.fileId as string;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect((await userRow(DEMO.dispatcher)).profile_file_id).toBe(first);
    // The user sees it as their own picture, and people of the company can read it.
    expect((await t.dispatch.request('GET', '/portal/api/users/me')).json().data.fileId).toBe(first);
    const image = await t.dispatch.request('GET', `/portal/api/profile-pictures/${first}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const listed = (await t.admin.request('GET', '/portal/api/contacts?pageSize=100')).json().data.find((c: { id: number }) => c.id === dispatcher.contactId);
    expect(listed.fileId).toBe(first);

    const replaced = await t.admin.request('PUT', pictureUrl(dispatcher.contactId), { name: 'jordan-2.png', data: `data:image/png;base64,${PNG}` });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = replaced.json().data.fileId as string;
    expect(second).not.toBe(first);
    expect((await t.dispatch.request('GET', `/portal/api/profile-pictures/${first}`)).statusCode).toBe(404);

    const removed = await t.admin.request('DELETE', pictureUrl(dispatcher.contactId));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ message: PROFILE_PICTURE_REMOVED, data: { id: dispatcher.contactId, fileId: null } });
    expect((await userRow(DEMO.dispatcher)).profile_file_id).toBeNull();
    expect((await t.dispatch.request('GET', `/portal/api/profile-pictures/${second}`)).statusCode).toBe(404);
    // Removing a picture that is not there changes nothing and writes no entry.
    expect((await t.admin.request('DELETE', pictureUrl(dispatcher.contactId))).statusCode).toBe(200);

    const entries = await pictureEntries(dispatcher.id);
    expect(entries.map((e) => e.action)).toEqual(['user.picture_changed', 'user.picture_changed', 'user.picture_removed']);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actor_email: DEMO.carrierAdmin, company_id: t.admin.session.user.companyId, target_type: 'user', target_id: String(dispatcher.id) });
      expect(entry.details).toMatchObject({ contactId: dispatcher.contactId, name: 'Jordan Reyes', email: DEMO.dispatcher });
    }
    expect(entries.map((e) => (e.details as { hadPicture: boolean }).hadPicture)).toEqual([false, true, true]);
  });

  it('refuses a user who is not an admin with 403, even for their own contact, and changes nothing', async () => {
    const admin = await userRow(DEMO.carrierAdmin);
    for (const contactId of [admin.contact_id!, dispatcher.contactId]) {
      const put = await t.dispatch.request('PUT', pictureUrl(contactId), { name: 'x.png', data: PNG });
      expect(put.statusCode).toBe(403);
      expect(put.headers['content-type']).toContain('application/problem+json');
      expect((await t.dispatch.request('DELETE', pictureUrl(contactId))).statusCode).toBe(403);
    }
    expect((await t.otherCarrier.request('PUT', pictureUrl(dispatcher.contactId), { name: 'x.png', data: PNG })).statusCode).toBe(403);
    expect((await userRow(DEMO.carrierAdmin)).profile_file_id).toBe(admin.profile_file_id);
  });

  it("answers another company's contact exactly like one that does not exist: 404, nothing stored", async () => {
    const before = await userRow(LONE_STAR_DISPATCH);
    const pictures = await t.db.selectFrom('profile_pictures').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const contactId of [otherCompanyContactId, 2_147_000_000]) {
      const put = await t.admin.request('PUT', pictureUrl(contactId), { name: 'x.png', data: PNG });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toMatchObject({ status: 404, detail: 'Contact was not found' });
      expect((await t.admin.request('DELETE', pictureUrl(contactId))).json()).toMatchObject({ status: 404, detail: 'Contact was not found' });
    }
    expect((await userRow(LONE_STAR_DISPATCH)).profile_file_id).toBe(before.profile_file_id);
    expect(await t.db.selectFrom('profile_pictures').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(pictures);
    expect(await pictureEntries(before.id)).toEqual([]);
  });

  it('answers 409 for a contact without a portal user, and 400 for a file that is not a PNG or JPEG, leaving no entry', async () => {
    const created = await t.admin.request('POST', '/portal/api/contacts', { firstName: 'Pat', lastName: 'Noportal', emailAddresses: ['pat.noportal@blueridgetransport.test'] });
    expect(created.statusCode, created.body).toBe(201);
    const noUser = await t.admin.request('PUT', pictureUrl(created.json().data.id), { name: 'x.png', data: PNG });
    expect(noUser.statusCode).toBe(409);
    expect(noUser.json().detail).toBe('Pat Noportal has no portal user; a profile picture belongs to a portal user');

    const entriesBefore = (await pictureEntries(dispatcher.id)).length;
    const notImage = await t.admin.request('PUT', pictureUrl(dispatcher.contactId), { name: 'x.png', data: Buffer.from('%PDF-1.7 not a picture').toString('base64') });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().detail).toBe('A profile picture must be a PNG or JPEG image');
    expect((await userRow(DEMO.dispatcher)).profile_file_id).toBeNull();
    expect(await pictureEntries(dispatcher.id)).toHaveLength(entriesBefore);
  });
});
