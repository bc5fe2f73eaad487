import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FileType } from '@portal/domain/documents/file-type';
import { formatHash, signedContentText } from '@portal/domain/signatures/signature-rules';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { authHeaders, DEMO, testAppForFile, type TestSession } from '../helper';
import { USERS } from '../load-board/freight-fixtures';
import { pdfText } from '../pdf-text';

/**
 * Signatures on the glass: the receiver signs the proof of delivery at a dropoff (the shipper the
 * bill of lading at a pickup) on the driver's or the carrier's phone; the server files the signed
 * PDF sealed with its SHA-256, serves it only while it matches, and counts it as the stop's POD.
 */
const t = testAppForFile({ driver: DEMO.driver, dispatcher: DEMO.dispatcher, broker: DEMO.broker, otherCarrier: USERS.loneStar, ops: DEMO.ops });

/** A one-pixel PNG: the smallest drawing the server takes. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const send = (session: TestSession, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authHeaders(session), ...(payload ? { payload } : {}) });

/** A load of the driver's carrier assigned to the driver and under way, with its first pickup and last dropoff. */
async function driversLoad(skip = 0) {
  const driver = await t.db.selectFrom('users').select(['driver_id', 'company_id']).where('email', '=', DEMO.driver).executeTakeFirstOrThrow();
  const load = await t.db
    .selectFrom('shipments as s')
    .innerJoin('shipment_drivers as sd', 'sd.shipment_id', 's.id')
    .select(['s.id', 's.shipment_number', 's.customer_id'])
    .where('sd.driver_id', '=', driver.driver_id!)
    .where('s.status', 'in', [ShipmentStatus.Dispatched, ShipmentStatus.InTransit, ShipmentStatus.AtStop])
    .orderBy('s.id')
    .offset(skip)
    .executeTakeFirstOrThrow();
  const stops = await t.db.selectFrom('shipment_stops').select(['id', 'stop_type', 'stop_number', 'order_stop_id']).where('shipment_id', '=', load.id).orderBy('stop_number').execute();
  return { ...load, pickup: stops.find((s) => s.stop_type === 'Pickup')!, dropoff: stops.filter((s) => s.stop_type === 'Dropoff').at(-1)! };
}

const drawn = (stopId: number, extra: object = {}) => ({
  stopId,
  signerName: 'Dana Ruiz',
  signerRole: 'Receiving clerk',
  mode: 'Drawn',
  image: `data:image/png;base64,${PNG}`,
  place: { latitude: 41.878114, longitude: -87.629798, accuracyMeters: 9 },
  ...extra,
});

const file = (session: TestSession, documentId: string) => send(session, 'GET', `/portal/api/documents/${documentId}/file`);

describe('the proof of delivery signed at a dropoff', () => {
  it('is drawn as a PDF with the signature, signer, role, time, place and the hash of what was signed', async () => {
    const load = await driversLoad();
    const signed = await send(t.driver, 'POST', `/portal/api/shipments/${load.id}/signatures`, drawn(load.dropoff.id));
    expect(signed.statusCode, signed.body).toBe(201);
    const signature = signed.json().data;
    expect(signature).toMatchObject({ stopId: load.dropoff.id, kind: 'Delivery', signerName: 'Dana Ruiz', signerRole: 'Receiving clerk', mode: 'Drawn' });

    const pdf = await file(t.driver, signature.documentId);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Signed Proof of Delivery');
    expect(text).toContain('Dana Ruiz');
    expect(text).toContain('Receiving clerk');
    expect(text).toContain('41.87811, -87.62980 (within 9 m)');
    expect(text).toContain(formatHash(signature.contentSha256));
    expect(text).toContain(signature.signedAt);
    // The printed hash is the hash of the printed content: anyone can recompute it.
    const content = signedContentText({
      kind: 'Delivery',
      shipmentNumber: load.shipment_number,
      stopNumber: load.dropoff.stop_number,
      stopName: (await t.db.selectFrom('shipment_stops').select('name').where('id', '=', load.dropoff.id).executeTakeFirstOrThrow()).name,
      signerName: 'Dana Ruiz',
      signerRole: 'Receiving clerk',
      signedAt: signature.signedAt,
      place: { latitude: 41.878114, longitude: -87.629798, accuracyMeters: 9 },
      mode: 'Drawn',
      imageSha256: createHash('sha256').update(Buffer.from(PNG, 'base64')).digest('hex'),
    });
    expect(createHash('sha256').update(content).digest('hex')).toBe(signature.contentSha256);
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(signature.fileSha256);

    // The carrier's office and the brokerage open the same bytes.
    expect(Buffer.compare((await file(t.dispatcher, signature.documentId)).rawPayload, pdf.rawPayload)).toBe(0);
    expect(Buffer.compare((await file(t.ops, signature.documentId)).rawPayload, pdf.rawPayload)).toBe(0);
  });

  it("meets the dropoff's required proof of delivery exactly like an uploaded one", async () => {
    const load = await driversLoad(1);
    const before = (await send(t.dispatcher, 'GET', `/portal/api/required-documents?shipmentId=${load.id}`)).json().data as { orderStopId: number | null; fileType: number; isUploaded: boolean; documentIds: string[] }[];
    const requirement = before.find((r) => r.fileType === FileType.ProofOfDelivery && r.orderStopId === load.dropoff.order_stop_id);
    expect(requirement?.isUploaded).toBe(false);

    const signature = (await send(t.driver, 'POST', `/portal/api/shipments/${load.id}/signatures`, drawn(load.dropoff.id))).json().data;
    const after = (await send(t.dispatcher, 'GET', `/portal/api/required-documents?shipmentId=${load.id}`)).json().data as typeof before;
    const met = after.find((r) => r.fileType === FileType.ProofOfDelivery && r.orderStopId === load.dropoff.order_stop_id)!;
    expect(met).toMatchObject({ isUploaded: true, documentIds: [signature.documentId] });
    const listed = (await send(t.dispatcher, 'GET', `/portal/api/documents?shipmentId=${load.id}`)).json().data as { id: string; fileType: { value: number } | number }[];
    expect(listed.map((d) => d.id)).toContain(signature.documentId);
  });

  it('is refused on download once a single byte of the stored file changed, and cannot be deleted', async () => {
    const load = await driversLoad(2);
    const signature = (await send(t.driver, 'POST', `/portal/api/shipments/${load.id}/signatures`, drawn(load.dropoff.id))).json().data;
    const row = await t.db.selectFrom('documents').select(['storage_key', 'sealed_sha256']).where('id', '=', signature.documentId).executeTakeFirstOrThrow();
    expect(row.sealed_sha256).toBe(signature.fileSha256);

    expect((await send(t.dispatcher, 'DELETE', `/portal/api/documents/${signature.documentId}`)).statusCode).toBe(409);

    const stored = await t.app.fileStore.get(row.storage_key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const changed = Buffer.from(bytes);
    // One bit of one byte, in the middle of the file (the text itself sits in compressed streams).
    changed[Math.floor(changed.length / 2)] ^= 0x01;
    expect(Buffer.compare(changed, bytes)).not.toBe(0);
    await t.app.fileStore.put(row.storage_key, changed, 'application/pdf');

    const refused = await file(t.dispatcher, signature.documentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/no longer matches/);
    // Ranges are checked against the whole file too.
    expect((await t.app.inject({ method: 'GET', url: `/portal/api/documents/${signature.documentId}/file`, headers: { ...authHeaders(t.dispatcher), range: 'bytes=0-10' } })).statusCode).toBe(409);

    await t.app.fileStore.put(row.storage_key, bytes, 'application/pdf');
    expect((await file(t.dispatcher, signature.documentId)).statusCode).toBe(200);
  });

  it('is kept as signed: a stop takes one signature, and the row cannot be changed', async () => {
    const load = await driversLoad();
    const again = await send(t.driver, 'POST', `/portal/api/shipments/${load.id}/signatures`, drawn(load.dropoff.id));
    expect(again.statusCode).toBe(409);
    await expect(t.db.updateTable('signatures').set({ signer_name: 'Someone else' }).where('shipment_stop_id', '=', load.dropoff.id).execute()).rejects.toThrow(/kept as signed/);
  });
});

describe('the bill of lading signed at a pickup', () => {
  it('is the bill of lading followed by the signature page, signed with the typed name when nothing is drawn', async () => {
    const load = await driversLoad();
    const signed = await send(t.dispatcher, 'POST', `/portal/api/shipments/${load.id}/signatures`, { stopId: load.pickup.id, signerName: 'Lee Park', signerRole: 'Shipping lead', mode: 'Typed' });
    expect(signed.statusCode, signed.body).toBe(201);
    const signature = signed.json().data;
    expect(signature).toMatchObject({ kind: 'Pickup', mode: 'Typed', place: null });
    const document = await t.db.selectFrom('documents').select(['file_type', 'order_stop_id']).where('id', '=', signature.documentId).executeTakeFirstOrThrow();
    expect(document).toEqual({ file_type: FileType.BillOfLading, order_stop_id: load.pickup.order_stop_id });
    const text = pdfText((await file(t.driver, signature.documentId)).rawPayload);
    expect(text).toContain('Bill of Lading');
    expect(text).toContain('Signed Bill of Lading');
    expect(text).toContain('Lee Park');
    expect(text).toContain('Typed name signed as the signature (no drawing)');
    expect(text).toContain('Not given by the device');

    const list = (await send(t.driver, 'GET', `/portal/api/shipments/${load.id}/signatures`)).json().data;
    expect(list.canSign).toBe(true);
    expect(list.stops.find((s: { stopId: number }) => s.stopId === load.pickup.id).signature.signerName).toBe('Lee Park');
  });
});

describe('who signs', () => {
  it('refuses the customer (403) and answers 404 to another carrier and to a driver not on the load', async () => {
    const load = await driversLoad(3);
    const body = drawn(load.dropoff.id);
    const brokerSide = await send(t.broker, 'POST', `/portal/api/shipments/${load.id}/signatures`, body);
    expect([403, 404]).toContain(brokerSide.statusCode);
    expect((await send(t.otherCarrier, 'POST', `/portal/api/shipments/${load.id}/signatures`, body)).statusCode).toBe(404);
    expect((await send(t.otherCarrier, 'GET', `/portal/api/shipments/${load.id}/signatures`)).statusCode).toBe(404);
    const brokerage = await send(t.ops, 'POST', `/portal/api/shipments/${load.id}/signatures`, body);
    expect(brokerage.statusCode).toBe(403);
    expect((await send(t.ops, 'GET', `/portal/api/shipments/${load.id}/signatures`)).json().data.canSign).toBe(false);
    expect(await t.db.selectFrom('signatures').select('id').where('shipment_id', '=', load.id).execute()).toEqual([]);

    const driver = await t.db.selectFrom('users').select(['driver_id', 'company_id']).where('email', '=', DEMO.driver).executeTakeFirstOrThrow();
    const notAssigned = await t.db
      .selectFrom('shipments as s')
      .select('s.id')
      .where('s.carrier_id', '=', driver.company_id)
      .where('s.status', 'in', [ShipmentStatus.Dispatched, ShipmentStatus.InTransit])
      .where((eb) => eb.not(eb.exists(eb.selectFrom('shipment_drivers as sd').select('sd.shipment_id').whereRef('sd.shipment_id', '=', 's.id').where('sd.driver_id', '=', driver.driver_id!))))
      .executeTakeFirstOrThrow();
    expect((await send(t.driver, 'GET', `/portal/api/shipments/${notAssigned.id}/signatures`)).statusCode).toBe(404);
  });

  it('refuses a drawing that is missing or not a PNG, leaving nothing behind', async () => {
    const load = await driversLoad(3);
    expect((await send(t.driver, 'POST', `/portal/api/shipments/${load.id}/signatures`, drawn(load.dropoff.id, { image: undefined }))).statusCode).toBe(400);
    expect((await send(t.driver, 'POST', `/portal/api/shipments/${load.id}/signatures`, drawn(load.dropoff.id, { image: Buffer.from('GIF89a-not-a-png').toString('base64') }))).statusCode).toBe(400);
    expect((await send(t.driver, 'POST', `/portal/api/shipments/${load.id}/signatures`, drawn(2_147_000_000))).statusCode).toBe(400);
    expect(await t.db.selectFrom('signatures').select('id').where('shipment_id', '=', load.id).execute()).toEqual([]);
  });

  it('leaves an audit entry naming the load, the stop and the signer', async () => {
    const entries = await t.db.selectFrom('audit_events').select(['action', 'target_type', 'details']).where('action', '=', 'signature.taken').execute();
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries[0]).toMatchObject({ target_type: 'shipment' });
    expect(JSON.stringify(entries.map((e) => e.details))).toContain('Dana Ruiz');
  });
});
