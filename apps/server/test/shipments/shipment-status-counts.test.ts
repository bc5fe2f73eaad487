import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { findUserByEmail } from '../../src/modules/auth/auth.repository';
import { toCaller } from '../../src/modules/auth/current-user';
import { countOwnInStatuses, listShipmentSummaries } from '../../src/modules/shipments/list/shipment-list.repository';
import { shipmentsOf } from '../../src/modules/shipments/access/shipments.repository';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { BLUE_RIDGE, companyId, createShipment, HEARTLAND, LONE_STAR } from './fixtures';

// shipment_status_counts (migration 0007) is kept by a trigger; the list totals and counts read it.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** The statuses of freight that has a carrier: the default list's. */
const BOOKED = [ShipmentStatus.Booked, ShipmentStatus.Dispatched, ShipmentStatus.InTransit, ShipmentStatus.AtStop, ShipmentStatus.Delivered];

/** Every demo account, as the caller the API would make of it. */
async function demoCallers() {
  return Promise.all(Object.values(DEMO).map(async (email) => ({ email, caller: toCaller((await findUserByEmail(t.db, email))!, false) })));
}

/** The kept counts against a fresh count of the shipments table. */
async function expectKeptCountsExact() {
  const kept = await t.db.selectFrom('shipment_status_counts').select(['party', 'company_id', 'status', 'shipments']).where('shipments', '<>', 0).execute();
  const counted = await sql<{ party: string; company_id: number; status: number; shipments: number }>`
    select 'carrier' as party, carrier_id as company_id, status, count(*)::int as shipments from shipments where carrier_id is not null group by 2, 3
    union all
    select 'customer', customer_id, status, count(*)::int from shipments where customer_id is not null group by 2, 3`.execute(t.db);
  const key = (r: { party: string; company_id: number; status: number }) => `${r.party}/${r.company_id}/${r.status}`;
  const asMap = (rows: { party: string; company_id: number; status: number; shipments: number }[]) => Object.fromEntries(rows.map((r) => [key(r), r.shipments]));
  expect(asMap(kept)).toEqual(asMap(counted.rows));
  expect(kept.length).toBeGreaterThan(10);
}

describe('shipment_status_counts', () => {
  it('matches the shipments after the demo seed', async () => {
    await expectKeptCountsExact();
  });

  it('follows inserts, status and carrier changes and deletes', async () => {
    const blueRidge = await companyId(t.db, BLUE_RIDGE);
    const loneStar = await companyId(t.db, LONE_STAR);
    const heartland = await companyId(t.db, HEARTLAND);
    const s = await createShipment(t.db, { carrierId: null, customerId: heartland, status: ShipmentStatus.ReadyToBook });
    await expectKeptCountsExact();
    await t.db.updateTable('shipments').set({ status: ShipmentStatus.Booked, carrier_id: blueRidge }).where('id', '=', s.id).execute();
    await expectKeptCountsExact();
    await t.db.updateTable('shipments').set({ carrier_id: loneStar }).where('id', '=', s.id).execute();
    await t.db.updateTable('shipments').set({ status: ShipmentStatus.Dispatched }).where('id', '=', s.id).execute();
    // A write that leaves the counted columns alone changes nothing.
    await t.db.updateTable('shipments').set({ truck_number: 'T-9' }).where('id', '=', s.id).execute();
    await expectKeptCountsExact();
    await t.db.deleteFrom('shipment_stops').where('shipment_id', '=', s.id).execute();
    await t.db.deleteFrom('shipments').where('id', '=', s.id).execute();
    await expectKeptCountsExact();
  });

  it("gives every demo user the same totals as counting their own shipments", async () => {
    const statusSets = [[], [ShipmentStatus.Booked], BOOKED];
    let nonZero = 0;
    for (const email of Object.values(DEMO)) {
      const user = await findUserByEmail(t.db, email);
      const caller = toCaller(user!, false);
      for (const statuses of statusSets) {
        let query = shipmentsOf(t.db, caller, 'own');
        if (statuses.length > 0) query = query.where('shipments.status', 'in', statuses);
        const counted = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
        expect(await countOwnInStatuses(t.db, caller, statuses), `${email} ${statuses.join(',')}`).toBe(counted);
        if (counted > 0) nonZero++;
      }
    }
    expect(nonZero).toBeGreaterThan(6);
  });

  it('gives every demo user the counted total on a list page, and on a page past the end', async () => {
    const statusSets = [[], [ShipmentStatus.Booked], BOOKED];
    const now = new Date();
    for (const { email, caller } of await demoCallers()) {
      for (const statuses of statusSets) {
        let query = shipmentsOf(t.db, caller, 'own');
        if (statuses.length > 0) query = query.where('shipments.status', 'in', statuses);
        const counted = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
        for (const page of [1, 1000]) {
          const listed = await listShipmentSummaries(t.db, caller, { statuses, needsUpdates: false, page, pageSize: 5 }, now);
          expect(listed.totalCount, `${email} ${statuses.join(',')} page ${page}`).toBe(counted);
          expect(listed.rows.length).toBe(page === 1 ? Math.min(5, counted) : 0);
        }
      }
    }
  });

  it('pages the status-only and needs-update lists as one long page would, in every order', async () => {
    // Their first pages are planned once per connection and the needs-update list pages out of its
    // overdue rows (shipment-list.repository.ts): page by page must still be the whole list in order.
    const now = new Date();
    let compared = 0;
    for (const { email, caller } of await demoCallers()) {
      for (const needsUpdates of [false, true]) {
        for (const [sortProperty, sortDirection] of [['pickupDate', 'desc'], ['deliveryDate', 'asc'], ['lastActivity', 'desc']] as const) {
          const filter = { statuses: BOOKED, needsUpdates, sortProperty, sortDirection };
          const whole = await listShipmentSummaries(t.db, caller, { ...filter, page: 1, pageSize: 100 }, now);
          const pages = await Promise.all([1, 2, 3].map((page) => listShipmentSummaries(t.db, caller, { ...filter, page, pageSize: 2 }, now)));
          const label = `${email} ${needsUpdates} ${sortProperty}`;
          expect(pages.flatMap((p) => p.rows.map((r) => r.id)), label).toEqual(whole.rows.slice(0, 6).map((r) => r.id));
          for (const page of pages) expect(page.totalCount, label).toBe(whole.totalCount);
          if (whole.rows.length > 2) compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(6);
  });

  it('gives the same total on a page as past the end when the list is filtered (counted, not kept)', async () => {
    const now = new Date();
    let nonZero = 0;
    for (const { email, caller } of await demoCallers()) {
      for (const filter of [{ needsUpdates: true }, { needsUpdates: false, query: '41' }, { needsUpdates: false, openProblemsOnly: true }]) {
        const [first, pastEnd] = await Promise.all(
          [1, 1000].map((page) => listShipmentSummaries(t.db, caller, { statuses: BOOKED, ...filter, page, pageSize: 5 }, now)),
        );
        expect(first!.totalCount, `${email} ${JSON.stringify(filter)}`).toBe(pastEnd!.totalCount);
        expect(first!.rows.length).toBe(Math.min(5, first!.totalCount));
        if (first!.totalCount > 0) nonZero++;
      }
    }
    expect(nonZero).toBeGreaterThan(2);
  });
});
