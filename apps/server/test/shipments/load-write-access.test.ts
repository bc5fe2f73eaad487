import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHORIZED } from '@portal/domain/common/messages';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { makePdf } from '../documents/test-files';
import { actor, APEX, BLUE_RIDGE, companyId, createShipment, LONE_STAR_DISPATCH, type Actor, type CreatedShipment } from './fixtures';

/**
 * Who may write on a load: its parties (the booked carrier's users and its drivers assigned to the
 * load, the customer's brokers, the brokerage). A carrier that only sees the load (the load board)
 * writes nothing and reads none of its notes and documents, nor does a carrier whose booking came off.
 */

let t: TestApp;
let pdf: string;
let ids: { blueRidge: number; apex: number; demoDriver: number };
const who = {} as Record<'dispatch' | 'driver' | 'broker' | 'ops' | 'loneStar', Actor>;

beforeAll(async () => {
  t = await buildTestApp();
  pdf = (await makePdf()).toString('base64');
  const demoDriver = await t.db.selectFrom('users').select('driver_id').where('email', '=', DEMO.driver).executeTakeFirstOrThrow();
  ids = { blueRidge: await companyId(t.db, BLUE_RIDGE), apex: await companyId(t.db, APEX), demoDriver: demoDriver.driver_id! };
  const emails = { dispatch: DEMO.dispatcher, driver: DEMO.driver, broker: DEMO.broker, ops: DEMO.ops, loneStar: LONE_STAR_DISPATCH };
  for (const [key, email] of Object.entries(emails)) who[key as keyof typeof who] = await actor(t.app, t.db, email);
});
afterAll(async () => t?.close());

/** A load for Apex (broker@demo.test's company): booked to Blue Ridge with the demo driver, or on the load board. */
const bookedLoad = (status: ShipmentStatus = ShipmentStatus.Dispatched) =>
  createShipment(t.db, { carrierId: ids.blueRidge, customerId: ids.apex, status, driverIds: [ids.demoDriver] });
const boardLoad = () => createShipment(t.db, { carrierId: null, customerId: ids.apex, status: ShipmentStatus.ReadyToBook });

const note = (s: CreatedShipment, extra: Record<string, unknown> = {}) => ({ entityId: s.id, entityType: 5, noteContent: 'Dock 4 after 2pm', notifyUsers: [], ...extra });
const misc = (s: CreatedShipment) => ({ name: 'lumper.pdf', fileType: 2, data: pdf, shipmentId: s.id });
const pod = (s: CreatedShipment) => ({ name: 'POD.pdf', fileType: 1, data: pdf, orderStopId: s.orderStopIds[1] });

async function stored(s: CreatedShipment) {
  const [notes, documents, problems, mail] = await Promise.all([
    t.db.selectFrom('notes').select('id').where('entity_type', '=', 5).where('entity_id', '=', s.id).execute(),
    t.db.selectFrom('documents').select('id').where('shipment_id', '=', s.id).execute(),
    t.db.selectFrom('shipment_problems').select('id').where('shipment_id', '=', s.id).execute(),
    t.db.selectFrom('outbox_emails').select('id').execute(),
  ]);
  return { notes: notes.length, documents: documents.length, problems: problems.length, mail: mail.length };
}

function expectNotAuthorised(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, label: string) {
  expect(response.statusCode, label).toBe(403);
  expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
  expect(response.json(), label).toMatchObject({ status: 403, detail: NOT_AUTHORIZED });
}

describe('a carrier that only sees the load (load board)', () => {
  it('writes nothing: no note (nor its mention e-mail), no upload, no stop event, no problem', async () => {
    const s = await boardLoad();
    const before = await stored(s);
    const loneStar = who.loneStar;
    // It does see the load: the board is public.
    const seen = await loneStar.request('GET', `/portal/api/shipments/by-number/${s.number}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().canWrite).toBe(false);

    const attempts: [string, string, unknown][] = [
      ['POST', '/portal/api/notes', note(s, { noteContent: 'Call me about this load', notifyUsers: [{ email: DEMO.broker }] })],
      ['POST', '/portal/api/documents', misc(s)],
      ['POST', '/portal/api/documents', pod(s)],
      ['POST', `/trucks/api/v2/shipments/${s.id}/documents`, { uploadData: misc(s) }],
      ['POST', `/portal/api/shipments/${s.id}/stops/${s.stopIds[0]}/arrival`, {}],
      ['POST', `/trucks/api/v2/shipments/${s.id}/problems`, { problemType: 'Late', description: 'x' }],
      ['PUT', `/portal/api/shipments/${s.id}/document-trigger`, { fileType: 1 }],
    ];
    for (const [method, url, payload] of attempts) expectNotAuthorised(await loneStar.request(method as 'POST' | 'PUT', url, payload), `${method} ${url}`);
    expect(await stored(s)).toEqual(before);

    // Nor does it read what the load's parties wrote.
    await who.broker.request('POST', '/portal/api/notes', note(s));
    for (const url of [`/portal/api/notes?entityId=${s.id}`, `/portal/api/documents?shipmentId=${s.id}`, `/portal/api/notes/mentionable-users?entityId=${s.id}`, `/portal/api/required-documents?shipmentId=${s.id}`]) {
      expectNotAuthorised(await loneStar.request('GET', url), url);
    }

    // A load booked to another carrier stays a 404, as before: another tenant's load is not told apart from a missing one.
    const other = await bookedLoad();
    expect((await loneStar.request('POST', '/portal/api/notes', note(other))).statusCode).toBe(404);
    expect((await loneStar.request('POST', '/portal/api/documents', misc(other))).statusCode).toBe(404);
    expect((await loneStar.request('POST', `/portal/api/shipments/${other.id}/stops/${other.stopIds[0]}/arrival`, {})).statusCode).toBe(404);
  });
});

describe("the load's parties", () => {
  it('the booked carrier, its assigned driver, the broker and the brokerage write notes, documents, stop events and problems', async () => {
    for (const name of ['dispatch', 'driver', 'broker', 'ops'] as const) {
      const s = await bookedLoad();
      const caller = who[name];
      const shipment = await caller.request('GET', `/portal/api/shipments/by-number/${s.number}`);
      expect(shipment.json().canWrite, name).toBe(true);
      const added = await caller.request('POST', '/portal/api/notes', note(s));
      expect(added.statusCode, `${name}: ${added.body}`).toBe(201);
      const upload = await caller.request('POST', '/portal/api/documents', misc(s));
      expect(upload.statusCode, `${name}: ${upload.body}`).toBe(201);
      const arrival = await caller.request('POST', `/portal/api/shipments/${s.id}/stops/${s.stopIds[0]}/arrival`, {});
      expect(arrival.statusCode, `${name}: ${arrival.body}`).toBe(200);
      const problem = await caller.request('POST', `/trucks/api/v2/shipments/${s.id}/problems`, { problemType: 'Late', description: 'Traffic' });
      expect(problem.statusCode, `${name}: ${problem.body}`).toBe(201);
      expect(await stored(s), name).toMatchObject({ notes: 1, documents: 1, problems: 1 });
    }
    // Running the load for the carrier (its equipment) stays with the carrier's office and the brokerage.
    const s = await bookedLoad();
    expect((await who.broker.request('PUT', `/portal/api/shipments/${s.id}/equipment`, { truckNumber: 'T1', trailerNumber: 'T2' })).statusCode).toBe(403);
  });
});

describe('after the carrier cancels its booking', () => {
  it('the former carrier neither reads the notes and documents nor writes; internal notes stay with the brokerage', async () => {
    const s = await bookedLoad(ShipmentStatus.Booked);
    const dispatch = who.dispatch;
    const own = (await dispatch.request('POST', '/portal/api/notes', note(s, { noteContent: 'Our driver has the gate code' }))).json().data;
    const document = (await dispatch.request('POST', '/portal/api/documents', misc(s))).json().data;
    const brokerNote = (await who.broker.request('POST', '/portal/api/notes', note(s, { noteContent: 'Customer wants photos' }))).json().data;
    const internal = (await who.ops.request('POST', '/portal/api/notes', note(s, { noteContent: 'Watch this carrier', allowPortalAccess: false }))).json().data;

    const cancelled = await dispatch.request('POST', `/portal/api/shipments/${s.id}/cancel-booking`, { reason: 'Truck broke down' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // The load is back on the board, so the former carrier still sees it, as any carrier does.
    const seen = await dispatch.request('GET', `/portal/api/shipments/by-number/${s.number}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().canWrite).toBe(false);
    for (const url of [`/portal/api/notes?entityId=${s.id}`, `/portal/api/documents?shipmentId=${s.id}`, `/trucks/api/v2/shipments/${s.id}/documents`]) {
      expectNotAuthorised(await dispatch.request('GET', url), url);
      expectNotAuthorised(await who.loneStar.request('GET', url), url);
    }
    expect((await dispatch.request('GET', `/portal/api/documents/${document.id}/file`)).statusCode).toBe(404);
    const mine = (await dispatch.request('GET', `/portal/api/documents?companyId=${ids.blueRidge}`)).json().data as { id: string }[];
    expect(mine.some((d) => d.id === document.id)).toBe(false);

    const before = await stored(s);
    expectNotAuthorised(await dispatch.request('POST', '/portal/api/notes', note(s)), 'new note');
    expectNotAuthorised(await dispatch.request('PUT', `/portal/api/notes/${own.id}`, { noteContent: 'edited' }), 'edit own note');
    expectNotAuthorised(await dispatch.request('DELETE', `/portal/api/notes/${own.id}`), 'delete own note');
    expectNotAuthorised(await dispatch.request('POST', '/portal/api/documents', misc(s)), 'upload');
    expect(await stored(s)).toEqual(before);

    // The broker and the brokerage keep the record; the internal note stays the brokerage's.
    const forBroker = (await who.broker.request('GET', `/portal/api/notes?entityId=${s.id}`)).json().items.map((n: { id: number }) => n.id);
    expect(forBroker).toEqual(expect.arrayContaining([own.id, brokerNote.id]));
    expect(forBroker).not.toContain(internal.id);
    const forOps = (await who.ops.request('GET', `/portal/api/notes?entityId=${s.id}`)).json().items.map((n: { id: number }) => n.id);
    expect(forOps).toEqual(expect.arrayContaining([own.id, brokerNote.id, internal.id]));
    expect((await who.broker.request('GET', `/portal/api/documents/${document.id}/file`)).statusCode).toBe(200);
  });
});

describe('mentions', () => {
  it('name only people who can read the load: anyone else is a 400 on notifyUsers, and nothing is stored or mailed', async () => {
    const s = await bookedLoad();
    const before = await stored(s);
    for (const outsider of [{ email: LONE_STAR_DISPATCH }, { email: 'nobody@example.test' }, { id: 99_999_999 }, { email: DEMO.factoring }]) {
      const response = await who.dispatch.request('POST', '/portal/api/notes', note(s, { notifyUsers: [{ email: DEMO.broker }, outsider] }));
      expect(response.statusCode, JSON.stringify(outsider)).toBe(400);
      expect(response.json()).toMatchObject({ detail: 'notifyUsers may name only people who can read this note', errors: { notifyUsers: [expect.stringMatching(/cannot read this note$/)] } });
    }
    // On an internal note only the brokerage reads it.
    const internal = await who.ops.request('POST', '/portal/api/notes', note(s, { allowPortalAccess: false, notifyUsers: [{ email: DEMO.dispatcher }] }));
    expect(internal.statusCode).toBe(400);
    expect(await stored(s)).toEqual(before);

    // The broker side, the booked carrier's users and the brokerage may be named, and are mailed.
    const ok = await who.dispatch.request('POST', '/portal/api/notes', note(s, { notifyUsers: [{ email: DEMO.broker }, { email: DEMO.ops }, { email: DEMO.carrierAdmin }] }));
    expect(ok.statusCode, ok.body).toBe(201);
    const mailed = await t.db.selectFrom('outbox_emails').select('to_address').orderBy('id', 'desc').limit(3).execute();
    expect(mailed.map((m) => m.to_address).sort()).toEqual([DEMO.broker, DEMO.carrierAdmin, DEMO.ops].sort());
  });
});
