import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../src/db/connect';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { actor, type Actor } from '../shipments/fixtures';

/**
 * Lists read from a real streaming replica (a second PostgreSQL cluster on port 5433, made by
 * scripts/replica.mjs when this machine can), and a user's own writes read back from the primary.
 * The replica's replay is paused while a test writes behind its back, so what it answers is known.
 * On the embedded database there is no replica: these tests run in the PostgreSQL pass.
 */
const source = inject('testDatabase');
const REPLICA_URL = process.env.TEST_DATABASE_READ_URL ?? 'postgres://postgres@127.0.0.1:5433/postgres';

function ensureReplica(): boolean {
  if (source.kind !== 'postgres') return false;
  try {
    execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../../../../scripts/replica.mjs')], { stdio: 'pipe' });
    return true;
  } catch (error) {
    console.warn(`SKIPPED: no streaming replica on ${REPLICA_URL} (${(error as Error).message.split('\n')[0]})`);
    return false;
  }
}
const replicaUp = ensureReplica();
if (source.kind !== 'postgres') console.warn('SKIPPED: the read replica tests run against PostgreSQL (TEST_DATABASE_URL)');

async function onReplica<T>(query: string): Promise<T[]> {
  const replica = await connectDatabase({ databaseUrl: REPLICA_URL, maxConnections: 1 });
  try {
    return (await sql.raw<T>(query).execute(replica.db)).rows;
  } finally {
    await replica.close();
  }
}

const pauseReplay = () => onReplica('select pg_wal_replay_pause()');
const resumeReplay = () => onReplica('select pg_wal_replay_resume()');

/**
 * Until the replica has replayed everything the primary wrote so far. The other test files copy a
 * whole template database each through the write-ahead log meanwhile, so on a busy machine the
 * replica can be many seconds behind: a minute is the limit, not the expectation.
 */
async function caughtUp(t: TestApp) {
  const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(t.db);
  for (let i = 0; i < 1200; i += 1) {
    const [row] = await onReplica<{ behind: boolean }>(`select pg_last_wal_replay_lsn() < '${rows[0]!.lsn}'::pg_lsn as behind`);
    if (!row!.behind) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the replica did not catch up in 60 s');
}
const CATCH_UP_TEST_TIMEOUT = 90_000;

const unitNumbers = async (who: Actor) => {
  const answer = await who.request('GET', '/portal/api/equipment?kind=Trailer&q=RR-');
  expect(answer.statusCode).toBe(200);
  return (answer.json().data as { unitNumber: string }[]).map((u) => u.unitNumber);
};
const trailer = (unitNumber: string) => ({ kind: 'Trailer', unitNumber, trailerType: 'Reefer', lengthFeet: 53, reeferUnit: 'Thermo King S-600', year: 2022, make: 'Utility', model: '3000R' });

describe.skipIf(!replicaUp)('a streaming read replica', () => {
  let t: TestApp;
  let admin: Actor;
  let dispatcher: Actor;

  beforeAll(async () => {
    t = await buildTestApp({ READ_YOUR_WRITES_SECONDS: '2' }, { replicaUrl: REPLICA_URL });
    admin = await actor(t.app, t.db, DEMO.carrierAdmin);
    dispatcher = await actor(t.app, t.db, DEMO.dispatcher);
    await caughtUp(t);
  });
  afterAll(async () => {
    await resumeReplay().catch(() => undefined);
    await t?.close();
  });

  it('reads lists from the replica, and a writer reads its own writes from the primary for a few seconds', async () => {
    await pauseReplay();
    try {
      // Written behind the replica's back: a list read there does not show it yet.
      const companyId = (await t.db.selectFrom('users').select('company_id').where('email', '=', DEMO.dispatcher).executeTakeFirstOrThrow()).company_id;
      await t.db.insertInto('equipment').values({ company_id: companyId, kind: 'Trailer', unit_number: 'RR-HIDDEN', equipment_mode: 'Van', make: null, model: null, year: null, vin: null, license_plate: null, license_state: null, length_feet: 53, reefer_unit: null, eld_vehicle_id: null, retired_at: null }).execute();
      expect(await unitNumbers(dispatcher)).not.toContain('RR-HIDDEN');

      // The admin adds a trailer: the admin's next lists come from the primary and show both.
      expect((await admin.request('POST', '/portal/api/equipment', trailer('RR-OWN'))).statusCode).toBe(201);
      const adminSees = await unitNumbers(admin);
      expect(adminSees).toContain('RR-OWN');
      expect(adminSees).toContain('RR-HIDDEN');
      // The dispatcher, who wrote nothing, still reads the replica, which is paused.
      expect(await unitNumbers(dispatcher)).not.toContain('RR-OWN');

      // Past the window the admin is back on the replica.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect(await unitNumbers(admin)).not.toContain('RR-OWN');
    } finally {
      await resumeReplay();
    }
    await caughtUp(t);
    expect(await unitNumbers(dispatcher)).toEqual(expect.arrayContaining(['RR-OWN', 'RR-HIDDEN']));
  }, CATCH_UP_TEST_TIMEOUT);

  it('answers the shipment list from the replica as the primary does, once the replica has applied the writes', async () => {
    const list = async (who: Actor) => {
      const answer = await who.request('GET', '/trucks/api/v2/shipments?pageSize=25');
      expect(answer.statusCode).toBe(200);
      return answer.json() as { data: { shipmentNumber: string; referenceNumbers?: string[] }[]; totalCount: number };
    };
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const fromReplica = await list(dispatcher);
    expect(fromReplica.totalCount).toBeGreaterThan(0);
    await pauseReplay();
    let onPrimary: Awaited<ReturnType<typeof list>>;
    try {
      // Any write of the admin's sends the admin's reads to the primary, which answers the same list.
      expect((await admin.request('POST', '/portal/api/equipment', trailer('RR-LIST'))).statusCode).toBe(201);
      onPrimary = await list(admin);
      expect(onPrimary).toEqual(fromReplica);
    } finally {
      await resumeReplay();
    }
    await caughtUp(t);
    expect(await list(dispatcher)).toEqual(onPrimary);
  }, CATCH_UP_TEST_TIMEOUT);

  it('answers from the primary when the replica cannot', async () => {
    const broken = await buildTestApp({ READ_YOUR_WRITES_SECONDS: '2' }, { replicaUrl: 'postgres://postgres@127.0.0.1:1/postgres' });
    try {
      const dispatcherThere = await actor(broken.app, broken.db, DEMO.dispatcher);
      expect((await dispatcherThere.request('POST', '/portal/api/equipment', trailer('RR-THERE'))).statusCode).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect(await unitNumbers(dispatcherThere)).toEqual(['RR-THERE']);
    } finally {
      await broken.close();
    }
  });
});
