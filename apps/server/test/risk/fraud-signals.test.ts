import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FraudSignalDetail, FraudSignalList } from '@portal/domain/risk/fraud-signal-schemas';
import { FRAUD_SIGNAL_KINDS, LOADS_PER_POWER_UNIT } from '@portal/domain/risk/fraud-rules';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { FRAUD_SCENARIOS, RE_TENDER_ACCOMPLICE } from '../../src/db/seed/fraud-scenarios';
import { FRAUD_BOOKING_JOB, FRAUD_JOB_HANDLERS, queueFraudCheckOfBooking } from '../../src/modules/risk/fraud-signal-jobs';
import { detectFraud } from '../../src/modules/risk/fraud-signals.service';
import { buildTestApp, DEMO, login, type TestApp } from '../helper';
import { client, type Client } from '../invoices/invoice-test-kit';

/**
 * Fraud signals: the seeded scenarios each raise their one kind and the demo's carriers none; the
 * detectors neither duplicate a signal on a re-run nor keep one whose facts are gone; the Risk
 * routes are the brokerage staff's only.
 */

const SIGNALS = '/portal/api/internal/fraud-signals';
const CLEAN_CARRIERS = ['Blue Ridge Transport LLC', 'Lone Star Haulers', 'Great Lakes Carriers', 'Pacific Coast Freight', 'Maple Leaf Logistics', 'Rusty Wheels Trucking'];

let t: TestApp;
let ops: Client;
let ap: Client;

beforeAll(async () => {
  t = await buildTestApp();
  [ops, ap] = [client(t.app, await login(t.app, DEMO.ops)), client(t.app, await login(t.app, DEMO.ap))];
});
afterAll(async () => t?.close());

async function carrierId(name: string): Promise<number> {
  return (await t.db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

async function signalsOf(name: string) {
  return t.db.selectFrom('fraud_signals').select(['id', 'kind', 'status', 'subject', 'shipment_id']).where('carrier_id', '=', await carrierId(name)).orderBy('id').execute();
}

/** The instant the seed ran: its truck-far loads pick up two hours after it. */
async function seedNow(): Promise<Date> {
  const load = await t.db.selectFrom('shipments').select('pickup_early').where('shipment_number', '=', '4900018').executeTakeFirstOrThrow();
  return new Date(load.pickup_early.getTime() - 2 * 3_600_000);
}

describe('the seeded scenarios', () => {
  it('raises exactly its kind on each of the 20 scenario carriers', async () => {
    expect(FRAUD_SCENARIOS).toHaveLength(20);
    for (const kind of FRAUD_SIGNAL_KINDS) expect(FRAUD_SCENARIOS.filter((s) => s.kind === kind).length, kind).toBeGreaterThanOrEqual(2);
    for (const scenario of FRAUD_SCENARIOS) {
      const signals = await signalsOf(scenario.name);
      expect(signals.length, scenario.name).toBeGreaterThan(0);
      expect([...new Set(signals.map((s) => s.kind))], scenario.name).toEqual([scenario.kind]);
      expect(signals.every((s) => s.status === 'Open'), scenario.name).toBe(true);
    }
  });

  it('raises nothing on the clean demo carriers nor on the carrier that holds the other loads’ papers', async () => {
    for (const name of [...CLEAN_CARRIERS, RE_TENDER_ACCOMPLICE.name]) expect(await signalsOf(name), name).toEqual([]);
  });

  it('finds the same signals on a re-run without a duplicate, and still none on the clean carriers', async () => {
    const before = await t.db.selectFrom('fraud_signals').select(['id', 'status']).orderBy('id').execute();
    const outcome = await detectFraud(t.db, {}, await seedNow());
    expect(outcome).toMatchObject({ raised: 0, reopened: 0, cleared: 0 });
    expect(await t.db.selectFrom('fraud_signals').select(['id', 'status']).orderBy('id').execute()).toEqual(before);
    for (const name of CLEAN_CARRIERS) expect(await signalsOf(name), name).toEqual([]);
  });
});

describe('each detector raises and clears', () => {
  it('overbooking: clears once the carrier lists enough trucks, and opens again when they go', async () => {
    const id = await carrierId('Quickline Transport');
    const now = await seedNow();
    await t.db.insertInto('equipment').values({ company_id: id, kind: 'PowerUnit', unit_number: 'QL-NEW', vin: '5FRDTEST000000091', license_plate: 'QLT0091', license_state: 'OH' }).execute();
    expect((await detectFraud(t.db, { carrierIds: [id] }, now)).cleared).toBe(1);
    expect((await signalsOf('Quickline Transport')).map((s) => s.status)).toEqual(['Cleared']);
    await t.db.deleteFrom('equipment').where('unit_number', '=', 'QL-NEW').execute();
    expect((await detectFraud(t.db, { carrierIds: [id] }, now)).reopened).toBe(1);
    const [signal] = await signalsOf('Quickline Transport');
    expect(signal!.status).toBe('Open');
    const history = await t.db.selectFrom('fraud_signal_history').select('action').where('signal_id', '=', signal!.id).orderBy('id').execute();
    expect(history.map((h) => h.action)).toEqual(['Raised', 'Cleared', 'Reopened']);
  });

  it('truck far from pickup: clears when the truck reports near the pickup', async () => {
    const now = await seedNow();
    const load = await t.db.selectFrom('shipments').select(['id', 'origin_latitude', 'origin_longitude']).where('shipment_number', '=', '4900019').executeTakeFirstOrThrow();
    await t.db.updateTable('shipments').set({ last_latitude: load.origin_latitude + 0.5, last_longitude: load.origin_longitude, last_location_at: now }).where('id', '=', load.id).execute();
    const outcome = await detectFraud(t.db, { shipmentIds: [load.id] }, now);
    expect(outcome.cleared).toBe(1);
    expect((await signalsOf('Riverbend Logistics')).map((s) => s.status)).toEqual(['Cleared']);
  });

  it('a booking queues a narrow check that finds what the booking changed', async () => {
    const now = await seedNow();
    const carrier = await carrierId('Ironhorse Freight Co');
    const load = await t.db
      .selectFrom('shipments')
      .select(['id', 'shipment_number'])
      .where('status', '=', ShipmentStatus.ReadyToBook)
      .where('carrier_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('shipments').set({ status: ShipmentStatus.Booked, carrier_id: carrier, booked_at: now }).where('id', '=', load.id).execute();
    await queueFraudCheckOfBooking(t.db, { shipmentId: load.id, carrierId: carrier, bookedAt: now });
    const job = await t.db.selectFrom('jobs').select(['payload']).where('kind', '=', FRAUD_BOOKING_JOB).where('dedupe_key', 'like', `%:${load.id}:%`).executeTakeFirstOrThrow();
    const payload = (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as Record<string, unknown>;
    await FRAUD_JOB_HANDLERS[FRAUD_BOOKING_JOB]!(t.db, payload, now);
    const [signal] = await t.db.selectFrom('fraud_signals').select(['evidence']).where('carrier_id', '=', carrier).where('kind', '=', 'Overbooked').execute();
    const evidence = (typeof signal!.evidence === 'string' ? JSON.parse(signal!.evidence) : signal!.evidence) as Record<string, unknown>;
    expect(evidence).toMatchObject({ activeLoads: 2, powerUnits: 0, loadsPerPowerUnit: LOADS_PER_POWER_UNIT });
  });
});

describe('the Risk routes', () => {
  it('lists by kind, status, carrier and day, newest first, with evidence', async () => {
    const id = await carrierId('Harbor Point Trucking');
    const answer = await ops.get(`${SIGNALS}?kind=SharedVehicle&status=Open&carrierId=${id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json() as FraudSignalList;
    expect(list.totalCount).toBe(1);
    expect(list.data[0]).toMatchObject({ kind: 'SharedVehicle', status: 'Open', carrier: { id, name: 'Harbor Point Trucking' }, shipment: null, evidence: { match: 'vin', value: '1XKYD49X0LJ000777' } });
    expect(list.data[0]!.summary).toContain('Tri-County Haulers');
    const all = (await ap.get(`${SIGNALS}?pageSize=100`)).json() as FraudSignalList;
    expect(all.totalCount).toBeGreaterThanOrEqual(20);
    const times = all.data.map((s) => s.raisedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const future = (await ops.get(`${SIGNALS}?from=2099-01-01`)).json() as FraudSignalList;
    expect(future.totalCount).toBe(0);
    const byLoad = (await ops.get(`${SIGNALS}?kind=LoadReTendered&pageSize=5`)).json() as FraudSignalList;
    expect(byLoad.data.every((s) => s.shipment !== null)).toBe(true);
    const oneLoad = (await ops.get(`${SIGNALS}?shipmentId=${byLoad.data[0]!.shipment!.id}`)).json() as FraudSignalList;
    expect(oneLoad.data.map((s) => s.id)).toContain(byLoad.data[0]!.id);
  });

  it('acknowledges an open signal with a note: history, audit entry, and a second time is 409', async () => {
    const list = (await ops.get(`${SIGNALS}?kind=PayeeChanged&carrierId=${await carrierId('Bayou Express Lines')}`)).json() as FraudSignalList;
    const signal = list.data[0]!;
    const detail = (await ops.get(`${SIGNALS}/${signal.id}`)).json() as FraudSignalDetail;
    expect(detail.history.map((h) => h.action)).toEqual(['Raised']);
    const acknowledged = await ap.post(`${SIGNALS}/${signal.id}/acknowledge`, { note: 'Called the carrier at its FMCSA number; the factor is real.' });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    const after = acknowledged.json() as FraudSignalDetail;
    expect(after.status).toBe('Acknowledged');
    expect(after.history.at(-1)).toMatchObject({ action: 'Acknowledged', note: 'Called the carrier at its FMCSA number; the factor is real.' });
    expect(after.history.at(-1)!.userName).toBeTruthy();
    const audit = await t.db.selectFrom('audit_events').select(['action', 'target_type', 'target_id']).where('action', '=', 'fraud_signal.acknowledged').execute();
    expect(audit).toContainEqual({ action: 'fraud_signal.acknowledged', target_type: 'fraud_signal', target_id: String(signal.id) });
    const again = await ops.post(`${SIGNALS}/${signal.id}/acknowledge`, { note: 'again' });
    expect(again.statusCode).toBe(409);
    // A re-run keeps it acknowledged: the staff's answer stands while the facts do not change.
    await detectFraud(t.db, {}, await seedNow());
    expect(((await ops.get(`${SIGNALS}/${signal.id}`)).json() as FraudSignalDetail).status).toBe('Acknowledged');
  });

  it('answers 400 for bad input and 404 for a signal that does not exist', async () => {
    const open = ((await ops.get(`${SIGNALS}?status=Open&pageSize=1`)).json() as FraudSignalList).data[0]!;
    for (const body of [{}, { note: '' }, { note: '   ' }, { note: 'x'.repeat(1001) }, { note: 42 }]) {
      const answer = await ops.post(`${SIGNALS}/${open.id}/acknowledge`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.headers['content-type']).toContain('application/problem+json');
    }
    for (const query of ['kind=Nope', 'status=open', 'carrierId=abc', 'from=yesterday', 'page=0', 'pageSize=1000', 'from=2026-02-10&to=2026-02-01']) {
      expect((await ops.get(`${SIGNALS}?${query}`)).statusCode, query).toBe(400);
    }
    expect((await ops.get(`${SIGNALS}/abc`)).statusCode).toBe(400);
    expect((await ops.get(`${SIGNALS}/999999`)).statusCode).toBe(404);
    expect((await ops.post(`${SIGNALS}/999999/acknowledge`, { note: 'checked' })).statusCode).toBe(404);
  });

  it('refuses every user outside the brokerage, whatever the signal, and changes nothing', async () => {
    const signal = ((await ops.get(`${SIGNALS}?status=Open&pageSize=1`)).json() as FraudSignalList).data[0]!;
    for (const email of [DEMO.carrierAdmin, DEMO.dispatcher, DEMO.broker, DEMO.driver, DEMO.factoring, DEMO.payer]) {
      const outsider = client(t.app, await login(t.app, email));
      expect((await outsider.get(SIGNALS)).statusCode, email).toBe(403);
      expect((await outsider.get(`${SIGNALS}/${signal.id}`)).statusCode, email).toBe(403);
      expect((await outsider.post(`${SIGNALS}/${signal.id}/acknowledge`, { note: 'not mine' })).statusCode, email).toBe(403);
    }
    expect(((await ops.get(`${SIGNALS}/${signal.id}`)).json() as FraudSignalDetail).status).toBe('Open');
  });
});
