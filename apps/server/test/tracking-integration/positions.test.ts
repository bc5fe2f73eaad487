import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { appJobHandlers } from '../../src/app';
import { runDueJobs } from '../../src/jobs/job-runner';
import { syncPositions } from '../../src/modules/tracking-integration/position-sync';
import { accessTokenFor } from '../../src/modules/tracking-integration/access-token';
import { authHeaders, DEMO, login } from '../helper';
import { buildTrackingApp, connectedAdmin, contextFor, fake, integrationRow } from './support';

const t = await buildTrackingApp();
afterAll(() => t.close());
const admin = await connectedAdmin(t);

beforeEach(() => {
  const state = fake(t);
  state.switches.fail = undefined;
  state.switches.pageSize = 512;
});

/** A Blue Ridge load booked or dispatched (its pickup not yet reached) on a truck the fake drives, with its stops. */
/**
 * A load on its way to its next stop (Booked to In Transit) that its truck hauls now: a truck's point moves the load furthest along
 * (then the earliest pickup), not the loads queued behind it.
 */
async function activeLoad() {
  const moving = await t.db
    .selectFrom('shipments')
    .select(['id', 'shipment_number', 'truck_number', 'last_location_at', 'status', 'pickup_early'])
    .where('carrier_id', '=', admin.user.companyId)
    .where('status', '>=', ShipmentStatus.Booked)
    .where('status', '<=', ShipmentStatus.AtStop)
    .where('truck_number', 'like', 'BR-1%')
    .orderBy('status', 'desc')
    .orderBy('pickup_early')
    .orderBy('id')
    .execute();
  const hauled = new Map<string, (typeof moving)[number]>();
  for (const row of moving) if (!hauled.has(row.truck_number!)) hauled.set(row.truck_number!, row);
  const load = [...hauled.values()].sort((a, b) => a.id - b.id).find((row) => row.status <= ShipmentStatus.InTransit);
  if (!load) throw new Error('No load on its way to a stop is the one its truck hauls');
  const stops = await t.db.selectFrom('shipment_stops').selectAll().where('shipment_id', '=', load.id).orderBy('stop_number').execute();
  return { load, stops };
}

describe('Samsara positions against the fake provider', () => {
  it('follows the cursor to the last page (snapshot and feed)', async () => {
    fake(t).switches.pageSize = 3;
    const ctx = contextFor(t);
    const token = await accessTokenFor(ctx, admin.user.companyId);
    const calls = fake(t).stats.apiCalls;
    const vehicles = await ctx.client.vehicleGpsStats(token);
    expect(vehicles.map((v) => v.name)).toEqual(['BR-101', 'BR-102', 'BR-103', 'BR-104', 'BR-105', 'BR-106', 'BR-107', 'BR-108']);
    expect(fake(t).stats.apiCalls - calls).toBe(3);
    expect(vehicles[0].gps).toMatchObject({ time: expect.any(String), latitude: expect.any(Number), longitude: expect.any(Number), headingDegrees: expect.any(Number), speedMilesPerHour: 55, isEcuSpeed: true });

    await t.db.updateTable('tracking_integrations').set({ feed_cursor: null }).where('company_id', '=', admin.user.companyId).execute();
    const feedCalls = fake(t).stats.apiCalls;
    const result = await syncPositions(ctx, admin.user.companyId);
    expect(fake(t).stats.apiCalls - feedCalls).toBe(3);
    expect(result).toMatchObject({ vehicles: 8, positions: 8 });
    expect((await integrationRow(t, admin.user.companyId)).feed_cursor).toEqual(expect.any(String));
  });

  it('backs off on 429: waits Retry-After and tries again; past the retries the next poll waits', async () => {
    const waits: number[] = [];
    const ctx = contextFor(t, { sleep: async (ms) => void waits.push(ms) });
    fake(t).switches.fail = { status: 429, count: 2, retryAfterSeconds: 3 };
    const token = await accessTokenFor(ctx, admin.user.companyId);
    const vehicles = await ctx.client.vehicleGpsStats(token);
    expect(vehicles).toHaveLength(8);
    expect(waits).toEqual([3000, 3000]);
    expect(fake(t).stats.rateLimited).toBeGreaterThanOrEqual(2);

    fake(t).switches.fail = { status: 429, count: 10, retryAfterSeconds: 7 };
    const now = new Date();
    await expect(syncPositions(ctx, admin.user.companyId, now)).rejects.toMatchObject({ status: 429 });
    const row = await integrationRow(t, admin.user.companyId);
    expect(row).toMatchObject({ status: 'connected', last_error_code: 'rate_limited' });
    expect(row.poll_not_before!.getTime()).toBe(now.getTime() + 7000);
  });

  it('positions reach the load: last known position, tracking activity with source ELD, and a geofence arrival proposed', async () => {
    const { load, stops } = await activeLoad();
    const target = stops.find((s) => s.departed_at === null)!;
    const vehicle = (await t.db.selectFrom('tracking_vehicles').select('provider_vehicle_id').where('name', '=', load.truck_number!).executeTakeFirstOrThrow()).provider_vehicle_id;
    const placed = await t.app.inject({ method: 'POST', url: `/__fake/samsara/__vehicles/${vehicle}/position`, payload: { latitude: target.latitude + 0.001, longitude: target.longitude } });
    expect(placed.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a point newer than the last one seen

    await syncPositions(contextFor(t), admin.user.companyId);
    const after = await t.db.selectFrom('shipments').select(['last_latitude', 'last_longitude', 'last_location_at']).where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(after.last_latitude).toBeCloseTo(target.latitude + 0.001, 6);
    expect(after.last_longitude).toBeCloseTo(target.longitude, 6);

    const view = await t.app.inject({ method: 'GET', url: `/portal/api/shipments/by-number/${load.shipment_number}`, headers: authHeaders(admin) });
    expect(view.statusCode).toBe(200);
    expect(view.json().lastKnownLocation).toMatchObject({ latitude: target.latitude + 0.001, longitude: target.longitude });
    const activity = await t.db.selectFrom('shipment_activity').select(['kind', 'description', 'source']).where('shipment_id', '=', load.id).where('source', '=', 'ELD').execute();
    expect(activity.map((a) => a.kind)).toEqual(expect.arrayContaining(['Position', 'StopEventProposed']));

    expect(target.arrived_at).toBeNull();
    const proposals = await t.app.inject({ method: 'GET', url: `/portal/api/shipments/${load.id}/stop-event-proposals`, headers: authHeaders(admin) });
    const proposal = proposals.json().data.find((p: { stopId: number }) => p.stopId === target.id);
    expect(proposal).toMatchObject({ kind: 'Arrival', source: 'ELD', status: 'Proposed' });

    // Another carrier cannot see or decide it.
    const other = await login(t.app, 'owner@lonestarhaulers.test');
    const foreign = await t.app.inject({ method: 'POST', url: `/portal/api/shipments/${load.id}/stop-event-proposals/${proposal.id}/accept`, headers: authHeaders(other) });
    expect(foreign.statusCode).toBe(404);

    const accepted = await t.app.inject({ method: 'POST', url: `/portal/api/shipments/${load.id}/stop-event-proposals/${proposal.id}/accept`, headers: authHeaders(admin) });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe('Accepted');
    const stop = await t.db.selectFrom('shipment_stops').select('arrived_at').where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(stop.arrived_at?.toISOString()).toBe(proposal.occurredAt);
    const arrival = await t.db.selectFrom('shipment_activity').select(['source']).where('shipment_id', '=', load.id).where('kind', '=', 'Arrival').where('stop_id', '=', target.id).executeTakeFirstOrThrow();
    expect(arrival.source).toBe('ELD');
    const again = await t.app.inject({ method: 'POST', url: `/portal/api/shipments/${load.id}/stop-event-proposals/${proposal.id}/accept`, headers: authHeaders(admin) });
    expect(again.statusCode).toBe(409);
  });

  it('the poll job reads the feed and queues the next poll; a driver-only user never sees the flag', async () => {
    await t.db.deleteFrom('jobs').where('kind', 'like', 'tracking.%').execute();
    await t.db.insertInto('jobs').values({ kind: 'tracking.samsara.poll', payload: JSON.stringify({ companyId: admin.user.companyId }), run_at: new Date(Date.now() - 1000) }).execute();
    const before = await integrationRow(t, admin.user.companyId);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const ran = await runDueJobs(t.db, appJobHandlers(t.app.config));
    expect(ran).toBe(1);
    const after = await integrationRow(t, admin.user.companyId);
    expect(after.last_success_at!.getTime()).toBeGreaterThan(before.last_success_at!.getTime());
    const next = await t.db.selectFrom('jobs').select(['run_at', 'done_at']).where('kind', '=', 'tracking.samsara.poll').where('done_at', 'is', null).execute();
    expect(next).toHaveLength(1);
    expect(next[0].run_at.getTime()).toBeGreaterThan(Date.now() + 30_000);
    const driver = await login(t.app, DEMO.driver);
    expect(driver.user.trackingIntegration.samsaraIsExpired).toBe(false);
  });
});
