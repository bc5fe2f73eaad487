import { describe, expect, it } from 'vitest';
import { DEMO, testAppForFile } from '../helper';
import { LONE_STAR_DISPATCH, signInActor, type Actor } from '../shipments/fixtures';
import { FIVE_MINUTES, postTrack, replayedLoad } from './replayed-load';

const t = testAppForFile<'admin' | 'dispatcher' | 'brokerage' | 'otherCarrier', Actor>(
  { admin: DEMO.carrierAdmin, dispatcher: DEMO.dispatcher, brokerage: DEMO.ops, otherCarrier: LONE_STAR_DISPATCH },
  signInActor,
);

const proposalsUrl = (id: number) => `/portal/api/shipments/${id}/stop-event-proposals`;
type Proposal = { id: number; stopId: number; kind: 'Arrival' | 'Departure'; occurredAt: string; status: string; source: string };

const within = (at: string | Date | null | undefined, truth: Date) => {
  expect(at).toBeTruthy();
  expect(Math.abs(new Date(at!).getTime() - truth.getTime())).toBeLessThanOrEqual(FIVE_MINUTES);
};

async function setAutomatic(on: boolean) {
  const saved = await t.admin.request('PUT', '/portal/api/stop-arrivals/settings', { recordAutomatically: on });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data).toMatchObject({ recordAutomatically: on, canChange: true });
}

describe('arrivals noticed from the track', () => {
  it('proposes arrival and departure of both stops within 5 minutes of the truth; the carrier confirms them through the stop update', async () => {
    await setAutomatic(false);
    const { load, truck, track, truth } = await replayedLoad(t.db);
    for (const answer of await postTrack(t, t.admin.session, truck, track)) expect(answer.statusCode, answer.body).toBe(200);

    const listed = await t.admin.request('GET', proposalsUrl(load.id));
    expect(listed.statusCode).toBe(200);
    const proposals = listed.json().data as Proposal[];
    const of = (stop: number, kind: Proposal['kind']) => proposals.find((p) => p.stopId === load.stopIds[stop] && p.kind === kind)!;
    expect(proposals).toHaveLength(4);
    within(of(0, 'Arrival').occurredAt, truth.arrivals[0]);
    within(of(0, 'Departure').occurredAt, truth.departures[0]);
    within(of(1, 'Arrival').occurredAt, truth.arrivals[1]);
    within(of(1, 'Departure').occurredAt, truth.departures[1]);
    expect(proposals.every((p) => p.status === 'Proposed' && p.source === 'ELD')).toBe(true);
    const stops = await t.db.selectFrom('shipment_stops').select(['arrived_at']).where('shipment_id', '=', load.id).execute();
    expect(stops.every((s) => s.arrived_at === null)).toBe(true);

    // Another carrier does not see them; the brokerage sees them but does not confirm them.
    expect((await t.otherCarrier.request('POST', `${proposalsUrl(load.id)}/${of(0, 'Arrival').id}/accept`)).statusCode).toBe(404);
    expect((await t.brokerage.request('POST', `${proposalsUrl(load.id)}/${of(0, 'Arrival').id}/accept`)).statusCode).toBe(403);

    for (const p of [of(0, 'Arrival'), of(0, 'Departure')]) {
      const accepted = await t.dispatcher.request('POST', `${proposalsUrl(load.id)}/${p.id}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
    const pickup = await t.db.selectFrom('shipment_stops').select(['arrived_at', 'departed_at']).where('id', '=', load.stopIds[0]).executeTakeFirstOrThrow();
    expect(pickup.arrived_at?.toISOString()).toBe(of(0, 'Arrival').occurredAt);
    expect(pickup.departed_at?.toISOString()).toBe(of(0, 'Departure').occurredAt);
    const activity = await t.db.selectFrom('shipment_activity').select(['kind', 'source']).where('shipment_id', '=', load.id).where('kind', 'in', ['Arrival', 'Departure']).execute();
    expect(activity).toEqual([
      { kind: 'Arrival', source: 'ELD' },
      { kind: 'Departure', source: 'ELD' },
    ]);

    // A resent track proposes nothing twice.
    await postTrack(t, t.admin.session, truck, track);
    expect(((await t.admin.request('GET', proposalsUrl(load.id))).json().data as Proposal[]).length).toBe(4);
  });

  it('finds the stops on points every 15 minutes without speed', async () => {
    await setAutomatic(false);
    const { load, truck, track, truth } = await replayedLoad(t.db, { everyMinutes: [15], withSpeed: false, seed: 5 });
    await postTrack(t, t.admin.session, truck, track, 6);
    const proposals = (await t.admin.request('GET', proposalsUrl(load.id))).json().data as Proposal[];
    const arrival = proposals.find((p) => p.stopId === load.stopIds[0] && p.kind === 'Arrival');
    const departure = proposals.find((p) => p.stopId === load.stopIds[0] && p.kind === 'Departure');
    expect(proposals.length).toBeGreaterThanOrEqual(2);
    within(arrival?.occurredAt, truth.arrivals[0]);
    within(departure?.occurredAt, truth.departures[0]);
  });

  it("records them at once when the carrier chose so, in the name of the admin who chose it", async () => {
    await setAutomatic(true);
    try {
      const { load, truck, track, truth } = await replayedLoad(t.db, { seed: 3 });
      await postTrack(t, t.admin.session, truck, track);
      const stops = await t.db.selectFrom('shipment_stops').select(['arrived_at', 'departed_at']).where('shipment_id', '=', load.id).orderBy('stop_number').execute();
      within(stops[0].arrived_at, truth.arrivals[0]);
      within(stops[0].departed_at, truth.departures[0]);
      within(stops[1].arrived_at, truth.arrivals[1]);
      within(stops[1].departed_at, truth.departures[1]);
      const rows = await t.db.selectFrom('stop_event_proposals').select(['status', 'recorded_automatically', 'decided_by_user_id']).where('shipment_id', '=', load.id).execute();
      expect(rows).toHaveLength(4);
      expect(rows.every((r) => r.status === 'Accepted' && r.recorded_automatically && r.decided_by_user_id === t.admin.userId)).toBe(true);
      const shipment = await t.db.selectFrom('shipments').select('status').where('id', '=', load.id).executeTakeFirstOrThrow();
      expect(shipment.status).toBeGreaterThanOrEqual(7);
    } finally {
      await setAutomatic(false);
    }
  });

  it("only the carrier's admins change the choice, and the change is audited", async () => {
    expect((await t.dispatcher.request('GET', '/portal/api/stop-arrivals/settings')).json().data).toMatchObject({ canChange: false, enterMiles: 0.5, leaveMiles: 0.75 });
    expect((await t.dispatcher.request('PUT', '/portal/api/stop-arrivals/settings', { recordAutomatically: true })).statusCode).toBe(403);
    expect((await t.brokerage.request('PUT', '/portal/api/stop-arrivals/settings', { recordAutomatically: true })).statusCode).toBe(403);
    expect((await t.admin.request('PUT', '/portal/api/stop-arrivals/settings', { recordAutomatically: 'yes' })).statusCode).toBe(400);
    await setAutomatic(false);
    const audit = await t.db.selectFrom('audit_events').select(['action', 'actor_user_id']).where('action', '=', 'stop_arrivals.settings_changed').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.actor_user_id).toBe(t.admin.userId);
  });
});
