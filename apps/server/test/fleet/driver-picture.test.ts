import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileType } from '@portal/domain/documents/file-type';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { actor, LONE_STAR_DISPATCH, type Actor } from '../shipments/fixtures';

let t: TestApp;
let dispatch: Actor;
let otherCarrier: Actor;
let broker: Actor;
let driverId: number;

// A 1x1 PNG, and the start of a JPEG (JFIF): the content decides the type, not the name.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.from('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]).toString('base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');

beforeAll(async () => {
  t = await buildTestApp();
  dispatch = await actor(t.app, t.db, DEMO.dispatcher);
  otherCarrier = await actor(t.app, t.db, LONE_STAR_DISPATCH);
  broker = await actor(t.app, t.db, DEMO.broker);
  const created = await dispatch.request('POST', '/portal/api/drivers', { firstName: 'Pia', lastName: 'Picture', mobilePhone: '(540) 555-0111' });
  driverId = created.json().data.id;
});
afterAll(async () => t?.close());

const upload = (who: Actor, name: string, data: string) => who.request('PUT', `/portal/api/drivers/${driverId}/picture`, { name, data });

describe("a driver's profile picture", () => {
  it('uploads a PNG, shows it on the driver, in the list and to other signed-in users, and replaces it with a JPEG', async () => {
    const first = await upload(dispatch, 'pia.png', PNG);
    expect(first.statusCode).toBe(200);
    const pictureId = first.json().data.fileId as string;
    expect(pictureId).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await t.db.selectFrom('documents').select(['file_type', 'content_type', 'entity_id', 'deleted_at']).where('id', '=', pictureId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ file_type: FileType.ContactProfilePicture, content_type: 'image/png', entity_id: driverId, deleted_at: null });

    const list = await dispatch.request('GET', '/portal/api/drivers?q=Picture');
    expect(list.json().data.find((d: { id: number }) => d.id === driverId).fileId).toBe(pictureId);
    const file = await broker.request('GET', `/portal/api/documents/${pictureId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    // An edit of the driver's details without fileId keeps the picture.
    const edit = await dispatch.request('PUT', `/portal/api/drivers/${driverId}`, { firstName: 'Pia', lastName: 'Picture', mobilePhone: '(540) 555-0112' });
    expect(edit.json().data.fileId).toBe(pictureId);

    const second = await upload(dispatch, 'pia.jpg', JPEG);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.fileId).not.toBe(pictureId);
    const replaced = await t.db.selectFrom('documents').select('deleted_at').where('id', '=', pictureId).executeTakeFirstOrThrow();
    expect(replaced.deleted_at).not.toBeNull();
  });

  it('refuses what is not a PNG or JPEG by content, a name that lies, and bad base64 (400)', async () => {
    const pdf = await upload(dispatch, 'pia.png', PDF);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().errors.data).toEqual(['A profile picture must be a PNG or JPEG image']);
    expect((await upload(dispatch, 'pia.jpg', PNG)).statusCode).toBe(400);
    expect((await upload(dispatch, 'pia.png', '%%%not base64')).statusCode).toBe(400);
    expect((await upload(dispatch, 'pia.png', '')).statusCode).toBe(400);
  });

  it('is 404 for another company, and removing takes the picture off and deletes it', async () => {
    expect((await upload(otherCarrier, 'x.png', PNG)).statusCode).toBe(404);
    expect((await otherCarrier.request('DELETE', `/portal/api/drivers/${driverId}/picture`)).statusCode).toBe(404);
    const before = (await dispatch.request('GET', `/portal/api/drivers/${driverId}`)).json().data.fileId as string;
    const removed = await dispatch.request('DELETE', `/portal/api/drivers/${driverId}/picture`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.fileId).toBeNull();
    expect((await dispatch.request('GET', `/portal/api/documents/${before}/file`)).statusCode).toBe(404);
    // Removing again answers the driver as it is.
    expect((await dispatch.request('DELETE', `/portal/api/drivers/${driverId}/picture`)).statusCode).toBe(200);
  });
});
