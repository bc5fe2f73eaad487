import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttentionLoad, AttentionLoadList, DeskCarrierList, PendingAccessRequestList } from '@portal/domain/back-office/back-office-desk-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { buildTestApp, DEMO, login, type TestApp } from '../helper';
import { BLUE_RIDGE, client, companyId, type Client } from '../invoices/invoice-test-kit';

/**
 * The brokerage staff's desk: loads needing attention (uncovered near pickup, stop update overdue,
 * problem unresolved), the carriers, the access requests waiting at every company; and the staff
 * open any shipment.
 */

const ATTENTION = '/portal/api/internal/loads-needing-attention';
const CARRIERS = '/portal/api/internal/carriers';
const REQUESTS = '/portal/api/internal/access-requests';
const HOUR = 3_600_000;

let t: TestApp;
let ops: Client;
let ap: Client;

beforeAll(async () => {
  t = await buildTestApp();
  [ops, ap] = [client(t.app, await login(t.app, DEMO.ops)), client(t.app, await login(t.app, DEMO.ap))];
});
afterAll(async () => t?.close());

async function shipmentOfStatus(status: number, offset = 0) {
  return t.db.selectFrom('shipments').select(['id', 'shipment_number']).where('status', '=', status).orderBy('id').offset(offset).limit(1).executeTakeFirstOrThrow();
}

async function rowsFor(c: Client, shipmentNumber: string): Promise<AttentionLoad[]> {
  const answer = await c.get(`${ATTENTION}?search=${shipmentNumber}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as AttentionLoadList).data.filter((row) => row.shipmentNumber === shipmentNumber);
}

describe('who reaches the desk', () => {
  it('refuses every user outside the brokerage, and lets every brokerage user read', async () => {
    for (const email of [DEMO.carrierAdmin, DEMO.broker, DEMO.driver, DEMO.factoring, DEMO.payer]) {
      const outsider = client(t.app, await login(t.app, email));
      for (const url of [ATTENTION, CARRIERS, REQUESTS]) expect((await outsider.get(url)).statusCode, `${email} ${url}`).toBe(403);
    }
    for (const url of [ATTENTION, CARRIERS, REQUESTS]) expect((await ap.get(url)).statusCode, url).toBe(200);
  });

  it('answers 400 with a problem document for a bad page', async () => {
    const answer = await ops.get(`${ATTENTION}?page=0`);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toContain('application/problem+json');
  });
});

describe('loads needing attention', () => {
  it('lists a load not covered when its pickup comes within 48 hours, in the pickup stop zone, and not before', async () => {
    const load = await shipmentOfStatus(ShipmentStatus.ReadyToBook);
    await t.db.updateTable('shipments').set({ pickup_early: new Date(Date.now() + 72 * HOUR) }).where('id', '=', load.id).execute();
    expect(await rowsFor(ops, load.shipment_number)).toEqual([]);

    const pickup = new Date(Date.now() + 5 * HOUR);
    await t.db.updateTable('shipments').set({ pickup_early: pickup }).where('id', '=', load.id).execute();
    const zone = (await t.db.selectFrom('shipment_stops').select('iana_timezone').where('shipment_id', '=', load.id).where('stop_number', '=', 1).executeTakeFirstOrThrow()).iana_timezone;
    const [row] = await rowsFor(ops, load.shipment_number);
    expect(row).toMatchObject({ reason: 'Uncovered', dueAt: pickup.toISOString(), timeZone: zone, carrier: null, status: { value: ShipmentStatus.ReadyToBook } });
  });

  it('lists a moving load whose stop update is overdue, and drops it once the update is due later', async () => {
    const load = await shipmentOfStatus(ShipmentStatus.InTransit);
    const due = new Date(Date.now() - 3 * HOUR);
    await t.db.updateTable('shipments').set({ next_stop_due_at: due }).where('id', '=', load.id).execute();
    const [row] = await rowsFor(ops, load.shipment_number);
    expect(row).toMatchObject({ reason: 'Overdue', dueAt: due.toISOString() });
    expect(row!.carrier).not.toBeNull();

    await t.db.updateTable('shipments').set({ next_stop_due_at: new Date(Date.now() + HOUR) }).where('id', '=', load.id).execute();
    expect((await rowsFor(ops, load.shipment_number)).filter((r) => r.reason === 'Overdue')).toEqual([]);
  });

  it('lists an unresolved problem with its kinds until it is resolved; a voided load is not work', async () => {
    const load = await shipmentOfStatus(ShipmentStatus.Dispatched);
    await t.db.updateTable('shipments').set({ next_stop_due_at: null }).where('id', '=', load.id).execute();
    await t.db.updateTable('shipment_problems').set({ resolved_at: new Date() }).where('shipment_id', '=', load.id).execute();
    const reported = new Date(Date.now() - HOUR);
    await t.db
      .insertInto('shipment_problems')
      .values([
        { shipment_id: load.id, problem_type: 'Truck Breakdown', created_at: reported },
        { shipment_id: load.id, problem_type: 'Accident', created_at: new Date() },
      ])
      .execute();
    const [row] = await rowsFor(ops, load.shipment_number);
    expect(row).toMatchObject({ reason: 'Problem', dueAt: reported.toISOString(), problems: ['Accident', 'Truck Breakdown'] });

    await t.db.updateTable('shipment_problems').set({ resolved_at: new Date() }).where('shipment_id', '=', load.id).execute();
    expect(await rowsFor(ops, load.shipment_number)).toEqual([]);

    const voided = await shipmentOfStatus(ShipmentStatus.Voided);
    await t.db.insertInto('shipment_problems').values({ shipment_id: voided.id, problem_type: 'Accident' }).execute();
    expect(await rowsFor(ops, voided.shipment_number)).toEqual([]);
  });

  it('puts the most overdue first and pages on the server', async () => {
    const all = (await ops.get(`${ATTENTION}?pageSize=100`)).json() as AttentionLoadList;
    const times = all.data.map((row) => Date.parse(row.dueAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const second = (await ops.get(`${ATTENTION}?pageSize=1&page=2`)).json() as AttentionLoadList;
    expect(second.totalCount).toBe(all.totalCount);
    if (all.data.length > 1) expect(second.data[0]).toEqual(all.data[1]);
  });
});

describe('carriers', () => {
  it('finds a carrier by MC number with its open work counted from the records', async () => {
    const id = await companyId(t.db, BLUE_RIDGE);
    const { mc_number } = await t.db.selectFrom('companies').select('mc_number').where('id', '=', id).executeTakeFirstOrThrow();
    const answer = (await ops.get(`${CARRIERS}?search=${mc_number}`)).json() as DeskCarrierList;
    const row = answer.data.find((c) => c.id === id)!;
    const count = async (q: Promise<{ n: number | string | bigint }>) => Number((await q).n);
    expect(row).toMatchObject({
      name: BLUE_RIDGE,
      mcNumber: mc_number,
      activeLoads: await count(
        t.db.selectFrom('shipments').select((eb) => eb.fn.countAll().as('n')).where('carrier_id', '=', id).where('status', 'in', [3, 4, 5, 6]).executeTakeFirstOrThrow() as Promise<{ n: number }>,
      ),
      invoicesToApprove: await count(
        t.db.selectFrom('ap_invoices').select((eb) => eb.fn.countAll().as('n')).where('carrier_id', '=', id).where('status', '=', 1).executeTakeFirstOrThrow() as Promise<{ n: number }>,
      ),
    });
    expect(row.portalAdmins).toBeGreaterThan(0);
    const all = (await ops.get(`${CARRIERS}?pageSize=100`)).json() as DeskCarrierList;
    const kinds = await t.db.selectFrom('companies').select('kind').where('id', 'in', all.data.map((c) => c.id)).execute();
    expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set(['Carrier']));
  });
});

describe('access requests waiting', () => {
  it('lists open requests at every company, oldest first, with how many admins can answer; decided ones drop out', async () => {
    const id = await companyId(t.db, BLUE_RIDGE);
    const [request] = await t.db
      .insertInto('access_requests')
      .values({ company_id: id, email: 'new.dispatcher@desk.test', first_name: 'Nia', last_name: 'Desk', company_number: 'MC 1', created_at: new Date(Date.now() - 48 * HOUR) })
      .returning('id')
      .execute();
    const answer = (await ops.get(`${REQUESTS}?search=desk.test`)).json() as PendingAccessRequestList;
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]).toMatchObject({ id: request!.id, company: { id, name: BLUE_RIDGE }, firstName: 'Nia', email: 'new.dispatcher@desk.test' });
    expect(answer.data[0]!.companyAdmins).toBeGreaterThan(0);

    await t.db.updateTable('access_requests').set({ status: 'Denied' }).where('id', '=', request!.id).execute();
    expect(((await ops.get(`${REQUESTS}?search=desk.test`)).json() as PendingAccessRequestList).data).toEqual([]);
  });
});

describe('the staff open shipments', () => {
  it('reads any shipment by number and lists shipments, as a carrier reads its own', async () => {
    const load = await shipmentOfStatus(ShipmentStatus.InTransit, 1);
    const detail = await ops.get(`/portal/api/shipments/by-number/${load.shipment_number}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const stops = await ops.get(`/portal/api/shipments/by-number/${load.shipment_number}/stops`);
    expect(stops.statusCode, stops.body).toBe(200);
    const list = await ops.get('/portal/api/shipments/bookings');
    expect(list.statusCode, list.body).toBe(200);
  });
});
