import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScoreCardLoadsSchema, ScoreCardSchema, type ScoreCard } from '@portal/domain/scorecard/scorecard-schemas';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { portalClient, type PortalClient } from './client';

let t: TestApp;
let carrier: PortalClient;
let ops: PortalClient;
let broker: PortalClient;
let carrierId: number;

beforeAll(async () => {
  t = await buildTestApp();
  carrier = await portalClient(t.app, DEMO.carrierAdmin);
  ops = await portalClient(t.app, DEMO.ops);
  broker = await portalClient(t.app, DEMO.broker);
  carrierId = carrier.session.user.companyId;
});
afterAll(async () => t?.close());

async function card(client: PortalClient = carrier): Promise<ScoreCard> {
  const response = await client.call('GET', `/carriers/${carrierId}/score-card`);
  expect(response.statusCode).toBe(200);
  return ScoreCardSchema.parse(response.json().data);
}
const metric = (c: ScoreCard, key: string) => c.metrics.find((m) => m.key === key)!;

/** The carrier's last 20 delivered loads, by the departure from their last stop, computed here by SQL alone. */
async function lastDeliveredLoads(count: number) {
  const rows = await sql<{ id: number; shipment_number: string; delivered: Date }>`
    select s.id, s.shipment_number, coalesce(s.delivered_at, max(st.departed_at)) as delivered
    from shipments s join shipment_stops st on st.shipment_id = s.id
    where s.carrier_id = ${carrierId} and s.status in (7, 8)
    group by s.id order by delivered desc limit ${count}`.execute(t.db);
  return rows.rows;
}

describe('carrier score card', () => {
  it('computes on-time delivery and pickup as an independent count of the seeded stops says', async () => {
    const loads = await lastDeliveredLoads(20);
    const ids = loads.map((l) => l.id);
    const stops = await t.db.selectFrom('shipment_stops').select(['shipment_id', 'stop_type', 'arrived_at', 'appointment', 'late', 'early']).where('shipment_id', 'in', ids).execute();
    const onTime = (type: string) =>
      ids.filter((id) =>
        stops.filter((s) => s.shipment_id === id && s.stop_type === type).every((s) => s.arrived_at !== null && s.arrived_at.getTime() <= (s.appointment ?? s.late ?? s.early).getTime()),
      ).length;
    const c = await card();
    expect(metric(c, 'onTimeDelivery')).toMatchObject({ numerator: onTime('Dropoff'), denominator: 20, sample: 20 });
    expect(metric(c, 'onTimePickup')).toMatchObject({ numerator: onTime('Pickup'), denominator: 20 });
    expect(metric(c, 'onTimeDelivery').definition).toContain('appointment');
  });

  it('computes tracking from the sources of the last 10 loads and late cancellations from the rescinded bookings', async () => {
    const loads = await lastDeliveredLoads(10);
    const ids = loads.map((l) => l.id);
    const stopCount = await t.db.selectFrom('shipment_stops').select(sql<number>`count(*)::int`.as('n')).where('shipment_id', 'in', ids).executeTakeFirstOrThrow();
    const automated = await t.db
      .selectFrom('shipment_activity')
      .select(sql<number>`count(distinct (stop_id, kind))::int`.as('n'))
      .where('shipment_id', 'in', ids)
      .where('kind', 'in', ['Arrival', 'Departure'])
      .where('source', 'in', ['ELD', 'DriverLink'])
      .executeTakeFirstOrThrow();
    const c = await card();
    expect(metric(c, 'tracking')).toMatchObject({ numerator: automated.n, denominator: stopCount.n * 2, sample: 10 });

    // Bookings: loads booked to the carrier that it did not give back, plus the bookings it (or the broker) rescinded.
    const held = await t.db
      .selectFrom('shipments as s')
      .select(['s.booked_at', sql<null>`null`.as('cancelled_by'), sql<boolean>`false`.as('late')])
      .where('s.carrier_id', '=', carrierId)
      .where('s.booked_at', 'is not', null)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('booking_cancellations as b').select('b.id').whereRef('b.shipment_id', '=', 's.id').where('b.carrier_id', '=', carrierId))))
      .execute();
    const rescinded = await t.db
      .selectFrom('booking_cancellations')
      .select(['booked_at', 'cancelled_by', sql<boolean>`cancelled_by = 'Carrier' and pickup_at - cancelled_at < interval '24 hours'`.as('late')])
      .where('carrier_id', '=', carrierId)
      .execute();
    expect(rescinded.filter((r) => r.cancelled_by === 'Carrier').length).toBeGreaterThanOrEqual(3);
    const last20 = [...held, ...rescinded].sort((a, b) => b.booked_at!.getTime() - a.booked_at!.getTime()).slice(0, 20);
    expect(metric(c, 'lateCancellations')).toMatchObject({ numerator: last20.filter((b) => b.late).length, denominator: 20 });
  });

  it('gives the demo carrier a rated tier from its weakest gating metric, with a projection for this month', async () => {
    const c = await card();
    const rank = { atRisk: 0, good: 1, top: 2 } as const;
    const gating = c.metrics.filter((m) => m.gating && m.status !== 'notRated' && m.status !== 'info');
    expect(gating.length).toBe(4);
    const weakest = gating.reduce((w, m) => (rank[m.status as keyof typeof rank] < rank[w.status as keyof typeof rank] ? m : w));
    expect(c.projectedTier).toBe(weakest.status);
    expect(c.tier).not.toBe('notRated');
    expect(c.snapshots).toHaveLength(6);
    expect(metric(c, 'onTimeDelivery').history).toHaveLength(6);
  });

  it('never changes a written monthly snapshot; the projection follows the data', async () => {
    const before = await card();
    const snapshot = await t.db.selectFrom('score_card_snapshots').selectAll().where('carrier_id', '=', carrierId).orderBy('period', 'desc').executeTakeFirstOrThrow();
    // Every recent delivery turns late by a day: the current card must move, last month's snapshot not.
    const ids = (await lastDeliveredLoads(20)).map((l) => l.id);
    await t.db.updateTable('shipment_stops').set({ arrived_at: sql`arrived_at + interval '1 day'` }).where('shipment_id', 'in', ids).where('stop_type', '=', 'Dropoff').execute();
    const after = await card();
    expect(metric(after, 'onTimeDelivery').numerator).toBe(0);
    expect(after.projectedTier).toBe('atRisk');
    expect(after.tier).toBe(before.tier);
    const again = await t.db.selectFrom('score_card_snapshots').selectAll().where('carrier_id', '=', carrierId).where('period', '=', snapshot.period).executeTakeFirstOrThrow();
    expect(again).toEqual(snapshot);
  });

  it('lists the loads behind a metric, each with its outcome', async () => {
    const response = await carrier.call('GET', `/carriers/${carrierId}/score-card/loads?metric=onTimeDelivery`);
    expect(response.statusCode).toBe(200);
    const body = ScoreCardLoadsSchema.parse(response.json());
    const expected = await lastDeliveredLoads(20);
    expect(body.data.map((l) => l.shipmentNumber).sort()).toEqual(expected.map((l) => l.shipment_number).sort());
    expect(body.data.every((l) => l.timeZone !== null && l.plannedAt !== null)).toBe(true);
    const bad = await carrier.call('GET', `/carriers/${carrierId}/score-card/loads?metric=speed`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['querystring.metric']);
  });

  it("answers another carrier's card with 404; brokerage staff may read any carrier's; brokers are refused", async () => {
    const other = await t.db.selectFrom('companies').select('id').where('kind', '=', 'Carrier').where('id', '<>', carrierId).orderBy('id').limit(1).executeTakeFirstOrThrow();
    expect((await carrier.call('GET', `/carriers/${other.id}/score-card`)).statusCode).toBe(404);
    expect((await ops.call('GET', `/carriers/${other.id}/score-card`)).statusCode).toBe(200);
    expect((await broker.call('GET', `/carriers/${carrierId}/score-card`)).statusCode).toBe(403);
  });

  it('lists the factoring companies a carrier can name as Remit To', async () => {
    const response = await carrier.call('GET', '/carriers/factoring-companies');
    expect(response.statusCode).toBe(200);
    const expected = await t.db.selectFrom('companies').select('name').where('kind', '=', 'FactoringCompany').where('do_not_use', '=', false).orderBy('name').execute();
    expect(expected.length).toBeGreaterThan(0);
    expect(response.json().data.map((c: { name: string }) => c.name)).toEqual(expected.map((c) => c.name));
  });
});
