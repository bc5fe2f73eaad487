import { describe, expect, it } from 'vitest';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { appJobHandlers } from '../../src/app';
import { runDueJobs } from '../../src/jobs/job-runner';
import { enqueueJob } from '../../src/jobs/job-queue';
import { COMPLIANCE_ALERTS_JOB, COMPLIANCE_RECHECK_JOB } from '../../src/modules/compliance/compliance-checks';
import { testAppForFile } from '../helper';
import { BLUE_RIDGE, clientFor, companyId, createCarrierWithUser, createLoad, LONE_STAR, PLACES, signInClient, tenderedLoad, USERS, type Client } from '../load-board/freight-fixtures';

const t = testAppForFile({ blueRidgeAdmin: USERS.blueRidgeAdmin, blueRidge: USERS.blueRidge, loneStar: USERS.loneStar, ops: USERS.ops, ap: 'ap@summitfreight.test', broker: USERS.broker }, signInClient);

const API = '/portal/api';
const DAY_MS = 86_400_000;
/** The smallest file the portal takes for a PDF: its magic bytes and an end marker. */
const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64')}`;
const day = (at: Date, plusDays = 0) => new Date(at.getTime() + plusDays * DAY_MS).toISOString().slice(0, 10);

let dots = 0;
/** A carrier of this test's own, with a USDOT number the fake knows only by default, and its admin signed in. */
async function ownCarrier(): Promise<{ id: number; dot: string; name: string; admin: Client }> {
  const carrier = await createCarrierWithUser(t.db);
  const dot = String(7_000_000 + (process.pid % 1000) * 100 + ++dots);
  await t.db.updateTable('companies').set({ dot_number: dot, mc_number: `9${dot}` }).where('id', '=', carrier.companyId).execute();
  return { id: carrier.companyId, dot, name: carrier.name, admin: await clientFor(t.app, carrier.email) };
}

/**
 * One scheduled pass of the checks at `at`, run by the job queue as the poller would. The job is
 * queued without the schedule's key: the tests' passes fall in slots the file's other passes took.
 */
async function scheduledPass(at: Date) {
  await enqueueJob(t.db, { kind: COMPLIANCE_RECHECK_JOB, payload: {}, runAt: at });
  await runDueJobs(t.db, appJobHandlers(t.config), at);
}

const bookNow = (client: Client, number: string) => client.send('POST', `${API}/available-shipments/${number}/book`);
const fake = (method: 'GET' | 'PUT' | 'DELETE', dot: string, payload?: object) => t.app.inject({ method, url: `/__fake/fmcsa/carriers/${dot}`, ...(payload ? { payload } : {}) });

describe('the seeded records', () => {
  it('gives every seeded carrier a record, all compliant but the Do Not Use carrier', async () => {
    const response = await t.ops.get(`${API}/compliance/carriers`);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { carrierName: string; usdot: string | null; authorityStatus: string | null; reasons: { text: string }[] }[];
    const seeded = rows.filter((r) => ['Blue Ridge Transport LLC', 'Lone Star Haulers', 'Great Lakes Carriers', 'Pacific Coast Freight', 'Maple Leaf Logistics', 'Rusty Wheels Trucking'].includes(r.carrierName));
    expect(seeded).toHaveLength(6);
    for (const row of seeded.filter((r) => r.carrierName !== 'Rusty Wheels Trucking')) expect(row).toMatchObject({ authorityStatus: 'Active', reasons: [] });
    expect(seeded.find((r) => r.carrierName === 'Rusty Wheels Trucking')!.reasons.map((r) => r.text)).toEqual([
      'Rusty Wheels Trucking is marked Do Not Use',
      'Operating authority is Inactive at FMCSA: it must be Active to haul loads',
      expect.stringMatching(/^Cargo insurance expired on \d{4}-12-31: upload the renewed certificate$/),
    ]);
    const blocked = await t.ops.get(`${API}/compliance/carriers?status=Blocked`);
    expect(blocked.json().data.map((r: { carrierName: string }) => r.carrierName)).toContain('Rusty Wheels Trucking');
    expect(blocked.json().data.map((r: { carrierName: string }) => r.carrierName)).not.toContain('Blue Ridge Transport LLC');
    const search = await t.ops.get(`${API}/compliance/carriers?q=2876543`);
    expect(search.json().data.map((r: { carrierName: string }) => r.carrierName)).toEqual(['Blue Ridge Transport LLC']);
  });
});

describe('the fake FMCSA and the scheduled checks', () => {
  it('answers an unknown USDOT number with a compliant default built from the company', async () => {
    const carrier = await ownCarrier();
    const response = await fake('GET', carrier.dot);
    expect(response.statusCode).toBe(200);
    expect(response.json().content.carrier).toMatchObject({ dotNumber: carrier.dot, legalName: carrier.name, dockets: [{ status: 'Active' }], insurance: [{ coverage: 'AutoLiability', amountThousands: 1000 }, { coverage: 'Cargo' }] });
    expect((await fake('GET', '99999999')).statusCode).toBe(404);
    expect((await fake('PUT', carrier.dot, { authorityStatus: 'Sleeping' })).statusCode).toBe(400);
  });

  it('refuses the booking of a carrier whose authority the source flips to Inactive, within one scheduled run', async () => {
    const carrier = await ownCarrier();
    const start = new Date();
    await scheduledPass(start);
    const first = await carrier.admin.get(`${API}/compliance`);
    expect(first.json().data).toMatchObject({ usdot: carrier.dot, authorityStatus: 'Active', reasons: [], legalName: carrier.name });

    // It hauls a load now, so it is checked every 15 minutes.
    const hauled = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas });
    expect((await bookNow(carrier.admin, hauled.number)).statusCode).toBe(200);

    expect((await fake('PUT', carrier.dot, { authorityStatus: 'Inactive' })).statusCode).toBe(200);
    const next = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas });
    // Not yet checked again: the record still says Active.
    expect((await carrier.admin.get(`${API}/compliance`)).json().data.authorityStatus).toBe('Active');

    await scheduledPass(new Date(start.getTime() + 16 * 60_000));
    const refused = await bookNow(carrier.admin, next.number);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: `${carrier.name} cannot be tendered or booked: Operating authority is Inactive at FMCSA: it must be Active to haul loads`,
      bookingSucceeded: false,
      errorMessages: ['Operating authority is Inactive at FMCSA: it must be Active to haul loads'],
      complianceReasons: [{ code: 'compliance.authorityNotActive', params: { status: 'Inactive' } }],
    });
    const shipment = await t.db.selectFrom('shipments').select(['status', 'carrier_id']).where('id', '=', next.id).executeTakeFirstOrThrow();
    expect(shipment.carrier_id).toBeNull();

    // The brokerage can neither book it nor tender to it.
    const contract = await t.ops.send('POST', `${API}/shipments/${next.id}/book-contract-tl`, { rate: 1500, carrierId: carrier.id });
    expect(contract.statusCode).toBe(409);
    const tender = await t.ops.send('POST', `${API}/shipments/${next.id}/tenders`, { carriers: [{ carrierId: carrier.id, rate: 1500 }], expiresInMinutes: 30 });
    expect(tender.statusCode).toBe(409);
    expect(tender.json().detail).toContain('Operating authority is Inactive');

    // Back to Active at the source: the brokerage checks it now and the booking goes through.
    await fake('DELETE', carrier.dot);
    const checked = await t.ops.send('POST', `${API}/compliance/carriers/${carrier.id}/check`);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({ authorityStatus: 'Active', reasons: [] });
    expect((await bookNow(carrier.admin, next.number)).statusCode).toBe(200);
  });

  it('refuses the acceptance of a tender sent before the carrier lapsed, and leaves the tender open', async () => {
    const carrier = await ownCarrier();
    await scheduledPass(new Date());
    const load = await tenderedLoad(t.db, [carrier.id]);
    await fake('PUT', carrier.dot, { insurance: [] });
    expect((await t.ops.send('POST', `${API}/compliance/carriers/${carrier.id}/check`)).statusCode).toBe(200);
    const accepted = await carrier.admin.send('PUT', `${API}/tenders/${load.tenderIds[0]}/offers`, { status: 'Accepted' });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().errorMessages).toEqual([
      'No Auto liability insurance is on file: upload a certificate of at least $1,000,000',
      'No Cargo insurance is on file: upload a certificate of at least $100,000',
    ]);
    const shipment = await t.db.selectFrom('shipments').select('carrier_id').where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment.carrier_id).toBeNull();
    const tender = await t.db.selectFrom('tenders').select('status').where('id', '=', load.tenderIds[0]).executeTakeFirstOrThrow();
    expect(tender.status).toBe(TenderOfferStatus.Sent);
    await fake('DELETE', carrier.dot);
  });

  it('skips a waterfall step whose carrier lapsed after the tendering began', async () => {
    const first = await ownCarrier();
    const second = await ownCarrier();
    await scheduledPass(new Date());
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas });
    const tendered = await t.ops.send('POST', `${API}/shipments/${load.id}/tenders`, { carriers: [{ carrierId: first.id, rate: 1500 }, { carrierId: second.id, rate: 1550 }], expiresInMinutes: 30 });
    expect(tendered.statusCode).toBe(200);
    await fake('PUT', second.dot, { authorityStatus: 'Revoked' });
    expect((await t.ops.send('POST', `${API}/compliance/carriers/${second.id}/check`)).statusCode).toBe(200);
    expect((await first.admin.send('PUT', `${API}/tenders/${tendered.json().data.current.tenderId}/offers`, { status: 'Rejected' })).statusCode).toBe(200);
    const waterfall = (await t.ops.get(`${API}/shipments/${load.id}/automatic-tendering-status`)).json().data;
    expect(waterfall).toMatchObject({ status: 'Exhausted', current: null });
    expect(await t.db.selectFrom('tenders').select('id').where('shipment_id', '=', load.id).where('carrier_id', '=', second.id).execute()).toEqual([]);
    await fake('DELETE', second.dot);
  });

  it('checks idle carriers daily, not every 15 minutes', async () => {
    const carrier = await ownCarrier();
    const start = new Date();
    await scheduledPass(start);
    await fake('PUT', carrier.dot, { outOfService: true });
    await scheduledPass(new Date(start.getTime() + 20 * 60_000));
    expect((await carrier.admin.get(`${API}/compliance`)).json().data.outOfService).toBe(false);
    await scheduledPass(new Date(start.getTime() + DAY_MS + 60_000));
    const record = (await carrier.admin.get(`${API}/compliance`)).json().data;
    expect(record.outOfService).toBe(true);
    expect(record.reasons.map((r: { text: string }) => r.text)).toEqual(['FMCSA lists an out-of-service order for this carrier']);
    await fake('DELETE', carrier.dot);
  });
});

describe('insurance certificates', () => {
  const certificate = (over: Record<string, unknown> = {}) => ({
    coverage: 'Cargo',
    insurer: 'Harbor Mutual',
    policyNumber: 'HM-20261',
    amount: 300000,
    effectiveOn: day(new Date(), -10),
    expiresOn: day(new Date(), 200),
    fileName: 'cargo-certificate.pdf',
    data: PDF,
    ...over,
  });

  it('files the PDF as a document of the carrier that the carrier and the brokerage open, and no one else', async () => {
    const response = await t.blueRidgeAdmin.send('POST', `${API}/compliance/certificates`, certificate());
    expect(response.statusCode).toBe(200);
    const added = (response.json().data.certificates as { source: string; policyNumber: string; documentId: string | null; amount: number }[]).find((c) => c.policyNumber === 'HM-20261')!;
    expect(added).toMatchObject({ source: 'Certificate', amount: 300000 });
    expect(added.documentId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await t.blueRidge.get(`${API}/documents/${added.documentId}/file`)).headers['content-type']).toBe('application/pdf');
    expect((await t.ops.get(`${API}/documents/${added.documentId}/file`)).statusCode).toBe(200);
    expect((await t.loneStar.get(`${API}/documents/${added.documentId}/file`)).statusCode).toBe(404);
    const audit = await t.db.selectFrom('audit_events').select(['action', 'target_id']).where('action', '=', 'compliance.certificate_uploaded').execute();
    expect(audit.map((a) => a.target_id)).toContain(String(await companyId(t.db, BLUE_RIDGE)));
  });

  it('takes a PDF only, sane dates and fields, from the carrier\'s admins only', async () => {
    const notPdf = await t.blueRidgeAdmin.send('POST', `${API}/compliance/certificates`, certificate({ data: Buffer.from('hello').toString('base64') }));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().detail).toBe('The certificate must be a PDF file');
    expect((await t.blueRidgeAdmin.send('POST', `${API}/compliance/certificates`, certificate({ expiresOn: day(new Date(), -20) }))).statusCode).toBe(400);
    expect((await t.blueRidgeAdmin.send('POST', `${API}/compliance/certificates`, certificate({ expiresOn: '2026-02-30' }))).statusCode).toBe(400);
    expect((await t.blueRidgeAdmin.send('POST', `${API}/compliance/certificates`, certificate({ coverage: 'Boats' }))).statusCode).toBe(400);
    expect((await t.blueRidgeAdmin.send('POST', `${API}/compliance/certificates`, certificate({ amount: -5 }))).statusCode).toBe(400);
    const dispatcher = await t.blueRidge.send('POST', `${API}/compliance/certificates`, certificate());
    expect(dispatcher.statusCode).toBe(403);
    expect(dispatcher.json().detail).toBe("Only your company's admins can upload insurance certificates");
    expect((await t.ops.send('POST', `${API}/compliance/certificates`, certificate())).statusCode).toBe(404);
    expect((await t.broker.send('POST', `${API}/compliance/certificates`, certificate())).statusCode).toBe(403);
  });
});

describe('who reads which record', () => {
  it('answers 404 for another company\'s record, and lets only the brokerage list and check', async () => {
    const blueRidge = await companyId(t.db, BLUE_RIDGE);
    const loneStar = await companyId(t.db, LONE_STAR);
    expect((await t.blueRidge.get(`${API}/compliance/carriers/${blueRidge}`)).statusCode).toBe(200);
    expect((await t.blueRidge.get(`${API}/compliance/carriers/${loneStar}`)).statusCode).toBe(404);
    expect((await t.loneStar.get(`${API}/compliance/carriers/${blueRidge}`)).statusCode).toBe(404);
    expect((await t.ops.get(`${API}/compliance/carriers/${loneStar}`)).json().data.carrierName).toBe('Lone Star Haulers');
    expect((await t.ops.get(`${API}/compliance/carriers/2147483000`)).statusCode).toBe(404);
    expect((await t.ops.get(`${API}/compliance/carriers/abc`)).statusCode).toBe(400);
    expect((await t.loneStar.send('POST', `${API}/compliance/carriers/${loneStar}/check`)).statusCode).toBe(404);
    expect((await t.loneStar.get(`${API}/compliance/carriers`)).statusCode).toBe(403);
    expect((await t.broker.get(`${API}/compliance`)).statusCode).toBe(403);
    expect((await t.ops.get(`${API}/compliance/carriers?status=Nope`)).statusCode).toBe(400);
  });
});

describe('the brokerage minimums', () => {
  it('are changed by the brokerage admins only, audited, and block carriers under them at once', async () => {
    const initial = await t.ops.get(`${API}/compliance/minimums`);
    expect(initial.json().data).toMatchObject({ autoLiability: 1_000_000, cargo: 100_000 });
    expect((await t.ap.send('PUT', `${API}/compliance/minimums`, { autoLiability: 1_000_000, cargo: 500_000 })).statusCode).toBe(403);
    expect((await t.blueRidgeAdmin.send('PUT', `${API}/compliance/minimums`, { autoLiability: 1_000_000, cargo: 500_000 })).statusCode).toBe(403);
    expect((await t.ops.send('PUT', `${API}/compliance/minimums`, { autoLiability: 1_000_000, cargo: 'lots' })).statusCode).toBe(400);

    const carrier = await ownCarrier();
    await scheduledPass(new Date());
    const raised = await t.ops.send('PUT', `${API}/compliance/minimums`, { autoLiability: 1_000_000, cargo: 500_000 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().data).toMatchObject({ autoLiability: 1_000_000, cargo: 500_000 });
    const entry = await t.db.selectFrom('audit_events').select(['details']).where('action', '=', 'compliance.minimums_changed').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const details: unknown = typeof entry.details === 'string' ? JSON.parse(entry.details) : entry.details;
    expect(details).toMatchObject({ cargo: { from: 100000, to: 500000 }, autoLiability: { from: 1_000_000, to: 1_000_000 } });
    try {
      const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas });
      const refused = await bookNow(carrier.admin, load.number);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errorMessages).toEqual(['Cargo insurance of $250,000 is under the required $500,000: upload a certificate of at least $500,000']);
    } finally {
      await t.ops.send('PUT', `${API}/compliance/minimums`, { autoLiability: 1_000_000, cargo: 100_000 });
    }
  });
});

describe('expiry alerts', () => {
  it('tells the carrier admins and the brokerage at 30, 14 and 7 days, once each', async () => {
    const carrier = await ownCarrier();
    const now = new Date();
    await scheduledPass(now);
    const upload = await carrier.admin.send('POST', `${API}/compliance/certificates`, {
      coverage: 'General',
      insurer: 'Lakeshore Indemnity',
      policyNumber: 'GL-30',
      amount: 2_000_000,
      effectiveOn: day(now, -300),
      expiresOn: day(now, 30),
      fileName: 'general.pdf',
      data: PDF,
    });
    expect(upload.statusCode).toBe(200);
    // An upload already within 30 days is told at once.
    expect(upload.json().data.alerts).toMatchObject([{ coverage: 'General', thresholdDays: 30, expiresOn: day(now, 30) }]);
    const subject = `General liability insurance of ${carrier.name} expires in 30 days`;
    const mails = async (s: string) => (await t.db.selectFrom('outbox_emails').select(['to_address']).where('subject', '=', s).execute()).map((m) => m.to_address).sort();
    const first = await mails(subject);
    expect(first).toContain(carrier.admin.session.user.email);
    expect(first).toContain(USERS.ops);

    const alertsAt = async (at: Date) => {
      await enqueueJob(t.db, { kind: COMPLIANCE_ALERTS_JOB, payload: {}, runAt: at });
      await runDueJobs(t.db, appJobHandlers(t.config), at);
      return (await t.db.selectFrom('compliance_expiry_alerts').select('threshold_days').where('carrier_id', '=', carrier.id).orderBy('threshold_days', 'desc').execute()).map((a) => a.threshold_days);
    };
    expect(await alertsAt(new Date(now.getTime() + DAY_MS))).toEqual([30]);
    expect(await mails(subject)).toEqual(first);
    expect(await alertsAt(new Date(now.getTime() + 16 * DAY_MS))).toEqual([30, 14]);
    expect(await alertsAt(new Date(now.getTime() + 17 * DAY_MS))).toEqual([30, 14]);
    expect(await alertsAt(new Date(now.getTime() + 23 * DAY_MS))).toEqual([30, 14, 7]);
    expect(await alertsAt(new Date(now.getTime() + 29 * DAY_MS))).toEqual([30, 14, 7]);
    expect(await mails(`General liability insurance of ${carrier.name} expires in 7 days`)).toEqual(first);
    const seen = await t.ops.get(`${API}/compliance/carriers/${carrier.id}`);
    expect(seen.json().data.alerts.map((a: { thresholdDays: number }) => a.thresholdDays)).toEqual([7, 14, 30]);
  });
});
