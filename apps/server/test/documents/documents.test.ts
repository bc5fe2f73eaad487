import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@portal/domain/common/constants';
import { DocumentAnswerSchema, type PortalDocument } from '@portal/domain/documents/document-schemas';
import { requiredDocumentCounts } from '../../src/modules/documents/required-documents';
import { authHeaders, buildTestApp, DEMO, login, type TestApp, type TestSession } from '../helper';
import { createFixtures, type Fixtures } from './fixtures';
import { base64, makeJpegHead, makePdf, makePng, makeTiff } from './test-files';

let t: TestApp;
let f: Fixtures;
const s = {} as Record<'dispatch' | 'carrierAdmin' | 'driver' | 'broker' | 'factoring' | 'payer' | 'ops' | 'loneStar', TestSession>;
let pdf: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  f = await createFixtures(t.db);
  const emails = { dispatch: DEMO.dispatcher, carrierAdmin: DEMO.carrierAdmin, driver: DEMO.driver, broker: DEMO.broker, factoring: DEMO.factoring, payer: DEMO.payer, ops: DEMO.ops, loneStar: 'dispatch@lonestarhaulers.test' };
  for (const [key, email] of Object.entries(emails)) s[key as keyof typeof s] = await login(t.app, email);
  pdf = await makePdf(3);
});
afterAll(() => t?.close());

type Who = keyof typeof s;

function upload(who: Who, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/portal/api/documents', headers: authHeaders(s[who]), payload: body });
}
function get(who: Who, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...authHeaders(s[who]), ...headers } });
}
function del(who: Who, url: string) {
  return t.app.inject({ method: 'DELETE', url, headers: authHeaders(s[who]) });
}
async function uploaded(who: Who, body: Record<string, unknown>) {
  const response = await upload(who, body);
  expect(response.statusCode, response.body).toBe(201);
  return DocumentAnswerSchema.parse(response.json()).data;
}
const pod = (stop: number, extra: Record<string, unknown> = {}) => ({ name: 'POD.pdf', fileType: 1, data: base64(pdf), orderStopId: stop, ...extra });

describe('upload and read, per entity type', () => {
  it('puts a proof of delivery on the dropoff (ORDER_STOP 14) and its shipment', async () => {
    const doc = await uploaded('dispatch', pod(f.blueRidge.dropoffStopIds[0], { name: 'C:\\scans\\Signed POD.pdf' }));
    expect(doc).toMatchObject({
      name: 'Signed POD.pdf',
      type: 'Proof of Delivery',
      fileType: 1,
      extension: '.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      fileURL: `/portal/api/documents/${doc.id}/file`,
      entityType: 14,
      entityId: f.blueRidge.dropoffStopIds[0],
      entityDescription: `Shipment ${f.blueRidge.shipmentNumber}, stop 2`,
      shipmentId: f.blueRidge.shipmentId,
      uploadedBy: { firstName: 'Jordan', lastName: 'Reyes' },
      canDelete: true,
    });
    const list = await get('dispatch', `/portal/api/documents?shipmentId=${f.blueRidge.shipmentId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((d: { id: string }) => d.id)).toContain(doc.id);
    expect(list.json().totalCount).toBe(list.json().data.length);
  });

  it('takes the file type by name ("type") and puts shipment miscellaneous on the SHIPMENT (5)', async () => {
    const doc = await uploaded('dispatch', { name: 'lumper.png', type: 'Shipment Miscellaneous', data: base64(makePng()), shipmentId: f.blueRidge.shipmentId });
    expect(doc).toMatchObject({ type: 'Shipment Miscellaneous', fileType: 2, extension: '.png', contentType: 'image/png', entityType: 5, entityId: f.blueRidge.shipmentId });
    expect(doc.entityDescription).toBe(`Shipment ${f.blueRidge.shipmentNumber}`);
  });

  it('puts an AP invoice document on the AP_INVOICE (9); invoice lists carry the proofs of delivery too', async () => {
    const tiff = makeTiff(2);
    const doc = await uploaded('carrierAdmin', { name: 'invoice.tiff', fileType: 'AP Invoice', data: base64(tiff), apInvoiceId: f.blueRidge.apInvoiceId });
    expect(doc).toMatchObject({ fileType: 3, extension: '.tiff', contentType: 'image/tiff', entityType: 9, entityId: f.blueRidge.apInvoiceId });
    for (const param of ['apInvoiceId', 'invoiceId']) {
      const list = (await get('carrierAdmin', `/portal/api/documents?${param}=${f.blueRidge.apInvoiceId}`)).json();
      expect(list.data.map((d: { fileType: number }) => d.fileType).sort()).toEqual([1, 3]);
    }
    // The remit-to factoring company reads the invoice's documents, proof of delivery included.
    const forFactoring = (await get('factoring', `/portal/api/documents?apInvoiceId=${f.blueRidge.apInvoiceId}`)).json();
    expect(forFactoring.data.map((d: { fileType: number }) => d.fileType).sort()).toEqual([1, 3]);
    const file = await get('factoring', forFactoring.data.find((d: { fileType: number }) => d.fileType === 3).fileURL);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(tiff)).toBe(true);
  });

  it('puts a third-party document on the THIRD_PARTY invoice (17), read by its payer', async () => {
    const doc = await uploaded('dispatch', { name: 'tp.jpg', fileType: 4, data: base64(makeJpegHead()), thirdPartyInvoiceId: f.blueRidge.thirdPartyInvoiceId });
    expect(doc).toMatchObject({ fileType: 4, extension: '.jpg', contentType: 'image/jpeg', entityType: 17, entityId: f.blueRidge.thirdPartyInvoiceId });
    const list = await get('payer', `/portal/api/documents?thirdPartyInvoiceId=${f.blueRidge.thirdPartyInvoiceId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((d: { id: string }) => d.id)).toContain(doc.id);
    expect(list.json().data.every((d: { canDelete: boolean }) => d.canDelete === false)).toBe(true);
    // The payer reaches the freight only through the invoice: not the shipment's other documents.
    const misc = (await get('dispatch', `/portal/api/documents?shipmentId=${f.blueRidge.shipmentId}&fileType=2`)).json().data[0];
    expect((await get('payer', misc.fileURL)).statusCode).toBe(404);
    expect((await get('payer', `/portal/api/documents?shipmentId=${f.blueRidge.shipmentId}`)).statusCode).toBe(404);
  });

  it('puts a document with caseId on the CASE (6)', async () => {
    const doc = await uploaded('dispatch', { name: 'damage.pdf', fileType: 2, data: base64(pdf), caseId: f.blueRidge.caseId });
    expect(doc).toMatchObject({ entityType: 6, entityId: f.blueRidge.caseId, shipmentId: f.blueRidge.shipmentId });
    const list = (await get('dispatch', `/portal/api/documents?caseId=${f.blueRidge.caseId}`)).json();
    expect(list.data.map((d: { id: string }) => d.id)).toEqual([doc.id]);
    // The case's history tells of the upload.
    const history = (await get('dispatch', `/portal/api/cases/${f.blueRidge.caseId}/history?page=1&pageSize=10`)).json();
    expect(history.data[0]).toMatchObject({ description: '1 document attached' });
  });

  it('puts an order document on the ORDER (1), for the customer and the brokerage only', async () => {
    const doc = await uploaded('ops', { name: 'order.pdf', fileType: 2, data: base64(pdf), orderId: f.blueRidge.orderId });
    expect(doc).toMatchObject({ entityType: 1, entityId: f.blueRidge.orderId, entityDescription: `Order ${f.blueRidge.orderNumber}` });
    expect((await get('ops', `/portal/api/documents?orderId=${f.blueRidge.orderId}`)).json().totalCount).toBeGreaterThan(0);
    expect((await get('dispatch', `/portal/api/documents?orderId=${f.blueRidge.orderId}`)).statusCode).toBe(404);
    expect((await get('dispatch', doc.fileURL)).statusCode).toBe(404);
  });

  it('lets the parties of a case read the documents attached to it', async () => {
    const doc = await uploaded('ops', { name: 'gate-log.pdf', fileType: 2, data: base64(pdf), shipmentId: f.loneStar.shipmentId });
    await t.db.updateTable('documents').set({ case_id: f.loneStar.caseId }).where('id', '=', doc.id).execute();
    expect((await get('dispatch', doc.fileURL)).statusCode).toBe(404);
    await t.db.insertInto('case_involved_parties').values({ case_id: f.loneStar.caseId, company_id: f.companies.blueRidge }).execute();
    expect((await get('dispatch', doc.fileURL)).statusCode).toBe(200);
    expect((await get('dispatch', `/portal/api/documents?caseId=${f.loneStar.caseId}`)).json().data.map((d: { id: string }) => d.id)).toEqual([doc.id]);
    await t.db.deleteFrom('case_involved_parties').where('case_id', '=', f.loneStar.caseId).where('company_id', '=', f.companies.blueRidge).execute();
  });

  it('lets the assigned driver read shipment documents but not invoice ones', async () => {
    const docs = (await get('driver', `/portal/api/documents?shipmentId=${f.blueRidge.shipmentId}`)).json().data as { fileType: number }[];
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((d) => d.fileType === 1 || d.fileType === 2)).toBe(true);
    expect((await get('driver', `/portal/api/documents?apInvoiceId=${f.blueRidge.apInvoiceId}`)).statusCode).toBe(404);
  });
});

describe('upload refusals', () => {
  it('answers the spec messages when the record a file type needs is missing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'a.pdf', fileType: 1, data: base64(pdf), shipmentId: f.blueRidge.shipmentId }, 'No dropoff selected for upload'],
      [{ name: 'a.pdf', fileType: 2, data: base64(pdf) }, 'No shipment found for upload'],
      [{ name: 'a.pdf', fileType: 3, data: base64(pdf), shipmentId: f.blueRidge.shipmentId }, 'No invoice found for upload'],
      [{ name: 'a.pdf', fileType: 4, data: base64(pdf), apInvoiceId: f.blueRidge.apInvoiceId }, 'No invoice found for upload'],
      [{ name: 'a.pdf', data: base64(pdf), shipmentId: f.blueRidge.shipmentId }, 'Please select a file type'],
      [{ name: 'a.pdf', fileType: 2, data: '', shipmentId: f.blueRidge.shipmentId }, 'Please select a file'],
      [pod(f.blueRidge.pickupStopId), 'No dropoff selected for upload'],
    ];
    for (const [body, detail] of cases) {
      const response = await upload('dispatch', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.json().detail).toBe(detail);
    }
  });

  it('accepts pasted image types (gif) by content, and refuses a .gif that is not one', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const pasted = await upload('dispatch', { name: 'pasted.gif', fileType: 2, data: base64(gif), shipmentId: f.blueRidge.shipmentId });
    expect(pasted.statusCode).toBe(201);
    expect(pasted.json().data.extension).toBe('.gif');
    const fake = await upload('dispatch', { name: 'fake.gif', fileType: 2, data: base64(pdf), shipmentId: f.blueRidge.shipmentId });
    expect(fake.json().detail).toBe('The file content does not match its .gif extension');
  });

  it('refuses content that does not match its extension, and extensions that are not uploadable', async () => {
    const png = await upload('dispatch', { name: 'scan.pdf', fileType: 2, data: base64(makePng()), shipmentId: f.blueRidge.shipmentId });
    expect(png.statusCode).toBe(400);
    expect(png.json().detail).toBe('The file content does not match its .pdf extension');
    const text = await upload('dispatch', { name: 'notes.pdf', fileType: 2, data: base64(Buffer.from('hello, not a pdf')), shipmentId: f.blueRidge.shipmentId });
    expect(text.json().detail).toBe('The file content does not match its .pdf extension');
    const exe = await upload('dispatch', { name: 'setup.exe', fileType: 2, data: base64(pdf), shipmentId: f.blueRidge.shipmentId });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().detail).toMatch(/Only \.pdf, \.png, \.jpeg, \.jpg, \.tif, \.tiff, \.heic, \.heif, \.gif, \.webp files can be uploaded/);
    const notBase64 = await upload('dispatch', { name: 'a.pdf', fileType: 2, data: '%%%not base64%%%', shipmentId: f.blueRidge.shipmentId });
    expect(notBase64.statusCode).toBe(400);
  });

  it('refuses files above 25 MB with a problem naming the limit, and stores nothing', async () => {
    const before = await t.db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const data = 'A'.repeat(Math.ceil(((MAX_UPLOAD_BYTES + 1) * 4) / 3 / 4) * 4);
    const response = await upload('dispatch', { name: 'big.pdf', fileType: 2, data, shipmentId: f.blueRidge.shipmentId });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('The file is larger than the 25 MB upload limit');
    const after = await t.db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('sanitises names: no paths, no control characters or quotes, at most 120 characters with the extension kept', async () => {
    const doc = await uploaded('dispatch', { name: '../../etc/Scan\u0001 "weird"\u202e.PDF', fileType: 2, data: base64(pdf), shipmentId: f.blueRidge.shipmentId });
    expect(doc.name).toBe('Scan weird.pdf');
    // NUL is refused before any route reads the body (docs/decisions/0122-text-postgresql-cannot-store.md).
    const nul = await upload('dispatch', { name: 'Scan\u0000.pdf', fileType: 2, data: base64(pdf), shipmentId: f.blueRidge.shipmentId });
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json().errors)).toEqual(['name']);
    const long = await uploaded('dispatch', { name: `${'x'.repeat(300)}.pdf`, fileType: 2, data: base64(pdf), shipmentId: f.blueRidge.shipmentId });
    expect(long.name).toHaveLength(120);
    expect(long.name.endsWith('.pdf')).toBe(true);
    const stored = await t.db.selectFrom('documents').select('storage_key').where('id', '=', doc.id).executeTakeFirstOrThrow();
    expect(stored.storage_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 404 for records the caller cannot see', async () => {
    expect((await upload('dispatch', pod(f.loneStar.dropoffStopIds[0]))).statusCode).toBe(404);
    expect((await upload('dispatch', { name: 'a.pdf', fileType: 2, data: base64(pdf), shipmentId: f.loneStar.shipmentId })).statusCode).toBe(404);
    expect((await upload('dispatch', { name: 'a.pdf', fileType: 3, data: base64(pdf), apInvoiceId: f.loneStar.apInvoiceId })).statusCode).toBe(404);
    expect((await upload('broker', pod(f.blueRidge.dropoffStopIds[0]))).statusCode).toBe(404);
  });

  it('writes no row when the file cannot be stored', async () => {
    const store = t.app.fileStore;
    const put = store.put;
    store.put = async () => {
      throw new Error('disk full');
    };
    try {
      const before = await t.db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const response = await upload('dispatch', { name: 'a.pdf', fileType: 2, data: base64(pdf), shipmentId: f.blueRidge.shipmentId });
      expect(response.statusCode).toBe(500);
      const after = await t.db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    } finally {
      store.put = put;
    }
  });
});

describe('the file', () => {
  let doc: PortalDocument;
  beforeAll(async () => {
    doc = await uploaded('dispatch', { name: 'Rate – confirmation.pdf', fileType: 2, data: base64(pdf), shipmentId: f.blueRidge.shipmentId });
  });

  it('streams the stored bytes with type, inline disposition and private caching', async () => {
    const response = await get('carrierAdmin', doc.fileURL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="Rate _ confirmation.pdf"; filename*=UTF-8''Rate%20%E2%80%93%20confirmation.pdf`);
    expect(response.headers['cache-control']).toMatch(/^private/);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(Number(response.headers['content-length'])).toBe(pdf.length);
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('sends an attachment with download=true', async () => {
    const response = await get('dispatch', `${doc.fileURL}?download=true`);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Rate _ confirmation.pdf"/);
  });

  it('answers byte ranges with 206 and Content-Range, and 416 outside the file', async () => {
    const first = await get('dispatch', doc.fileURL, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${pdf.length}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(pdf.subarray(0, 100))).toBe(true);

    const tail = await get('dispatch', doc.fileURL, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(pdf.subarray(pdf.length - 10))).toBe(true);

    const open = await get('dispatch', doc.fileURL, { range: `bytes=${pdf.length - 5}-` });
    expect(open.headers['content-range']).toBe(`bytes ${pdf.length - 5}-${pdf.length - 1}/${pdf.length}`);

    const beyond = await get('dispatch', doc.fileURL, { range: `bytes=${pdf.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${pdf.length}`);
    expect(beyond.headers['content-type']).toMatch(/application\/problem\+json/);

    // A malformed header is ignored: the whole file.
    const junk = await get('dispatch', doc.fileURL, { range: 'lines=1-2' });
    expect(junk.statusCode).toBe(200);
  });

  it("answers 404 for another company's document, never the file", async () => {
    for (const url of [doc.fileURL, `/portal/api/documents?shipmentId=${f.blueRidge.shipmentId}`]) {
      const response = await get('loneStar', url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    expect((await del('loneStar', `/portal/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await get('loneStar', `/carrier/api/v1/documents/${doc.id}`, { 'x-api-key': s.loneStar.apiKey })).statusCode).toBe(404);
    expect((await get('dispatch', '/portal/api/documents/00000000-0000-4000-8000-000000000000/file')).statusCode).toBe(404);
    expect((await get('dispatch', '/portal/api/documents/not-a-uuid/file')).statusCode).toBe(400);
  });
});

describe('delete', () => {
  it("lets the uploader's company delete (soft) and removes the stored file; others get 403", async () => {
    const doc = await uploaded('dispatch', pod(f.blueRidge.dropoffStopIds[1], { name: 'second.pdf' }));
    const { storage_key } = await t.db.selectFrom('documents').select('storage_key').where('id', '=', doc.id).executeTakeFirstOrThrow();
    // The factoring company may read the proof of delivery of its invoice, not delete it.
    expect((await get('factoring', doc.fileURL)).statusCode).toBe(200);
    const refused = await del('factoring', `/portal/api/documents/${doc.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe('Forbidden');
    const gone = await del('carrierAdmin', `/portal/api/documents/${doc.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ data: { resultId: doc.id } });
    expect((await get('dispatch', doc.fileURL)).statusCode).toBe(404);
    expect((await del('dispatch', `/portal/api/documents/${doc.id}`)).statusCode).toBe(404);
    const row = await t.db.selectFrom('documents').select('deleted_at').where('id', '=', doc.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(await t.app.fileStore.get(storage_key)).toBeUndefined();
  });

  it('lets the brokerage delete any document', async () => {
    const doc = await uploaded('dispatch', { name: 'x.pdf', fileType: 2, data: base64(pdf), shipmentId: f.blueRidge.shipmentId });
    const listed = (await get('ops', `/portal/api/documents?shipmentId=${f.blueRidge.shipmentId}`)).json().data.find((d: { id: string }) => d.id === doc.id);
    expect(listed.canDelete).toBe(true);
    expect((await del('ops', `/portal/api/documents/${doc.id}`)).statusCode).toBe(200);
  });
});

describe('Carrier API documents (verbatim paths, bearer + x-api-key)', () => {
  const carrier = (who: Who) => authHeaders(s[who], { carrierApi: true });

  it('uploads uploadData, returns the blob, triggers the shipment event and deletes', async () => {
    const png = makePng(16, 16);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/carrier/api/v2/documents',
      headers: carrier('dispatch'),
      payload: { uploadData: { name: 'photo.png', type: 'Shipment Miscellaneous', data: base64(png), shipmentId: f.blueRidge.shipmentId } },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json().data.id;

    const blob = await t.app.inject({ method: 'GET', url: `/carrier/api/v1/documents/${id}`, headers: carrier('dispatch') });
    expect(blob.statusCode).toBe(200);
    expect(blob.headers['content-type']).toBe('image/png');
    expect(blob.rawPayload.equals(png)).toBe(true);
    // Without the API key the Carrier API refuses.
    expect((await t.app.inject({ method: 'GET', url: `/carrier/api/v1/documents/${id}`, headers: authHeaders(s.dispatch) })).statusCode).toBe(401);

    const trigger = await t.app.inject({
      method: 'PUT',
      url: `/carrier/api/v2/documents/document-trigger/${f.blueRidge.shipmentId}`,
      headers: carrier('dispatch'),
      payload: { fileType: 2 },
    });
    expect(trigger.statusCode, trigger.body).toBe(200);
    expect(trigger.json().data).toEqual({ shipmentId: f.blueRidge.shipmentId, fileType: 2, description: 'Document uploaded: Shipment Miscellaneous', proofOfDeliveryComplete: null });

    const removed = await t.app.inject({ method: 'DELETE', url: `/carrier/api/v2/documents/${id}`, headers: carrier('dispatch') });
    expect(removed.json()).toEqual({ data: { resultId: id } });
  });

  it("answers 404 for another company's shipment trigger", async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/carrier/api/v2/documents/document-trigger/${f.loneStar.shipmentId}`,
      headers: carrier('dispatch'),
      payload: { fileType: 1 },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('document trigger and required documents', () => {
  it('records the event on the shipment activity, and completion once every dropoff has a proof of delivery', async () => {
    const fresh = await createFixtures(t.db);
    const trigger = () =>
      t.app.inject({ method: 'PUT', url: `/portal/api/shipments/${fresh.blueRidge.shipmentId}/document-trigger`, headers: authHeaders(s.dispatch), payload: { fileType: 'Proof of Delivery' } });

    let required = (await get('dispatch', `/portal/api/required-documents?shipmentId=${fresh.blueRidge.shipmentId}`)).json();
    expect(required).toMatchObject({ uploadedCount: 0, requiredCount: 2 });
    expect(required.data[0]).toMatchObject({ fileType: 1, entityType: 14, orderStopId: fresh.blueRidge.dropoffStopIds[0], orderId: fresh.blueRidge.orderId, shipmentId: fresh.blueRidge.shipmentId, isUploaded: false, documentIds: [] });

    const first = await uploaded('dispatch', pod(fresh.blueRidge.dropoffStopIds[0]));
    expect((await trigger()).json().data).toMatchObject({ description: 'Document uploaded: Proof of Delivery', proofOfDeliveryComplete: false });
    required = (await get('dispatch', `/portal/api/required-documents?shipmentId=${fresh.blueRidge.shipmentId}`)).json();
    expect(required).toMatchObject({ uploadedCount: 1, requiredCount: 2 });
    expect(required.data[0].documentIds).toEqual([first.id]);

    await uploaded('dispatch', pod(fresh.blueRidge.dropoffStopIds[1]));
    expect((await trigger()).json().data.proofOfDeliveryComplete).toBe(true);

    const activity = await t.db
      .selectFrom('shipment_activity')
      .select(['kind', 'description', 'user_id'])
      .where('shipment_id', '=', fresh.blueRidge.shipmentId)
      .orderBy('id')
      .execute();
    expect(activity.map((a) => a.description)).toEqual([
      'Document uploaded: Proof of Delivery',
      'Document uploaded: Proof of Delivery',
      'Proof of Delivery uploaded for every dropoff',
    ]);
    expect(activity.every((a) => a.kind === 'DocumentUploaded' && a.user_id === f.users.dispatch)).toBe(true);
    const status = await t.db.selectFrom('shipments').select('status').where('id', '=', fresh.blueRidge.shipmentId).executeTakeFirstOrThrow();
    expect(status.status).toBe(5);

    // An AP invoice needs its proofs of delivery and the invoice document.
    const invoice = (await get('carrierAdmin', `/portal/api/required-documents?apInvoiceId=${fresh.blueRidge.apInvoiceId}`)).json();
    expect(invoice).toMatchObject({ uploadedCount: 2, requiredCount: 3 });
    expect(invoice.data[2]).toMatchObject({ fileType: 3, entityType: 9, invoiceId: fresh.blueRidge.apInvoiceId, isUploaded: false });
    const payer = (await get('payer', `/portal/api/required-documents?thirdPartyInvoiceId=${fresh.blueRidge.thirdPartyInvoiceId}`)).json();
    expect(payer).toMatchObject({ uploadedCount: 2, requiredCount: 3 });

    expect((await get('loneStar', `/portal/api/required-documents?shipmentId=${fresh.blueRidge.shipmentId}`)).statusCode).toBe(404);
    expect((await get('dispatch', '/portal/api/required-documents')).statusCode).toBe(400);
  });
});

describe('required documents of the seeded demo', () => {
  it('reads the TMS requirements of a booked shipment and of its AP invoice', async () => {
    const invoice = await t.db
      .selectFrom('ap_invoices as i')
      .innerJoin('required_documents as r', 'r.ap_invoice_id', 'i.id')
      .select(['i.id', 'i.shipment_id'])
      .where('i.carrier_id', '=', f.companies.blueRidge)
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    const stored = await t.db
      .selectFrom('required_documents')
      .select(['description', 'order_stop_id'])
      .where('shipment_id', '=', invoice.shipment_id)
      .where('ap_invoice_id', 'is', null)
      .where('third_party_invoice_id', 'is', null)
      .orderBy('id')
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    const forShipment = (await get('dispatch', `/portal/api/required-documents?shipmentId=${invoice.shipment_id}`)).json();
    expect(forShipment.requiredCount).toBe(stored.length);
    expect(forShipment.data.map((r: { description: string }) => r.description)).toEqual(stored.map((r) => r.description));
    expect(forShipment.data.every((r: { fileType: number; entityType: number }) => r.fileType === 1 && r.entityType === 14)).toBe(true);

    const forInvoice = (await get('factoring', `/portal/api/required-documents?apInvoiceId=${invoice.id}`)).json();
    expect(forInvoice.requiredCount).toBe(stored.length + 1);
    expect(forInvoice.data.at(-1)).toMatchObject({ fileType: 3, entityType: 9, invoiceId: invoice.id, isUploaded: false });
  });

  it('counts a page of invoices exactly as the single-invoice answers do', async () => {
    await uploaded('dispatch', pod(f.blueRidge.dropoffStopIds[0]));
    const invoices = await t.db
      .selectFrom('ap_invoices')
      .select(['id as invoiceId', 'shipment_id as shipmentId'])
      .where('carrier_id', '=', f.companies.blueRidge)
      .orderBy('id', 'desc')
      .limit(40)
      .execute();
    expect(invoices.map((i) => i.invoiceId)).toContain(f.blueRidge.apInvoiceId);
    const counts = await requiredDocumentCounts(t.db, 'ap', invoices);
    for (const invoice of invoices) {
      const one = (await get('carrierAdmin', `/portal/api/required-documents?apInvoiceId=${invoice.invoiceId}`)).json();
      expect(counts.get(invoice.invoiceId), `invoice ${invoice.invoiceId}`).toEqual({ required: one.requiredCount, uploaded: one.uploadedCount });
    }
    expect(counts.get(f.blueRidge.apInvoiceId)?.uploaded).toBeGreaterThan(0);
  });
});

describe('Trucks API shipment documents', () => {
  it('lists (by file type), uploads and answers required documents of a shipment', async () => {
    const headers = authHeaders(s.dispatch);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/trucks/api/v2/shipments/${f.blueRidge.shipmentId}/documents`,
      headers,
      payload: { uploadData: { name: 'pod.pdf', fileType: 1, data: base64(pdf), orderStopId: f.blueRidge.dropoffStopIds[1] } },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().data).toMatchObject({ entityType: 14, shipmentId: f.blueRidge.shipmentId });

    const listed = await t.app.inject({ method: 'GET', url: `/trucks/api/v2/shipments/${f.blueRidge.shipmentId}/documents?fileType=1`, headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.every((d: { fileType: number }) => d.fileType === 1)).toBe(true);
    expect(listed.json().data.map((d: { id: string }) => d.id)).toContain(posted.json().data.id);

    const required = await t.app.inject({ method: 'GET', url: `/trucks/api/v2/shipments/${f.blueRidge.shipmentId}/required_documents`, headers });
    expect(required.json()).toMatchObject({ requiredCount: 2 });

    // A stop of another shipment cannot be uploaded through this shipment's address.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/trucks/api/v2/shipments/${f.loneStar.shipmentId}/documents`,
      headers,
      payload: { uploadData: { name: 'pod.pdf', fileType: 1, data: base64(pdf), orderStopId: f.blueRidge.dropoffStopIds[1] } },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
