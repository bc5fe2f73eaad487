import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { authHeaders, buildTestApp, DEMO, login, type TestApp, type TestSession } from '../helper';
import { anotherCarrier, assignDriver, HOUR_AGO, IN_AN_HOUR, insertShipment, insertTender } from './fixtures';

let t: TestApp;
const s = {} as Record<'carrier' | 'broker' | 'driver' | 'factoring' | 'ops', TestSession>;
let carrierId: number;
let otherCarrierId: number;
let brokerId: number;
const n = {} as Record<'own' | 'othersBooked' | 'board' | 'tenderedToUs' | 'tenderedExpired' | 'tenderedToOther' | 'brokerDraft' | 'assigned', string>;

beforeAll(async () => {
  t = await buildTestApp();
  s.carrier = await login(t.app, DEMO.carrierAdmin);
  s.broker = await login(t.app, DEMO.broker);
  s.driver = await login(t.app, DEMO.driver);
  s.factoring = await login(t.app, DEMO.factoring);
  // Brokerage staff carry only the Admin permission in the demo; the guard (the shared access
  // table) needs CarrierPortal, so give it to them here to test what the brokerage sees.
  await t.db.updateTable('users').set({ permissions: ['Admin', 'CarrierPortal'] }).where('email', '=', DEMO.ops).execute();
  s.ops = await login(t.app, DEMO.ops);
  carrierId = s.carrier.user.companyId;
  otherCarrierId = await anotherCarrier(t.db, carrierId);
  brokerId = s.broker.user.companyId;

  const make = async (number: string, fixture: Parameters<typeof insertShipment>[1]) => (await insertShipment(t.db, { ...fixture, number })).id;
  n.own = 'QS1001';
  await make(n.own, { status: ShipmentStatus.InTransit, carrierId, customerId: brokerId, referenceNumbers: ['PO-QS-OWN'] });
  n.othersBooked = 'QS1002';
  await make(n.othersBooked, { status: ShipmentStatus.Booked, carrierId: otherCarrierId, referenceNumbers: ['PO-QS-OTHER'] });
  n.board = 'QS1003';
  await make(n.board, { status: ShipmentStatus.ReadyToBook, customerId: brokerId, referenceNumbers: ['PO-QS-BOARD'] });
  n.tenderedToUs = 'QS1004';
  const toUs = await make(n.tenderedToUs, { status: ShipmentStatus.Tendering });
  await insertTender(t.db, { shipmentId: toUs, carrierId, status: TenderOfferStatus.Sent, expiresAt: IN_AN_HOUR() });
  n.tenderedExpired = 'QS1005';
  const expired = await make(n.tenderedExpired, { status: ShipmentStatus.Tendering });
  await insertTender(t.db, { shipmentId: expired, carrierId, status: TenderOfferStatus.Sent, expiresAt: HOUR_AGO() });
  n.tenderedToOther = 'QS1006';
  const toOther = await make(n.tenderedToOther, { status: ShipmentStatus.Tendering });
  await insertTender(t.db, { shipmentId: toOther, carrierId: otherCarrierId, status: TenderOfferStatus.Sent, expiresAt: IN_AN_HOUR() });
  n.brokerDraft = 'QS1007';
  await make(n.brokerDraft, { status: ShipmentStatus.Draft, customerId: brokerId, referenceNumbers: ['PO-QS-DRAFT'] });
  n.assigned = 'QS1008';
  const assigned = await make(n.assigned, { status: ShipmentStatus.Dispatched, carrierId });
  const driver = await t.db.selectFrom('users').select('driver_id').where('id', '=', s.driver.user.id).executeTakeFirstOrThrow();
  await assignDriver(t.db, assigned, driver.driver_id!);
});
afterAll(async () => t?.close());

async function search(session: TestSession, query: string, extra = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/carrier/api/v2/quick_searches/shipments?query=${encodeURIComponent(query)}${extra}`,
    headers: authHeaders(session, { carrierApi: true }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { id: number; shipmentNumber: string; status: { value: number; displayName: string }; origin: object; destination: object; referenceNumbers: string[] }[];
    totalCount: number;
  };
}
const numbers = (answer: Awaited<ReturnType<typeof search>>) => answer.data.map((r) => r.shipmentNumber);

describe('GET /carrier/api/v2/quick_searches/shipments', () => {
  it('a carrier finds its own freight, the load board and live tenders to it; newest number first', async () => {
    const answer = await search(s.carrier, 'QS10');
    expect(numbers(answer)).toEqual([n.assigned, n.tenderedToUs, n.board, n.own]);
    expect(answer.totalCount).toBe(4);
    const own = answer.data.find((r) => r.shipmentNumber === n.own)!;
    expect(own).toEqual({
      id: expect.any(Number),
      shipmentNumber: n.own,
      status: { value: ShipmentStatus.InTransit, displayName: 'In Transit' },
      origin: { city: 'Columbus', state: 'OH', postalCode: '43215' },
      destination: { city: 'Dallas', state: 'TX', postalCode: '75201' },
      // Reference numbers are for brokers.
      referenceNumbers: [],
    });
  });

  it("never returns another carrier's booked shipment, even asked by its exact number", async () => {
    expect((await search(s.carrier, n.othersBooked)).data).toEqual([]);
    expect((await search(s.carrier, n.tenderedToOther)).data).toEqual([]);
    expect((await search(s.carrier, n.tenderedExpired)).data).toEqual([]);
    expect((await search(s.carrier, n.brokerDraft)).data).toEqual([]);
  });

  it('a carrier cannot search by reference number', async () => {
    expect((await search(s.carrier, 'PO-QS-OWN')).data).toEqual([]);
  });

  it("a broker finds its customers' shipments (Drafts included) by number or reference, with reference numbers", async () => {
    const byNumber = await search(s.broker, 'QS10');
    expect(numbers(byNumber)).toEqual([n.brokerDraft, n.board, n.own]);
    const byReference = await search(s.broker, 'PO-QS-DRAFT');
    expect(numbers(byReference)).toEqual([n.brokerDraft]);
    expect(byReference.data[0].referenceNumbers).toEqual(['PO-QS-DRAFT']);
    expect(byReference.data[0].status).toEqual({ value: ShipmentStatus.Draft, displayName: 'Draft' });
    // Another carrier's customer's reference is not the broker's, by prefix or whole.
    expect((await search(s.broker, 'PO-QS-OTHER')).data).toEqual([]);
    expect(numbers(await search(s.broker, 'PO-QS-'))).toEqual([n.brokerDraft, n.board, n.own]);
  });

  it('a broker finds a reference number by its prefix as they type ("PO-42" finds PO-4215104)', async () => {
    const typed = await insertShipment(t.db, { number: 'QS2001', status: ShipmentStatus.Booked, carrierId, customerId: brokerId, referenceNumbers: ['BOL-77', 'PO-4215104'] });
    await insertShipment(t.db, { number: 'QS2002', status: ShipmentStatus.Booked, carrierId, customerId: brokerId, referenceNumbers: ['PO-4399'] });
    for (const prefix of ['P', 'PO-', 'PO-4', 'PO-42', 'PO-421510', 'PO-4215104']) {
      expect(numbers(await search(s.broker, prefix)), prefix).toContain(typed.number);
    }
    // The demo seed has PO-42... references too: every match has a reference with that prefix.
    const po42 = await search(s.broker, 'PO-42');
    expect(po42.data.every((r) => r.referenceNumbers.some((ref) => ref.startsWith('PO-42')))).toBe(true);
    expect(numbers(await search(s.broker, 'PO-4215104'))).toEqual([typed.number]);
    const po43 = numbers(await search(s.broker, 'PO-4399'));
    expect(po43).toContain('QS2002');
    expect(po43).not.toContain(typed.number);
    // A prefix, never the middle of a value; case as stored.
    expect((await search(s.broker, '4215104')).data).toEqual([]);
    expect((await search(s.broker, 'po-42')).data).toEqual([]);
    expect((await search(s.broker, 'PO-4215104X')).data).toEqual([]);
    // The trigger keeps the indexed list in step with the shipment's references.
    await t.db.updateTable('shipments').set({ reference_numbers: ['SO-QS9'] }).where('id', '=', typed.id).execute();
    expect(numbers(await search(s.broker, 'PO-42'))).not.toContain(typed.number);
    expect(numbers(await search(s.broker, 'SO-QS'))).toEqual([typed.number]);
    // The carrier still cannot search by reference.
    expect((await search(s.carrier, 'SO-QS')).data).toEqual([]);
  });

  it('the reference prefix search walks the value index (EXPLAIN)', async () => {
    await t.db.executeQuery(sql`set enable_seqscan = off`.compile(t.db));
    try {
      const plan = await sql<{ 'QUERY PLAN': string }>`explain select shipment_id from shipment_reference_numbers where value collate "C" >= 'PO-42' and value collate "C" < 'PO-43' limit 1000`.execute(t.db);
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('shipment_reference_numbers_value_idx');
    } finally {
      await t.db.executeQuery(sql`set enable_seqscan = on`.compile(t.db));
    }
  });

  it('a driver finds only the loads assigned to them', async () => {
    expect(numbers(await search(s.driver, 'QS10'))).toEqual([n.assigned]);
    expect((await search(s.driver, n.own)).data).toEqual([]);
  });

  it('the brokerage sees everything', async () => {
    const answer = await search(s.ops, 'QS10');
    expect(answer.totalCount).toBe(8);
    expect(answer.data.find((r) => r.shipmentNumber === n.own)!.referenceNumbers).toEqual(['PO-QS-OWN']);
  });

  it('factoring companies may not search shipments', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/carrier/api/v2/quick_searches/shipments?query=QS', headers: authHeaders(s.factoring, { carrierApi: true }) });
    expect(response.statusCode).toBe(403);
  });

  it('pages with a total count', async () => {
    const first = await search(s.carrier, 'QS10', '&page=1&pageSize=3');
    const second = await search(s.carrier, 'QS10', '&page=2&pageSize=3');
    expect(numbers(first)).toEqual([n.assigned, n.tenderedToUs, n.board]);
    expect(numbers(second)).toEqual([n.own]);
    expect(first.totalCount).toBe(4);
    expect(second.totalCount).toBe(4);
  });

  it('treats LIKE wildcards as text and empty queries as no search', async () => {
    expect((await search(s.ops, '%')).data).toEqual([]);
    expect((await search(s.ops, '_S10')).data).toEqual([]);
    expect(await search(s.ops, '   ')).toEqual({ data: [], totalCount: 0 });
  });

  it('finds by a prefix that has no range (made of the last character of all) as by any other', async () => {
    // prefixRange has no end for such a text: the statement says LIKE instead, planned per call.
    const odd = await insertShipment(t.db, { number: '\u{10FFFF}QS3001', status: ShipmentStatus.Booked, carrierId, customerId: brokerId, referenceNumbers: ['\u{10FFFF}\u{10FFFF}-REF'] });
    await insertShipment(t.db, { number: 'QS3002', status: ShipmentStatus.Booked, carrierId, customerId: brokerId, referenceNumbers: ['\u{10FFFF}X'] });
    expect(numbers(await search(s.broker, '\u{10FFFF}'))).toEqual([odd.number, 'QS3002']);
    expect(numbers(await search(s.broker, '\u{10FFFF}\u{10FFFF}'))).toEqual([odd.number]);
    expect(numbers(await search(s.carrier, '\u{10FFFF}Q'))).toEqual([odd.number]);
  });

  it('validates paging', async () => {
    const headers = authHeaders(s.carrier, { carrierApi: true });
    const tooBig = await t.app.inject({ method: 'GET', url: '/carrier/api/v2/quick_searches/shipments?query=QS&pageSize=101', headers });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors).toHaveProperty(['querystring.pageSize']);
    const notANumber = await t.app.inject({ method: 'GET', url: '/carrier/api/v2/quick_searches/shipments?query=QS&page=first', headers });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().errors).toHaveProperty(['querystring.page']);
  });

  it('defaults to 50 a page', async () => {
    const many = Array.from({ length: 55 }, (_, i) => `QM${String(i).padStart(3, '0')}`);
    for (const number of many) await insertShipment(t.db, { number, status: ShipmentStatus.ReadyToBook });
    const answer = await search(s.carrier, 'QM');
    expect(answer.data).toHaveLength(50);
    expect(answer.totalCount).toBe(55);
    expect(answer.data[0].shipmentNumber).toBe('QM054');
  });
});
