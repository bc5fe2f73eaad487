import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/modules/auth/auth.repository';
import { toCaller } from '../../src/modules/auth/current-user';
import { shipmentsOf } from '../../src/modules/shipments/access/shipments.repository';
import { buildTestApp, DEMO, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/**
 * The default list's first page (the booked statuses, newest pickup first) is read from the start of
 * a list index for carriers (migration 0005) and brokers (0027), not sorted out of all their freight.
 * The demo is small enough for any plan, so the ones that read everything are ruled out.
 */
describe('the default shipment list', () => {
  it.each([
    ['carrier', DEMO.dispatcher, 'shipments_carrier_list_idx'],
    ['broker', DEMO.broker, 'shipments_customer_list_idx'],
  ])("walks the %s's list index in order", async (_who, email, index) => {
    const caller = toCaller((await findUserByEmail(t.db, email))!, false);
    const page = shipmentsOf(t.db, caller, 'own')
      .select('shipments.id')
      .where(sql<boolean>`shipments.status in (3, 4, 5, 6, 7)`)
      .orderBy('shipments.pickup_early', 'desc')
      .orderBy('shipments.id', 'desc')
      .limit(50)
      .compile();
    await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...page, sql: `explain ${page.sql}` });
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).toContain(index);
      expect(text).not.toMatch(/\bSort\b/);
    });
  });
});
