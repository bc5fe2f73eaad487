import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { perCallerQuery, sharedQuery } from '../../src/db/query-shapes';
import { shipmentsOf } from '../../src/modules/shipments/access/shipments.repository';
import { getShipment } from '../../src/modules/shipments/detail/shipment-details.service';
import { listShipments } from '../../src/modules/shipments/list/shipment-list.service';
import { searchShipments, shipmentTotalCount } from '../../src/modules/shipments/list/shipment-shell.service';
import { authHeaders, buildTestApp, login } from '../helper';
import { callerFor } from '../load-board/freight-fixtures';

/** Hot reads are built once per shape (db/query-shapes.ts): each call must still get its own values' answer. */
describe('query shapes', () => {
  it('builds a shape once per caller and key, and binds each call its own values', async () => {
    const { db, close } = await buildTestApp();
    try {
      const carrier = await callerFor(db, 'dispatch@demo.test');
      const broker = await callerFor(db, 'broker@demo.test');
      let builds = 0;
      const numbersFrom = perCallerQuery(
        (db, caller, order: 'asc' | 'desc', { from }: { from: string }) => {
          builds += 1;
          return shipmentsOf(db, caller, 'own').select('shipments.shipment_number').where('shipments.shipment_number', '>=', from).orderBy('shipments.shipment_number', order).limit(3);
        },
        (order) => order,
      );
      const direct = async (caller: typeof carrier, order: 'asc' | 'desc', from: string) =>
        shipmentsOf(db, caller, 'own').select('shipments.shipment_number').where('shipments.shipment_number', '>=', from).orderBy('shipments.shipment_number', order).limit(3).execute();

      for (const from of ['0', '5', '9']) {
        expect(await numbersFrom(db, carrier, 'asc', { from })).toEqual(await direct(carrier, 'asc', from));
      }
      expect(builds).toBe(1);
      expect(await numbersFrom(db, carrier, 'desc', { from: '1' })).toEqual(await direct(carrier, 'desc', '1'));
      expect(builds).toBe(2);
      // Another caller has another visibility rule, so its own shape.
      const brokers = await numbersFrom(db, broker, 'asc', { from: '0' });
      expect(brokers).toEqual(await direct(broker, 'asc', '0'));
      expect(brokers).not.toEqual(await direct(carrier, 'asc', '0'));
      expect(builds).toBe(3);
    } finally {
      await close();
    }
  });

  it('refuses a builder that bakes a value into the SQL instead of passing it as a value', async () => {
    const { db, close } = await buildTestApp();
    try {
      const baked = sharedQuery((db, _shape: 'one', { text }: { text: string }) => db.selectNoFrom(sql.lit(`${text}%`).as('x')), (s) => s);
      await expect(() => baked(db, 'one', { text: 'A' })).toThrow(/used to build the SQL/);
      const bound = sharedQuery((db, _shape: 'one', { text }: { text: string }) => db.selectNoFrom(sql<string>`${text}::text`.as('x')), (s) => s);
      expect(await bound(db, 'one', { text: 'A' })).toEqual([{ x: 'A' }]);
      expect(await bound(db, 'one', { text: 'B' })).toEqual([{ x: 'B' }]);
    } finally {
      await close();
    }
  });

  it('answers the search and the badge count through the API, with the caller kept, as built afresh', async () => {
    // The caller cache on, as in production: the auth plugin hands out one Caller per kept user row.
    const { db, app, close } = await buildTestApp({ CALLER_CACHE_SECONDS: '60' });
    try {
      for (const [email, queries] of [
        ['broker@demo.test', ['1', '10', 'PO', '9', '1']],
        ['dispatch@demo.test', ['1', '2', '10', '1']],
      ] as const) {
        const session = await login(app, email);
        // A new Caller object for each direct call: built afresh every time.
        const fresh = async () => ({ ...(await callerFor(db, email)) });
        for (const query of queries) {
          for (const page of [1, 2]) {
            const res = await app.inject({
              method: 'GET',
              url: `/carrier/api/v2/quick_searches/shipments?query=${query}&page=${page}&pageSize=5`,
              headers: authHeaders(session, { carrierApi: true }),
            });
            expect(res.statusCode).toBe(200);
            expect(res.json()).toEqual(await searchShipments(db, await fresh(), { query, page, pageSize: 5 }));
          }
        }
        const count = await app.inject({ method: 'GET', url: '/trucks/api/v2/shipments/total_count?needsUpdates=true', headers: authHeaders(session) });
        expect(count.json()).toEqual({ totalCount: await shipmentTotalCount(db, await fresh(), { needsUpdates: true }) });
      }
    } finally {
      await close();
    }
  });

  it('answers list pages and shipment details through the API, with the caller kept, as built afresh', async () => {
    const { db, app, close } = await buildTestApp({ CALLER_CACHE_SECONDS: '60' });
    try {
      const email = 'dispatch@demo.test';
      const session = await login(app, email);
      const fresh = async () => ({ ...(await callerFor(db, email)) });
      const inputs = [
        { page: 1, pageSize: 5 },
        { page: 2, pageSize: 5 },
        { page: 1, pageSize: 5, query: '1' },
        { page: 1, pageSize: 5, query: '2' },
        { page: 1, pageSize: 5, needsUpdates: true },
        { page: 1, pageSize: 5, statuses: [3, 4], sortProperty: 'shipmentNumber', sortDirection: 'asc' },
        { page: 3, pageSize: 5, statuses: [3, 4], sortProperty: 'shipmentNumber', sortDirection: 'asc' },
      ] as const;
      for (const input of inputs) {
        const query = new URLSearchParams(Object.entries(input).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x): [string, string] => [k, String(x)]) : [[k, String(v)] as [string, string]])));
        const res = await app.inject({ method: 'GET', url: `/trucks/api/v2/shipments?${query}`, headers: authHeaders(session) });
        expect(res.statusCode).toBe(200);
        const now = new Date();
        const answer = res.json() as { data: { id: number; needsUpdate: boolean }[] };
        const expected = await listShipments(db, await fresh(), { ...input, statuses: 'statuses' in input ? [...input.statuses] : undefined }, now);
        // The same ids, totals and fields (needsUpdate is judged at the call's own instant).
        expect(answer).toEqual(JSON.parse(JSON.stringify(expected)));
      }
      const ids = (await listShipments(db, await fresh(), { page: 1, pageSize: 5 })).data.map((s) => s.id);
      for (const id of ids) {
        const res = await app.inject({ method: 'GET', url: `/trucks/api/v2/shipments/${id}`, headers: authHeaders(session) });
        expect(res.json()).toEqual(JSON.parse(JSON.stringify(await getShipment(db, await fresh(), id))));
      }
      // Another company's shipment stays a 404 through the kept shape.
      const carrier = await fresh();
      const foreign = await db.selectFrom('shipments').select('id').where('carrier_id', '<>', carrier.companyId).where('status', '>=', 3).executeTakeFirstOrThrow();
      expect((await app.inject({ method: 'GET', url: `/trucks/api/v2/shipments/${foreign.id}`, headers: authHeaders(session) })).statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});
