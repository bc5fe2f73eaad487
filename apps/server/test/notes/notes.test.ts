import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoteAnswerSchema, NoteItemsSchema } from '@portal/domain/notes/note-schemas';
import { authHeaders, buildTestApp, DEMO, login, type TestApp, type TestSession } from '../helper';
import { createFixtures, noteOnShipment, type Fixtures } from '../documents/fixtures';

let t: TestApp;
let f: Fixtures;
const s = {} as Record<'dispatch' | 'carrierAdmin' | 'driver' | 'broker' | 'factoring' | 'payer' | 'ops' | 'loneStar', TestSession>;

beforeAll(async () => {
  t = await buildTestApp();
  f = await createFixtures(t.db);
  const emails = { dispatch: DEMO.dispatcher, carrierAdmin: DEMO.carrierAdmin, driver: DEMO.driver, broker: DEMO.broker, factoring: DEMO.factoring, payer: DEMO.payer, ops: DEMO.ops, loneStar: 'dispatch@lonestarhaulers.test' };
  for (const [key, email] of Object.entries(emails)) s[key as keyof typeof s] = await login(t.app, email);
});
afterAll(() => t?.close());

type Who = keyof typeof s;

function call(who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: authHeaders(s[who]), ...(payload === undefined ? {} : { payload: payload as object }) });
}

const command = (overrides: Record<string, unknown> = {}) => noteOnShipment(f, overrides);

async function addNote(who: Who, overrides: Record<string, unknown> = {}) {
  const response = await call(who, 'POST', '/portal/api/notes', command(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return NoteAnswerSchema.parse(response.json()).data;
}

async function listNotes(who: Who, entityId = f.blueRidge.shipmentId, entityType?: number) {
  const response = await call(who, 'GET', `/portal/api/notes?entityId=${entityId}${entityType === undefined ? '' : `&entityType=${entityType}`}`);
  expect(response.statusCode, response.body).toBe(200);
  return NoteItemsSchema.parse(response.json()).items;
}

describe('notes CRUD and authorship', () => {
  it('adds a note in the Note shape and lists it (entity type defaults to shipment)', async () => {
    const note = await addNote('dispatch');
    expect(note).toMatchObject({
      content: 'Driver is 20 minutes out',
      noteContent: 'Driver is 20 minutes out',
      noteHTML: '<p>Driver is <strong>20 minutes</strong> out</p>',
      noteJSON: { root: { children: [{ type: 'paragraph' }] } },
      creator: { id: f.users.dispatch, firstName: 'Jordan', lastName: 'Reyes', profilePictureId: null },
      allowPortalAccess: true,
      isReadonly: false,
      entityId: f.blueRidge.shipmentId,
      entityType: 5,
      entityDescription: `Shipment ${f.blueRidge.shipmentNumber}`,
      entityLink: `/shipments/${f.blueRidge.shipmentNumber}`,
      originatingApplication: 'CarrierPortal',
      mentions: [],
      canEdit: true,
    });
    expect(note.timeStamp).toBe(note.createDateTime);
    const items = await listNotes('carrierAdmin');
    const listed = items.find((n) => n.id === note.id);
    expect(listed).toBeDefined();
    // Someone else of the same company reads it but may not edit it.
    expect(listed!.canEdit).toBe(false);
  });

  it('lets only the creator update or delete (403 for a colleague)', async () => {
    const note = await addNote('dispatch');
    const update = { noteContent: 'Driver arrived', noteHTML: '<p>Driver arrived</p>', noteJSON: '{"root":{}}' };
    const refused = await call('carrierAdmin', 'PUT', `/portal/api/notes/${note.id}`, update);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect((await call('carrierAdmin', 'DELETE', `/portal/api/notes/${note.id}`)).statusCode).toBe(403);

    const updated = await call('dispatch', 'PUT', `/portal/api/notes/${note.id}`, update);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ id: note.id, noteContent: 'Driver arrived', noteHTML: '<p>Driver arrived</p>', noteJSON: '{"root":{}}' });

    const deleted = await call('dispatch', 'DELETE', `/portal/api/notes/${note.id}`);
    expect(deleted.json()).toEqual({ data: { resultId: note.id } });
    expect((await listNotes('dispatch')).some((n) => n.id === note.id)).toBe(false);
    expect((await call('dispatch', 'PUT', `/portal/api/notes/${note.id}`, update)).statusCode).toBe(404);
  });

  it('refuses changes to read-only notes (409) and blank content (400)', async () => {
    const note = await addNote('dispatch');
    await t.db.updateTable('notes').set({ is_readonly: true }).where('id', '=', note.id).execute();
    const listed = (await listNotes('dispatch')).find((n) => n.id === note.id)!;
    expect(listed).toMatchObject({ isReadonly: true, canEdit: false });
    expect((await call('dispatch', 'PUT', `/portal/api/notes/${note.id}`, { noteContent: 'x', noteHTML: null, noteJSON: null })).statusCode).toBe(409);
    expect((await call('dispatch', 'DELETE', `/portal/api/notes/${note.id}`)).statusCode).toBe(409);

    for (const blank of ['', '   ', '\u200b\n\u00a0']) {
      const response = await call('dispatch', 'POST', '/portal/api/notes', command({ noteContent: blank }));
      expect(response.statusCode).toBe(400);
    }
  });

  it('notes on cases, AP invoices, third-party invoices and orders follow who may see the record', async () => {
    await addNote('dispatch', { entityType: 6, entityId: f.blueRidge.caseId, entityDescription: null, entityLink: null });
    const invoiceNote = await addNote('factoring', { entityType: 9, entityId: f.blueRidge.apInvoiceId, entityDescription: null, entityLink: null });
    expect(invoiceNote).toMatchObject({ entityDescription: expect.stringMatching(/^Invoice AP-/), entityLink: expect.stringMatching(/^\/accounting\/AP-.*\/preview$/) });
    expect((await listNotes('carrierAdmin', f.blueRidge.apInvoiceId, 9)).map((n) => n.id)).toContain(invoiceNote.id);
    const payerNote = await addNote('payer', { entityType: 17, entityId: f.blueRidge.thirdPartyInvoiceId });
    expect((await listNotes('dispatch', f.blueRidge.thirdPartyInvoiceId, 17)).map((n) => n.id)).toContain(payerNote.id);

    // The factoring company does not see the shipment; the payer does not see the AP invoice; drivers not invoices.
    expect((await call('factoring', 'GET', `/portal/api/notes?entityId=${f.blueRidge.shipmentId}`)).statusCode).toBe(404);
    expect((await call('payer', 'GET', `/portal/api/notes?entityId=${f.blueRidge.apInvoiceId}&entityType=9`)).statusCode).toBe(404);
    expect((await call('driver', 'GET', `/portal/api/notes?entityId=${f.blueRidge.apInvoiceId}&entityType=9`)).statusCode).toBe(404);
    expect((await call('dispatch', 'GET', `/portal/api/notes?entityId=${f.blueRidge.orderId}&entityType=1`)).statusCode).toBe(404);
    expect((await call('ops', 'GET', `/portal/api/notes?entityId=${f.blueRidge.orderId}&entityType=1`)).statusCode).toBe(200);
    expect((await call('dispatch', 'GET', `/portal/api/notes?entityId=${f.blueRidge.shipmentId}&entityType=18`)).statusCode).toBe(400);
  });
});

describe('isolation', () => {
  it("answers 404 for another company's record and note", async () => {
    const note = await addNote('dispatch');
    expect((await call('loneStar', 'GET', `/portal/api/notes?entityId=${f.blueRidge.shipmentId}`)).statusCode).toBe(404);
    expect((await call('loneStar', 'PUT', `/portal/api/notes/${note.id}`, { noteContent: 'mine now' })).statusCode).toBe(404);
    expect((await call('loneStar', 'DELETE', `/portal/api/notes/${note.id}`)).statusCode).toBe(404);
    expect((await call('loneStar', 'POST', '/portal/api/notes', command())).statusCode).toBe(404);
    expect((await call('broker', 'POST', '/portal/api/notes', command())).statusCode).toBe(404);
    expect((await call('dispatch', 'POST', '/portal/api/notes', command({ entityId: f.loneStar.shipmentId }))).statusCode).toBe(404);
  });

  it('never hands the seeded internal notes to carrier users', async () => {
    const internal = await t.db
      .selectFrom('notes')
      .select(['id', 'entity_type', 'entity_id'])
      .where('allow_portal_access', '=', false)
      .where('deleted_at', 'is', null)
      .where('entity_type', 'in', [5, 6])
      .execute();
    expect(internal.length).toBeGreaterThan(0);
    let checked = 0;
    for (const note of internal) {
      const forOps = await call('ops', 'GET', `/portal/api/notes?entityId=${note.entity_id}&entityType=${note.entity_type}`);
      expect(forOps.json().items.map((n: { id: number }) => n.id)).toContain(note.id);
      for (const who of ['dispatch', 'carrierAdmin', 'loneStar'] as const) {
        const response = await call(who, 'GET', `/portal/api/notes?entityId=${note.entity_id}&entityType=${note.entity_type}`);
        if (response.statusCode === 404) continue;
        checked++;
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain('Internal:');
        expect(response.json().items.some((n: { id: number }) => n.id === note.id)).toBe(false);
      }
    }
    // Some of those records are visible to a carrier (so the filter, not a 404, kept the note out).
    expect(checked).toBeGreaterThan(0);
  });

  it('keeps internal notes (allowPortalAccess false) to the brokerage', async () => {
    const internal = await addNote('ops', { allowPortalAccess: false, noteContent: 'Carrier was late twice this month' });
    expect(internal.allowPortalAccess).toBe(false);
    expect((await listNotes('ops')).map((n) => n.id)).toContain(internal.id);
    for (const who of ['dispatch', 'carrierAdmin', 'driver'] as const) {
      const items = await listNotes(who);
      expect(items.length, who).toBeGreaterThan(0);
      expect(items.some((n) => n.id === internal.id)).toBe(false);
      expect(items.every((n) => n.allowPortalAccess === true)).toBe(true);
    }
    const caseInternal = await addNote('ops', { entityType: 6, entityId: f.blueRidge.caseId, allowPortalAccess: false });
    const caseNotes = await call('dispatch', 'GET', `/trucks/api/v2/cases/${f.blueRidge.caseId}/notes`);
    expect(caseNotes.json().data.some((n: { id: number }) => n.id === caseInternal.id)).toBe(false);
    expect((await call('dispatch', 'PUT', `/portal/api/notes/${internal.id}`, { noteContent: 'x' })).statusCode).toBe(404);

    // Portal users cannot write internal notes: the flag is forced on.
    const forced = await addNote('dispatch', { allowPortalAccess: false });
    expect(forced.allowPortalAccess).toBe(true);
  });
});

describe('sanitising', () => {
  it('stores and sends HTML without scripts, handlers, images or javascript: links', async () => {
    const html =
      '<h2 onclick="steal()">Heads up</h2><p>Hi <img src=x onerror="alert(1)">there<script>alert(2)</script></p>' +
      '<p><a href="javascript:alert(3)">click</a> <a href="https://example.com/pod" target="_blank">pod</a> <a href="mailto:ops@example.com">mail</a></p>' +
      '<p><span style="font-family: Georgia; position: fixed">serif</span></p><iframe src="https://evil.test"></iframe><ul><li>one</li></ul>';
    const note = await addNote('dispatch', { noteHTML: html, entityLink: 'https://evil.test/phish' });
    const expected =
      '<h2>Heads up</h2><p>Hi there</p>' +
      '<p><a rel="noopener noreferrer nofollow">click</a> <a href="https://example.com/pod" rel="noopener noreferrer nofollow">pod</a> <a href="mailto:ops@example.com" rel="noopener noreferrer nofollow">mail</a></p>' +
      '<p><span style="font-family:Georgia">serif</span></p><ul><li>one</li></ul>';
    expect(note.noteHTML).toBe(expected);
    const stored = await t.db.selectFrom('notes').select(['html', 'entity_link']).where('id', '=', note.id).executeTakeFirstOrThrow();
    expect(stored.html).toBe(expected);
    // A link outside the portal is replaced by the record's own.
    expect(stored.entity_link).toBe(`/shipments/${f.blueRidge.shipmentNumber}`);

    const updated = await call('dispatch', 'PUT', `/portal/api/notes/${note.id}`, { noteContent: 'again', noteHTML: '<p><img src=x onerror=alert(1)>again</p>' });
    expect(updated.json().data.noteHTML).toBe('<p>again</p>');
  });
});

describe('mentions', () => {
  it('records and e-mails mentioned users who may read the record; naming anyone else is refused', async () => {
    // Another carrier's user and the factoring company cannot read the shipment: a 400, nothing mailed.
    const outsiders = await call('dispatch', 'POST', '/portal/api/notes', command({
      notifyUsers: [
        { id: f.users.carrierAdmin, email: 'carrier.admin@demo.test' },
        { id: f.users.loneStarDispatch, email: 'dispatch@lonestarhaulers.test' },
        { id: f.users.factoring, email: 'factoring@demo.test' },
      ],
    }));
    expect(outsiders.statusCode).toBe(400);
    expect(outsiders.json().errors.notifyUsers).toEqual(['dispatch@lonestarhaulers.test cannot read this note', 'factoring@demo.test cannot read this note']);

    const before = await t.db.selectFrom('outbox_emails').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
    const note = await addNote('dispatch', {
      noteContent: 'Avery, please call the receiver about the second dropoff',
      notifyUsers: [
        { id: f.users.carrierAdmin, email: 'carrier.admin@demo.test' },
        { id: f.users.ops, email: 'ops@summitfreight.test' },
        { email: 'ap@summitfreight.test' },
      ],
    });
    expect(note.mentions.map((m: { id: number }) => m.id).sort()).toEqual([f.users.carrierAdmin, f.users.ops, f.users.ap].sort());
    const mentions = await t.db.selectFrom('note_mentions').select(['user_id', 'notified_at']).where('note_id', '=', note.id).execute();
    expect(mentions.map((m) => m.user_id).sort()).toEqual([f.users.carrierAdmin, f.users.ops, f.users.ap].sort());
    expect(mentions.every((m) => m.notified_at !== null)).toBe(true);

    const mail = await t.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('id', '>', before?.id ?? 0)
      .orderBy('id')
      .execute();
    expect(mail.map((m) => m.to_address).sort()).toEqual(['ap@summitfreight.test', 'carrier.admin@demo.test', 'ops@summitfreight.test']);
    const toAdmin = mail.find((m) => m.to_address === 'carrier.admin@demo.test')!;
    expect(toAdmin.subject).toBe(`You were mentioned on shipment ${f.blueRidge.shipmentNumber}`);
    expect(toAdmin.text_body).toContain('Jordan Reyes mentioned you on shipment');
    expect(toAdmin.text_body).toContain('Avery, please call the receiver about the second dropoff');
    expect(toAdmin.text_body).toContain(`${t.app.config.publicUrl}/shipments/${f.blueRidge.shipmentNumber}`);
  });

  it('mentions on an internal note reach the brokerage only; an edit notifies newly mentioned users', async () => {
    const carrierNamed = await call('ops', 'POST', '/portal/api/notes', command({ allowPortalAccess: false, notifyUsers: [{ id: f.users.dispatch }, { id: f.users.ap }] }));
    expect(carrierNamed.statusCode).toBe(400);
    const note = await addNote('ops', { allowPortalAccess: false, notifyUsers: [{ id: f.users.ap }] });
    expect(note.mentions.map((m: { id: number }) => m.id)).toEqual([f.users.ap]);

    const portal = await addNote('dispatch', { notifyUsers: [] });
    const before = await t.db.selectFrom('outbox_emails').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
    const updated = await call('dispatch', 'PUT', `/portal/api/notes/${portal.id}`, { noteContent: 'cc Avery', notifyUsers: [{ id: f.users.carrierAdmin }] });
    expect(updated.json().data.mentions.map((m: { id: number }) => m.id)).toEqual([f.users.carrierAdmin]);
    const mail = await t.db.selectFrom('outbox_emails').select('to_address').where('id', '>', before?.id ?? 0).execute();
    expect(mail.map((m) => m.to_address)).toEqual(['carrier.admin@demo.test']);
  });

  it('offers up to five mentionable users who may see the record, by name or e-mail', async () => {
    const byName = await call('dispatch', 'GET', `/portal/api/notes/mentionable-users?entityId=${f.blueRidge.shipmentId}&query=aver`);
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().data).toEqual([
      { id: f.users.carrierAdmin, firstName: 'Avery', lastName: 'Collins', profilePictureId: null, emailAddresses: [{ value: 'carrier.admin@demo.test' }], companyName: 'Blue Ridge Transport LLC' },
    ]);
    const brokerage = (await call('dispatch', 'GET', `/portal/api/notes/mentionable-users?entityId=${f.blueRidge.shipmentId}&entityType=5&query=summitfreight`)).json().data;
    expect(brokerage.length).toBeGreaterThan(0);
    expect(brokerage.every((u: { companyName: string }) => u.companyName === 'Summit Freight Logistics')).toBe(true);
    // Other carriers' users, and the factoring company (which cannot see the shipment), are not offered.
    expect((await call('dispatch', 'GET', `/portal/api/notes/mentionable-users?entityId=${f.blueRidge.shipmentId}&query=lonestar`)).json().data).toEqual([]);
    expect((await call('dispatch', 'GET', `/portal/api/notes/mentionable-users?entityId=${f.blueRidge.shipmentId}&query=Renee`)).json().data).toEqual([]);
    const all = (await call('dispatch', 'GET', `/portal/api/notes/mentionable-users?entityId=${f.blueRidge.shipmentId}`)).json().data;
    expect(all.length).toBeLessThanOrEqual(5);
    expect(all.some((u: { id: number }) => u.id === f.users.dispatch)).toBe(false);
    // On the AP invoice, the remit-to factoring company is mentionable.
    const onInvoice = (await call('dispatch', 'GET', `/portal/api/notes/mentionable-users?entityId=${f.blueRidge.apInvoiceId}&entityType=9&query=Renee`)).json().data;
    expect(onInvoice.map((u: { id: number }) => u.id)).toEqual([f.users.factoring]);
    expect((await call('loneStar', 'GET', `/portal/api/notes/mentionable-users?entityId=${f.blueRidge.shipmentId}`)).statusCode).toBe(404);
    const tooLong = await call('dispatch', 'GET', `/portal/api/notes/mentionable-users?entityId=${f.blueRidge.shipmentId}&query=${'a'.repeat(76)}`);
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('Trucks API case notes', () => {
  it('answers case notes in the Case note shape, paged (page 1, size 50 by default)', async () => {
    const fresh = await createFixtures(t.db);
    const first = await addNote('dispatch', { entityType: 6, entityId: fresh.blueRidge.caseId, noteContent: 'first', noteHTML: '<p>first</p>' });
    await addNote('ops', { entityType: 6, entityId: fresh.blueRidge.caseId, noteContent: 'second', noteHTML: '<p>second</p>' });
    const response = await call('dispatch', 'GET', `/trucks/api/v2/cases/${fresh.blueRidge.caseId}/notes`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.totalCount).toBe(2);
    expect(answer.data[1]).toEqual({
      id: first.id,
      content: 'first',
      jsonContent: { root: { children: [{ type: 'paragraph' }] } },
      htmlContent: '<p>first</p>',
      timeStamp: first.timeStamp,
      owner: { firstName: 'Jordan', lastName: 'Reyes', logoUrl: null },
      creatorLogoURL: null,
      caseId: fresh.blueRidge.caseId,
      isReadOnly: false,
      allowPortalAccess: true,
    });
    expect(answer.data[0]).toMatchObject({ content: 'second', owner: { firstName: 'Morgan', lastName: 'Ellis' }, isReadOnly: true });

    const paged = (await call('dispatch', 'GET', `/trucks/api/v2/cases/${fresh.blueRidge.caseId}/notes?page=2&pageSize=1`)).json();
    expect(paged).toMatchObject({ totalCount: 2, data: [{ id: first.id }] });
    expect((await call('loneStar', 'GET', `/trucks/api/v2/cases/${fresh.blueRidge.caseId}/notes`)).statusCode).toBe(404);
    expect((await call('dispatch', 'GET', `/trucks/api/v2/cases/${fresh.loneStar.caseId}/notes`)).statusCode).toBe(404);
  });
});
