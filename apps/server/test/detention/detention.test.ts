import { describe, expect, it } from 'vitest';
import { ENTER_MILES } from '@portal/domain/stop-arrivals/stop-visits';
import { distanceMiles } from '@portal/domain/tracking-integration/geofence';
import { DEMO, testAppForFile } from '../helper';
import { LONE_STAR_DISPATCH, signInActor, type Actor } from '../shipments/fixtures';
import { postTrack, replayedLoad } from '../stop-arrivals/replayed-load';

const t = testAppForFile<'admin' | 'dispatcher' | 'brokerage' | 'customer' | 'otherCarrier', Actor>(
  { admin: DEMO.carrierAdmin, dispatcher: DEMO.dispatcher, brokerage: DEMO.ops, customer: DEMO.broker, otherCarrier: LONE_STAR_DISPATCH },
  signInActor,
);

const listUrl = (id: number) => `/portal/api/shipments/${id}/detention-requests`;
const stopUrl = (id: number, stopId: number) => `/portal/api/shipments/${id}/stops/${stopId}/detention-request`;

/** A replayed load whose arrivals and departures were recorded automatically from its track. */
async function recordedLoad(seed: number) {
  await t.admin.request('PUT', '/portal/api/stop-arrivals/settings', { recordAutomatically: true });
  try {
    const replay = await replayedLoad(t.db, { seed });
    for (const answer of await postTrack(t, t.admin.session, replay.truck, replay.track)) expect(answer.statusCode, answer.body).toBe(200);
    return replay;
  } finally {
    await t.admin.request('PUT', '/portal/api/stop-arrivals/settings', { recordAutomatically: false });
  }
}

describe('detention drafted from the track', () => {
  it('a 3-hour stay drafts a Detention request of 1 hour at the brokerage rate with the track inside the fence as evidence; the carrier submits it', async () => {
    const { load } = await recordedLoad(21);
    const stored = await t.db.selectFrom('detention_requests').selectAll().where('shipment_id', '=', load.id).execute();
    expect(stored).toHaveLength(1);

    const listed = await t.dispatcher.request('GET', listUrl(load.id));
    expect(listed.statusCode, listed.body).toBe(200);
    const [draft] = listed.json().data;
    expect(draft).toMatchObject({ stopId: load.stopIds[0], status: 'Draft', hours: 1, hourlyRate: 50, amount: 50, freeMinutes: 120, canEdit: true, caseNumber: null });
    expect(draft.evidence.length).toBeGreaterThanOrEqual(30);
    const pickup = await t.db.selectFrom('shipment_stops').select(['latitude', 'longitude', 'arrived_at', 'departed_at']).where('id', '=', load.stopIds[0]).executeTakeFirstOrThrow();
    for (const point of draft.evidence) {
      expect(distanceMiles(pickup, point)).toBeLessThanOrEqual(ENTER_MILES);
      expect(Date.parse(point.at)).toBeGreaterThanOrEqual(pickup.arrived_at!.getTime());
      expect(Date.parse(point.at)).toBeLessThanOrEqual(pickup.departed_at!.getTime());
    }

    // A draft is the carrier's: the brokerage does not see it yet, others get a 404.
    expect((await t.brokerage.request('GET', listUrl(load.id))).json().data).toEqual([]);
    expect((await t.customer.request('GET', listUrl(load.id))).statusCode).toBe(404);
    expect((await t.otherCarrier.request('GET', listUrl(load.id))).statusCode).toBe(404);
    expect((await t.otherCarrier.request('POST', `${stopUrl(load.id, load.stopIds[0])}/submit`, { note: '' })).statusCode).toBe(404);
    expect((await t.brokerage.request('POST', `${stopUrl(load.id, load.stopIds[0])}/submit`, { note: '' })).statusCode).toBe(404);

    const edited = await t.dispatcher.request('PUT', stopUrl(load.id, load.stopIds[0]), { note: 'Held at the dock waiting for a door' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.note).toBe('Held at the dock waiting for a door');

    const submitted = await t.dispatcher.request('POST', `${stopUrl(load.id, load.stopIds[0])}/submit`, { note: 'Held at the dock waiting for a door, 3 hours' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'Submitted', caseNumber: expect.any(String), canEdit: false });
    const opened = await t.db.selectFrom('cases').select(['case_type', 'amount_cents', 'description', 'carrier_id']).where('case_number', '=', submitted.json().data.caseNumber).executeTakeFirstOrThrow();
    expect(opened).toMatchObject({ case_type: 0, amount_cents: 5000 });
    expect(opened.description).toContain('1.00 h at $50.00/h');

    const seen = (await t.brokerage.request('GET', listUrl(load.id))).json().data;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ status: 'Submitted', hours: 1, canEdit: false });
    expect(seen[0].evidence.length).toBe(draft.evidence.length);

    expect((await t.dispatcher.request('POST', `${stopUrl(load.id, load.stopIds[0])}/submit`, { note: '' })).statusCode).toBe(409);
    const audit = await t.db.selectFrom('audit_events').select('actor_user_id').where('action', '=', 'detention.submitted').where('target_id', '=', String(load.id)).executeTakeFirstOrThrow();
    expect(audit.actor_user_id).toBe(t.dispatcher.userId);
  });

  it('the carrier discards a draft; a stay within the free time drafts nothing', async () => {
    const { load } = await recordedLoad(22);
    const discarded = await t.admin.request('POST', `${stopUrl(load.id, load.stopIds[0])}/discard`);
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json().data.status).toBe('Discarded');
    const list = (await t.admin.request('GET', listUrl(load.id))).json().data;
    expect(list.map((r: { stopId: number; status: string }) => [r.stopId, r.status])).toEqual([[load.stopIds[0], 'Discarded']]);
    expect((await t.brokerage.request('GET', listUrl(load.id))).json().data).toEqual([]);
  });

  it("the brokerage's admins set the free time and rates by equipment; drafts use them", async () => {
    expect((await t.dispatcher.request('PUT', '/portal/api/detention/terms', { freeMinutes: 60, rates: [{ equipmentType: 'Any', hourlyRate: 75 }] })).statusCode).toBe(403);
    expect((await t.brokerage.request('PUT', '/portal/api/detention/terms', { freeMinutes: 60, rates: [{ equipmentType: 'Reefer', hourlyRate: 75 }] })).statusCode).toBe(400);
    const saved = await t.brokerage.request('PUT', '/portal/api/detention/terms', { freeMinutes: 90, rates: [{ equipmentType: 'Any', hourlyRate: 60 }, { equipmentType: 'Reefer', hourlyRate: 80 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.dispatcher.request('GET', '/portal/api/detention/terms')).json().data).toMatchObject({ freeMinutes: 90, canChange: false });
    try {
      const { load } = await recordedLoad(23);
      const [draft] = (await t.admin.request('GET', listUrl(load.id))).json().data;
      // Three hours at the pickup, 90 minutes free: 1.5 hours at the rate for any equipment.
      expect(draft).toMatchObject({ hours: 1.5, hourlyRate: 60, amount: 90, freeMinutes: 90 });
    } finally {
      await t.brokerage.request('PUT', '/portal/api/detention/terms', { freeMinutes: 120, rates: [{ equipmentType: 'Any', hourlyRate: 50 }] });
    }
  });
});
