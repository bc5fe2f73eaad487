import { beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { JOB_HANDLERS } from '../../src/jobs/job-handlers';
import { runDueJobs } from '../../src/jobs/job-runner';
import { testAppForFile } from '../helper';
import { APEX, BLUE_RIDGE, companyId, createLoad, createTender, GREAT_LAKES, HOUR, LONE_STAR, PLACES, signInClient, USERS } from '../load-board/freight-fixtures';

const t = testAppForFile({ broker: USERS.broker, blueRidge: USERS.blueRidgeAdmin, loneStar: USERS.loneStar, greatLakes: USERS.greatLakes }, signInClient);

let ids: { apex: number; blueRidge: number; loneStar: number; greatLakes: number };

beforeAll(async () => {
  ids = { apex: await companyId(t.db, APEX), blueRidge: await companyId(t.db, BLUE_RIDGE), loneStar: await companyId(t.db, LONE_STAR), greatLakes: await companyId(t.db, GREAT_LAKES) };
});

const status = async (id: number) => (await t.broker.get(`/portal/api/shipments/${id}/automatic-tendering-status`)).json().data;
const shipmentStatus = async (id: number) => (await t.db.selectFrom('shipments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

/** Moves a tender's deadline (and its expiry job) into the past, as if the time had passed. */
async function letExpire(tenderId: number) {
  const past = new Date(Date.now() - 1000);
  await t.db.updateTable('tenders').set({ expires_at: past }).where('id', '=', tenderId).execute();
  await t.db.updateTable('jobs').set({ run_at: past }).where('dedupe_key', '=', `tender-expired:${tenderId}`).execute();
}

describe('automatic tendering (waterfall)', () => {
  it('tenders the first carrier, the next when one rejects, the next when a tender expires (via the job runner), and books on acceptance', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex });
    const response = await t.broker.send('POST', `/portal/api/shipments/${load.id}/tenders`, {
      carriers: [{ carrierId: ids.loneStar, rate: 1600 }, { carrierId: ids.greatLakes, rate: 1650 }, { carrierId: ids.blueRidge, rate: 1700 }],
      expiresInMinutes: 30,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`Shipment ${load.number} successfully tendered.`);
    expect(await shipmentStatus(load.id)).toBe(ShipmentStatus.Tendering);
    let now = await status(load.id);
    expect(now).toMatchObject({ status: 'Running', isAutomatic: true, current: { carrierId: ids.loneStar, rate: 1600 }, remaining: [{ carrierId: ids.greatLakes }, { carrierId: ids.blueRidge }], history: [] });

    const rejected = await t.loneStar.send('PUT', `/portal/api/tenders/${now.current.tenderId}/offers`, { status: 'Rejected', reason: 'No trucks' });
    expect(rejected.statusCode).toBe(200);
    now = await status(load.id);
    expect(now.current).toMatchObject({ carrierId: ids.greatLakes, rate: 1650 });
    expect(now.history).toMatchObject([{ carrierId: ids.loneStar, status: 'Rejected' }]);
    const sent = (await t.greatLakes.get('/portal/api/tenders?pageSize=100')).json().data as { id: number }[];
    expect(sent.map((x) => x.id)).toContain(now.current.tenderId);

    await letExpire(now.current.tenderId);
    expect(await runDueJobs(t.db, JOB_HANDLERS)).toBeGreaterThanOrEqual(1);
    now = await status(load.id);
    expect(now.current).toMatchObject({ carrierId: ids.blueRidge, rate: 1700 });
    expect(now.history.map((s: { status: string }) => s.status)).toEqual(['Rejected', 'Expired']);
    // The job is idempotent: running it again changes nothing.
    await t.db.updateTable('jobs').set({ done_at: null, run_at: new Date(Date.now() - 1000) }).where('kind', '=', 'tender-expired').where('payload', '@>', JSON.stringify({ tenderId: now.history[1].tenderId })).execute();
    await runDueJobs(t.db, JOB_HANDLERS);
    expect((await status(load.id)).current.carrierId).toBe(ids.blueRidge);

    expect((await t.blueRidge.send('PUT', `/portal/api/tenders/${now.current.tenderId}/offers`, { status: 'Accepted' })).statusCode).toBe(200);
    now = await status(load.id);
    expect(now).toMatchObject({ status: 'Booked', current: null, remaining: [] });
    const booked = await t.db.selectFrom('shipments').select(['status', 'carrier_id', 'rate_cents']).where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(booked).toEqual({ status: ShipmentStatus.Booked, carrier_id: ids.blueRidge, rate_cents: 170_000 });
    const rates = (await t.broker.get(`/portal/api/shipments/${load.id}/tender-rate-status`)).json().data as { carrierId: number; status: { displayName: string } }[];
    expect(rates.map((r) => [r.carrierId, r.status.displayName])).toEqual([[ids.blueRidge, 'Accepted'], [ids.greatLakes, 'Expired'], [ids.loneStar, 'Rejected']]);
  });

  it('returns the load to Ready to Book when the last tender expires', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex });
    const first = (await t.broker.send('POST', `/portal/api/shipments/${load.id}/tenders`, { carriers: [{ carrierId: ids.loneStar, rate: 1600 }] })).json().data;
    expect(first.isAutomatic).toBe(false);
    await letExpire(first.current.tenderId);
    await runDueJobs(t.db, JOB_HANDLERS);
    expect(await status(load.id)).toMatchObject({ status: 'Exhausted', current: null });
    expect(await shipmentStatus(load.id)).toBe(ShipmentStatus.ReadyToBook);
  });

  it('refuses to tender twice, a booked load, a Do Not Use carrier and a bad body', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex });
    const body = { carriers: [{ carrierId: ids.loneStar, rate: 1600 }] };
    await t.broker.send('POST', `/portal/api/shipments/${load.id}/tenders`, body);
    expect((await t.broker.send('POST', `/portal/api/shipments/${load.id}/tenders`, body)).statusCode).toBe(409);
    const rusty = await companyId(t.db, 'Rusty Wheels Trucking');
    const other = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex });
    const dnu = await t.broker.send('POST', `/portal/api/shipments/${other.id}/tenders`, { carriers: [{ carrierId: rusty, rate: 1500 }] });
    expect(dnu.statusCode).toBe(400);
    expect(dnu.json().errors).toHaveProperty(['carriers.0.carrierId']);
    const empty = await t.broker.send('POST', `/portal/api/shipments/${other.id}/tenders`, { carriers: [] });
    expect(empty.json().errors).toHaveProperty('carriers');
    expect((await t.broker.get(`/portal/api/shipments/${other.id}/automatic-tendering-status`)).json()).toEqual({ data: null });
  });
});

describe('two carriers accepting at once', () => {
  it('books the load to exactly one of them', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex, status: ShipmentStatus.Tendering });
    const a = await createTender(t.db, { shipmentId: load.id, carrierId: ids.blueRidge, rateCents: 150_000 });
    const b = await createTender(t.db, { shipmentId: load.id, carrierId: ids.loneStar, rateCents: 151_000 });
    const answers = await Promise.all([
      t.blueRidge.send('PUT', `/portal/api/tenders/${a}/offers`, { status: 'Accepted' }),
      t.loneStar.send('PUT', `/portal/api/tenders/${b}/offers`, { status: 'Accepted' }),
    ]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    const tenders = await t.db.selectFrom('tenders').select(['status']).where('shipment_id', '=', load.id).execute();
    expect(tenders.filter((x) => x.status === TenderOfferStatus.Accepted)).toHaveLength(1);
    const row = await t.db.selectFrom('shipments').select(['status', 'carrier_id']).where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(ShipmentStatus.Booked);
    expect([ids.blueRidge, ids.loneStar]).toContain(row.carrier_id);
  });
});

describe('the job queue', () => {
  it('runs a due job once, retries a failing one later, and leaves future jobs alone', async () => {
    const calls: number[] = [];
    const handlers = {
      count: async (_db: unknown, payload: Record<string, unknown>) => void calls.push(Number(payload.n)),
      fail: async () => {
        throw new Error('boom');
      },
    };
    await t.db.insertInto('jobs').values([
      { kind: 'count', payload: JSON.stringify({ n: 1 }), run_at: new Date(Date.now() - 1000) },
      { kind: 'count', payload: JSON.stringify({ n: 2 }), run_at: new Date(Date.now() + HOUR) },
      { kind: 'fail', payload: '{}', run_at: new Date(Date.now() - 1000) },
    ]).execute();
    await runDueJobs(t.db, handlers);
    await runDueJobs(t.db, handlers);
    expect(calls).toEqual([1]);
    const failed = await t.db.selectFrom('jobs').select(['attempts', 'last_error', 'done_at', 'run_at']).where('kind', '=', 'fail').executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ attempts: 1, last_error: 'boom', done_at: null });
    expect(failed.run_at.getTime()).toBeGreaterThan(Date.now());
    await t.db.deleteFrom('jobs').where('kind', 'in', ['count', 'fail']).execute();
  });
});
