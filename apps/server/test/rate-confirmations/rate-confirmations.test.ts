import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VERIFY_FILE_BASE64_MAX_LENGTH } from '@portal/domain/rate-confirmations/rate-confirmation-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { nextClientAddress, testAppForFile } from '../helper';
import { BLUE_RIDGE, companyId, createLoad, PLACES, signInClient, tenderedLoad, USERS, type Client } from '../load-board/freight-fixtures';
import { pdfText } from '../shipments/fixtures';

const t = testAppForFile({ blueRidge: USERS.blueRidge, loneStar: USERS.loneStar, ops: USERS.ops }, signInClient);

const download = (client: Client, shipmentId: number) => client.get(`/trucks/api/v2/shipments/${shipmentId}/rate_confirmation_document`);
/** Signed out, each request from an address of its own (the public routes are limited per address). */
const publicGet = (code: string) => t.app.inject({ method: 'GET', url: `/portal/api/rate-confirmations/verify/${code}`, remoteAddress: nextClientAddress() });
const publicCheck = (code: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/portal/api/rate-confirmations/verify/${code}`, payload: payload as object, remoteAddress: nextClientAddress() });
const checkFile = (code: string, bytes: Buffer) => publicCheck(code, { data: bytes.toString('base64') });

const confirmationsOf = (shipmentId: number) => t.db.selectFrom('rate_confirmations').selectAll().where('shipment_id', '=', shipmentId).orderBy('version').execute();

/** A load booked to Blue Ridge by accepting its tender, through the API. */
async function bookedByTender(rateCents?: number) {
  const carrierId = await companyId(t.db, BLUE_RIDGE);
  const load = await tenderedLoad(t.db, [carrierId]);
  if (rateCents !== undefined) await t.db.updateTable('tenders').set({ rate_cents: rateCents }).where('id', '=', load.tenderIds[0]).execute();
  const accepted = await t.blueRidge.send('PUT', `/portal/api/tenders/${load.tenderIds[0]}/offers`, { status: 'Accepted' });
  expect(accepted.statusCode).toBe(200);
  return load;
}

describe('issuing', () => {
  it('a booking by tender gives the load its first confirmation, with a code, before anyone downloads it', async () => {
    const load = await bookedByTender(183_500);
    const [first, ...others] = await confirmationsOf(load.id);
    expect(others).toEqual([]);
    expect(first).toMatchObject({ version: 1, load_number: load.number, total_cents: 183_500, superseded_at: null, pdf: null, pdf_sha256: null });
    expect(first.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(first.rate_fingerprint).toMatch(/^[0-9a-f]{16}$/);
    // Not shown to anyone yet: no PDF bears it, so the public page does not know it.
    expect((await publicGet(first.code)).statusCode).toBe(404);
  });

  it('a Book It Now booking issues one too', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, postedRateCents: 161_000 });
    const booked = await t.blueRidge.send('POST', `/portal/api/available-shipments/${load.number}/book`, {});
    expect(booked.statusCode).toBe(200);
    expect(await confirmationsOf(load.id)).toMatchObject([{ version: 1, total_cents: 161_000, superseded_at: null }]);
  });

  it('the PDF carries the code, the address that checks it and the rate fingerprint, and downloads as the same bytes every time', async () => {
    const load = await bookedByTender();
    const first = await download(t.blueRidge, load.id);
    expect(first.statusCode).toBe(200);
    const [row] = await confirmationsOf(load.id);
    const grouped = row.code.match(/.{4}/g)!.join('-');
    const text = await pdfText(first.rawPayload);
    expect(text).toContain(`Verification code ${grouped}`);
    expect(text).toContain(`/verify/${row.code}`);
    expect(text).toContain(`Rate fingerprint ${row.rate_fingerprint.match(/.{4}/g)!.join(' ')}`);
    expect(first.headers['content-disposition']).toContain(row.code);
    expect(createHash('sha256').update(first.rawPayload).digest('hex')).toBe((await confirmationsOf(load.id))[0].pdf_sha256);

    const again = await download(t.blueRidge, load.id);
    const brokerage = await download(t.ops, load.id);
    expect(brokerage.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    expect(Buffer.compare(brokerage.rawPayload, first.rawPayload)).toBe(0);
    expect(await confirmationsOf(load.id)).toHaveLength(1);
  });

  it('another carrier cannot download it (404), like every record of another company', async () => {
    const load = await bookedByTender();
    expect((await download(t.loneStar, load.id)).statusCode).toBe(404);
  });
});

describe('the public check', () => {
  it('shows carrier, load, pickup date, fingerprints and standing without signing in, but never the amount', async () => {
    const load = await bookedByTender(187_700);
    const pdf = (await download(t.blueRidge, load.id)).rawPayload;
    const [row] = await confirmationsOf(load.id);
    const response = await publicGet(row.code.toLowerCase().replace(/(.{4})(?=.)/g, '$1-'));
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      code: row.code.match(/.{4}/g)!.join('-'),
      carrierName: BLUE_RIDGE,
      loadNumber: load.number,
      pickupDate: row.pickup_date,
      version: 1,
      standing: 'Current',
      supersededAt: null,
      fileFingerprint: createHash('sha256').update(pdf).digest('hex'),
    });
    expect(data.pickupDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(data)).not.toMatch(/1877|187,7|187\.7/);
  });

  it('says the issued PDF matches and a copy changed in one byte does not', async () => {
    const load = await bookedByTender();
    const pdf = (await download(t.blueRidge, load.id)).rawPayload;
    const [row] = await confirmationsOf(load.id);
    const genuine = await checkFile(row.code, pdf);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json().data).toMatchObject({ matches: true, standing: 'Current' });

    const altered = Buffer.from(pdf);
    const at = altered.indexOf('Total carrier pay') >= 0 ? altered.indexOf('Total carrier pay') : Math.floor(altered.length / 2);
    altered[at] ^= 0x01;
    const forged = await checkFile(row.code, altered);
    expect(forged.statusCode).toBe(200);
    expect(forged.json().data).toMatchObject({ matches: false, standing: 'Current' });
    expect(forged.json().data.fileFingerprint).toBe(createHash('sha256').update(altered).digest('hex'));
  });

  it('marks a confirmation superseded once the rate changes, and the next download is a new version with a new code', async () => {
    const load = await bookedByTender(180_000);
    const firstPdf = (await download(t.blueRidge, load.id)).rawPayload;
    const [first] = await confirmationsOf(load.id);

    await t.db.updateTable('charges').set({ rate_cents: 190_000 }).where('shipment_id', '=', load.id).where('charge_type_name', '=', 'Line Haul').execute();
    // Read at once, before anyone downloads again: the load's terms are no longer the confirmed ones.
    expect((await publicGet(first.code)).json().data.standing).toBe('Superseded');

    const secondPdf = (await download(t.blueRidge, load.id)).rawPayload;
    expect(Buffer.compare(secondPdf, firstPdf)).not.toBe(0);
    const [old, second] = await confirmationsOf(load.id);
    expect(old.superseded_at).not.toBeNull();
    expect(second).toMatchObject({ version: 2, total_cents: 190_000, superseded_at: null });
    expect(second.code).not.toBe(first.code);
    expect(second.rate_fingerprint).not.toBe(first.rate_fingerprint);
    expect(await pdfText(secondPdf)).toContain('$1,900.00');

    const oldPage = (await publicGet(first.code)).json().data;
    expect(oldPage).toMatchObject({ standing: 'Superseded', version: 1 });
    expect(oldPage.supersededAt).not.toBeNull();
    expect((await checkFile(first.code, firstPdf)).json().data).toMatchObject({ matches: true, standing: 'Superseded' });
    expect((await checkFile(second.code, firstPdf)).json().data.matches).toBe(false);
    expect((await publicGet(second.code)).json().data.standing).toBe('Current');
  });

  it('marks it superseded when the load leaves the carrier', async () => {
    const load = await bookedByTender();
    await download(t.blueRidge, load.id);
    const [row] = await confirmationsOf(load.id);
    await t.db.updateTable('shipments').set({ carrier_id: null, status: ShipmentStatus.ReadyToBook }).where('id', '=', load.id).execute();
    expect((await publicGet(row.code)).json().data.standing).toBe('Superseded');
  });

  it('answers 404 with a problem document for a code nobody was given', async () => {
    for (const code of ['ZZZZZZZZZZZZ', '0000-0000-0000']) {
      const response = await publicGet(code);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.json().detail).toBe('Rate confirmation was not found');
      expect((await checkFile(code, Buffer.from('%PDF-1.7'))).statusCode).toBe(404);
    }
  });

  it('answers 400 to a code that cannot be one and to a body that is not a base64 file', async () => {
    for (const code of ['SHORT', 'ABCD-EFGH-JKMU', 'x'.repeat(41)]) {
      const response = await publicGet(code);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    const load = await bookedByTender();
    await download(t.blueRidge, load.id);
    const [row] = await confirmationsOf(load.id);
    for (const body of [{}, { data: '' }, { data: 'not base64 at all!' }, { data: 42 }, { file: 'JVBERi0=' }]) {
      const response = await publicCheck(row.code, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
    }
  });

  it('refuses a file over 1 MB: 400 up to the body limit, 413 beyond it', async () => {
    const load = await bookedByTender();
    await download(t.blueRidge, load.id);
    const [row] = await confirmationsOf(load.id);
    const justOver = 'A'.repeat(VERIFY_FILE_BASE64_MAX_LENGTH + 4);
    expect((await publicCheck(row.code, { data: justOver })).statusCode).toBe(400);
    const far = await publicCheck(row.code, { data: 'A'.repeat(VERIFY_FILE_BASE64_MAX_LENGTH * 2) });
    expect(far.statusCode).toBe(413);
  });

  it('limits file checks per client address', async () => {
    const load = await bookedByTender();
    const pdf = (await download(t.blueRidge, load.id)).rawPayload;
    const [row] = await confirmationsOf(load.id);
    const remoteAddress = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({ method: 'POST', url: `/portal/api/rate-confirmations/verify/${row.code}`, payload: { data: pdf.toString('base64') }, remoteAddress });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
