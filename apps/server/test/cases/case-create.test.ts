import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityType } from '@portal/domain/common/entity-type';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { BLUE_RIDGE, LONE_STAR, companyId, insertShipment, sessions } from './fixtures';

/** Opening a case from a shipment (POST /portal/api/cases with the caseModel). */
let t: TestApp;
const headers = sessions(() => t.app);
let blueRidge: number;
let customer: number;
let shipment: { id: number; number: string };
let loneStarShipment: { id: number; number: string };
let boardShipment: { id: number; number: string };
let voidedShipment: { id: number; number: string };

beforeAll(async () => {
  t = await buildTestApp();
  blueRidge = await companyId(t.db, BLUE_RIDGE);
  const loneStar = await companyId(t.db, LONE_STAR);
  customer = (await t.db.selectFrom('companies').select('id').where('kind', '=', 'Customer').where('is_broker', '=', false).orderBy('id').executeTakeFirstOrThrow()).id;
  shipment = await insertShipment(t.db, { carrierId: blueRidge, customerId: customer });
  loneStarShipment = await insertShipment(t.db, { carrierId: loneStar, customerId: customer });
  // On the public load board: Blue Ridge can see it, but it is not booked to Blue Ridge.
  boardShipment = await insertShipment(t.db, { carrierId: null, customerId: customer, status: ShipmentStatus.ReadyToBook });
  voidedShipment = await insertShipment(t.db, { carrierId: blueRidge, customerId: customer, status: ShipmentStatus.Voided });
});

afterAll(async () => {
  await t?.close();
});

/** A document of `on` (the test's Blue Ridge shipment unless told) uploaded by a company; `file` stores its bytes too. */
async function insertDocument(companyIdValue: number, { on = shipment, file, name = 'lumper-receipt.pdf', fileType = 1 }: { on?: { id: number }; file?: string; name?: string; fileType?: number } = {}): Promise<string> {
  const id = randomUUID();
  const storageKey = file === undefined ? `test/${id}` : randomUUID();
  if (file !== undefined) await t.app.fileStore.put(storageKey, new TextEncoder().encode(file), 'application/pdf');
  await t.db
    .insertInto('documents')
    .values({
      id,
      name,
      file_type: fileType,
      extension: '.pdf',
      content_type: 'application/pdf',
      size_bytes: file?.length ?? 1234,
      storage_key: storageKey,
      entity_type: EntityType.SHIPMENT,
      entity_id: on.id,
      company_id: companyIdValue,
      shipment_id: on.id,
    })
    .execute();
  return id;
}

async function create(payload: unknown, email: string = DEMO.carrierAdmin) {
  return t.app.inject({ method: 'POST', url: '/portal/api/cases', headers: await headers(email), payload: payload as object });
}

describe('POST /portal/api/cases', () => {
  it("opens a New carrier-portal case on the caller's shipment, says 'Case created!' and keeps the amount to the cent", async () => {
    const documentId = await insertDocument(blueRidge);
    const incidentAt = new Date(Date.now() - 5 * 3600 * 1000).toISOString();
    const response = await create({ shipmentId: shipment.id, caseType: 'Detention', amount: '212.55', description: '  Held 4 hours at the receiver  ', incidentAt, documentIds: [documentId] });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Case created!');
    expect(body.data).toMatchObject({
      shipmentId: shipment.id,
      shipmentNumber: shipment.number,
      caseType: { value: 0, displayName: 'Detention' },
      caseSource: { value: 0, displayName: 'Carrier Portal' },
      status: { value: 0, displayName: 'New' },
      statusGroup: 'New',
      carrierCaseResolutionType: { value: 0, displayName: 'None' },
      isVoided: false,
      amount: 212.55,
      approvedAmount: null,
      description: 'Held 4 hours at the receiver',
      incidentAt,
      carrier: { id: blueRidge, name: BLUE_RIDGE },
      customer: { id: customer },
      assignee: null,
    });
    expect(body.data.caseNumber).toMatch(/^CS-\d+$/);
    expect(body.data.involvedParties.map((p: { companyId: number }) => p.companyId).sort()).toEqual([blueRidge, customer].sort());

    const row = await t.db.selectFrom('cases').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row.amount_cents).toBe(21255);
    expect(row.carrier_id).toBe(blueRidge);
    const document = await t.db.selectFrom('documents').select('case_id').where('id', '=', documentId).executeTakeFirstOrThrow();
    expect(document.case_id).toBe(body.data.id);

    const history = await t.app.inject({ method: 'GET', url: `/portal/api/cases/${body.data.caseNumber}/history`, headers: await headers(DEMO.carrierAdmin) });
    expect(history.statusCode).toBe(200);
    const entries = history.json().data;
    expect(entries.map((e: { description: string }) => e.description)).toEqual(['1 document attached', 'Case created']);
    expect(entries[1]).toMatchObject({ action: 'Created', user: { firstName: 'Avery', lastName: 'Collins' } });
    expect(history.json().totalCount).toBe(2);
  });

  it.each([
    [0.29, 29],
    ['1234.10', 123410],
    [19.99, 1999],
    ['.5', 50],
    [1000000, 100000000],
  ])('turns %j dollars into exactly %i cents', async (amount, cents) => {
    const response = await create({ shipmentId: shipment.id, caseType: 'Lumper', amount, description: 'Lumper at the dock' });
    expect(response.statusCode, response.body).toBe(201);
    const row = await t.db.selectFrom('cases').select('amount_cents').where('id', '=', response.json().data.id).executeTakeFirstOrThrow();
    expect(row.amount_cents).toBe(cents);
  });

  it('opens a dispute without an amount', async () => {
    const response = await create({ shipmentId: shipment.id, caseType: 6, description: 'The rate on the confirmation differs' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ caseType: { displayName: 'Dispute' }, amount: null });
  });

  it('shows the new case under New in the list and the counts', async () => {
    const counts = async () => (await t.app.inject({ method: 'GET', url: '/trucks/api/v2/cases/count_stats', headers: await headers(DEMO.dispatcher) })).json().data;
    const before = await counts();
    const created = (await create({ shipmentId: shipment.id, caseType: 'TONU', amount: 250, description: 'Cancelled on arrival' })).json().data;
    expect((await counts()).new).toBe(before.new + 1);
    const list = await t.app.inject({ method: 'GET', url: `/portal/api/cases?caseStatuses=New&shipmentId=${shipment.id}&caseTypes=TONU`, headers: await headers(DEMO.dispatcher) });
    expect(list.json().data.map((c: { id: number }) => c.id)).toEqual([created.id]);
  });

  it('lets a driver open a case on a load of the company (booked to it)', async () => {
    const driver = await t.db.selectFrom('users').select('driver_id').where('email', '=', DEMO.driver).executeTakeFirstOrThrow();
    await t.db.insertInto('shipment_drivers').values({ shipment_id: shipment.id, driver_id: driver.driver_id! }).execute();
    const response = await create({ shipmentId: shipment.id, caseType: 'Layover', amount: 300, description: 'Laid over one night' }, DEMO.driver);
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    ['another carrier', () => loneStarShipment.id],
    ['the load board (visible, not booked to the caller)', () => boardShipment.id],
    ['nowhere', () => 2_000_000_000],
  ])('answers 404 for a shipment of %s', async (_, id) => {
    const response = await create({ shipmentId: id(), caseType: 'Detention', amount: 100, description: 'Waited' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Shipment was not found');
  });

  it('answers 409 for a voided shipment', async () => {
    const response = await create({ shipmentId: voidedShipment.id, caseType: 'Detention', amount: 100, description: 'Waited' });
    expect(response.statusCode).toBe(409);
  });

  it("refuses a document of a shipment the carrier cannot see (another carrier's) with a 400 naming documentIds, and writes nothing", async () => {
    const foreign = await insertDocument(await companyId(t.db, LONE_STAR), { on: loneStarShipment, file: 'their papers' });
    const before = await t.db.selectFrom('cases').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await create({ shipmentId: shipment.id, caseType: 'Detention', amount: 100, description: 'Waited', documentIds: [foreign] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.documentIds).toEqual([`Document ${foreign} was not found among the documents of shipment ${shipment.number}`]);
    const after = await t.db.selectFrom('cases').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const untouched = await t.db.selectFrom('documents').select('case_id').where('id', '=', foreign).executeTakeFirstOrThrow();
    expect(untouched.case_id).toBeNull();
  });

  it("refuses the carrier's own document of another shipment: evidence comes from the case's shipment", async () => {
    const other = await insertShipment(t.db, { carrierId: blueRidge, customerId: customer });
    const elsewhere = await insertDocument(blueRidge, { on: other });
    const response = await create({ shipmentId: shipment.id, caseType: 'Detention', amount: 100, description: 'Waited', documentIds: [elsewhere] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['documentIds']);
  });

  it("attaches the broker's bill of lading on the shipment as the carrier's copy on the case; the broker's document stays as it was", async () => {
    const bol = await insertDocument(customer, { file: '%PDF-1.4 bill of lading', name: 'bill-of-lading-ORD-1.pdf', fileType: 2 });
    const first = await create({ shipmentId: shipment.id, caseType: 'Detention', amount: 150, description: 'Held 3 hours', documentIds: [bol] });
    expect(first.statusCode, first.body).toBe(201);
    // A second case may take the same evidence (a lumper after the detention).
    const second = await create({ shipmentId: shipment.id, caseType: 'Lumper', amount: 80, description: 'Lumper at the receiver', documentIds: [bol.toUpperCase()] });
    expect(second.statusCode, second.body).toBe(201);

    const original = await t.db.selectFrom('documents').select(['case_id', 'company_id']).where('id', '=', bol).executeTakeFirstOrThrow();
    expect(original).toEqual({ case_id: null, company_id: customer });
    const carrierHeaders = await headers(DEMO.carrierAdmin);
    for (const opened of [first, second]) {
      const caseId = opened.json().data.id as number;
      const listed = await t.app.inject({ method: 'GET', url: `/portal/api/documents?caseId=${caseId}`, headers: carrierHeaders });
      expect(listed.statusCode).toBe(200);
      const copies = listed.json().data as { id: string; name: string }[];
      expect(copies.map((d) => d.name)).toEqual(['bill-of-lading-ORD-1.pdf']);
      const copy = await t.db.selectFrom('documents').select(['company_id', 'shipment_id', 'file_type', 'storage_key']).where('id', '=', copies[0].id).executeTakeFirstOrThrow();
      expect(copy).toMatchObject({ company_id: blueRidge, shipment_id: null, file_type: 2 });
      const stored = await t.app.fileStore.get(copy.storage_key);
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.stream) chunks.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.4 bill of lading');
      const history = await t.app.inject({ method: 'GET', url: `/portal/api/cases/${caseId}/history`, headers: carrierHeaders });
      expect(history.json().data.map((e: { description: string }) => e.description)).toEqual(['1 document attached', 'Case created']);
    }
    // The shipment still lists the one bill of lading, not the case copies.
    const onShipment = await t.app.inject({ method: 'GET', url: `/portal/api/documents?shipmentId=${shipment.id}`, headers: carrierHeaders });
    expect((onShipment.json().data as { name: string }[]).filter((d) => d.name === 'bill-of-lading-ORD-1.pdf')).toHaveLength(1);
  });

  it.each([
    [{ caseType: 'Detention', amount: 100, description: 'x' }, ['shipmentId']],
    [{ shipmentId: 'abc', caseType: 'Detention', amount: 100, description: 'x' }, ['shipmentId']],
    [{ shipmentId: 1, caseType: 'Teleport', amount: 100, description: 'x' }, ['caseType']],
    [{ shipmentId: 1, caseType: 'Detention', amount: '12.345', description: 'x' }, ['amount']],
    [{ shipmentId: 1, caseType: 'Detention', amount: -5, description: 'x' }, ['amount']],
    [{ shipmentId: 1, caseType: 'Detention', amount: 'twelve', description: 'x' }, ['amount']],
    [{ shipmentId: 1, caseType: 'Detention', description: 'x' }, ['amount']],
    [{ shipmentId: 1, caseType: 'Detention', amount: 100, description: '   ' }, ['description']],
    [{ shipmentId: 1, caseType: 'Detention', amount: 100 }, ['description']],
    [{ shipmentId: 1, caseType: 'Detention', amount: 100, description: 'x'.repeat(4001) }, ['description']],
    [{ shipmentId: 1, caseType: 'Detention', amount: 100, description: 'x', incidentAt: 'last tuesday' }, ['incidentAt']],
    [{ shipmentId: 1, caseType: 'Detention', amount: 100, description: 'x', incidentAt: '2999-01-01T00:00:00Z' }, ['incidentAt']],
    [{ shipmentId: 1, caseType: 'Detention', amount: 100, description: 'x', documentIds: ['not-a-guid'] }, ['documentIds.0']],
    [{ shipmentId: 'abc', caseType: 'Teleport', amount: '1.001', description: '' }, ['amount', 'caseType', 'description', 'shipmentId']],
  ])('answers 400 naming the bad fields for %j', async (payload, fields) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(response.json().errors).sort()).toEqual(fields);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/portal/api/cases',
      headers: { ...(await headers(DEMO.carrierAdmin)), 'content-type': 'application/json' },
      payload: '{"shipmentId":',
    });
    expect(response.statusCode).toBe(400);
  });
});
