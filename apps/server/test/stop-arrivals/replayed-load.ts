import type { Kysely } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { milesEastOf, replayedTrack, type ReplayPlan } from '@portal/domain/stop-arrivals/replayed-track';
import type { Database } from '../../src/db/database';
import { authHeaders, type TestApp, type TestSession } from '../helper';
import { APEX, BLUE_RIDGE, companyId, createShipment, HOUR, PLACES } from '../shipments/fixtures';

export const FIVE_MINUTES = 5 * 60_000;
/** The pickup and, 40 miles east of it, the delivery of every replayed load. */
const PICKUP = { latitude: PLACES.roanoke.latitude, longitude: PLACES.roanoke.longitude };
const DELIVERY = milesEastOf(PICKUP, 40);

/**
 * A dispatched load of the demo carrier on a truck of its own, through a pickup where the truck
 * stays three hours from its appointment and a delivery 40 miles on where it stays 90 minutes, and
 * the track its ELD reports of it (points every 5 minutes with noise), ending a few minutes ago.
 */
export async function replayedLoad(db: Kysely<Database>, options: { everyMinutes?: number[]; withSpeed?: boolean; seed?: number } = {}) {
  const startAt = new Date(Date.now() - 7 * HOUR);
  const plan: ReplayPlan = {
    start: milesEastOf(PICKUP, -25),
    startAt,
    stops: [
      { at: PICKUP, stayMs: 3 * HOUR },
      { at: DELIVERY, stayMs: 1.5 * HOUR },
    ],
    end: milesEastOf(DELIVERY, 20),
    cruiseMph: 55,
    localMiles: 2,
    localMph: 25,
    everyMinutes: options.everyMinutes ?? [5],
    noiseMiles: 0.02,
    withSpeed: options.withSpeed ?? true,
    seed: options.seed ?? 11,
  };
  const { track, truth } = replayedTrack(plan);
  const visible = track.filter((p) => p.at.getTime() < Date.now() - 60_000);
  const load = await createShipment(db, {
    carrierId: await companyId(db, BLUE_RIDGE),
    customerId: await companyId(db, APEX),
    status: ShipmentStatus.Dispatched,
    stops: [
      { type: 'Pickup', name: 'Star City Mill', ...PLACES.roanoke, ...PICKUP, early: truth.arrivals[0], late: new Date(truth.arrivals[0].getTime() + 2 * HOUR) },
      { type: 'Dropoff', name: 'Eastside Depot', ...PLACES.roanoke, ...DELIVERY, early: truth.arrivals[1], late: new Date(truth.arrivals[1].getTime() + 2 * HOUR) },
    ],
  });
  const truck = `REPLAY-${load.id}`;
  await db.updateTable('shipments').set({ truck_number: truck, last_location_at: null, last_latitude: null, last_longitude: null }).where('id', '=', load.id).execute();
  // The pickup's appointment is when the truck gets there: the free time runs from it.
  await db.updateTable('shipment_stops').set({ appointment: truth.arrivals[0] }).where('id', '=', load.stopIds[0]).execute();
  return { load, truck, track: visible, truth };
}

/** Posts the track through the positions batch endpoint as the truck's ELD would, `chunk` points a batch. */
export async function postTrack(t: TestApp, session: TestSession, truck: string, track: ReturnType<typeof replayedTrack>['track'], chunk = 24): Promise<LightMyRequestResponse[]> {
  const answers: LightMyRequestResponse[] = [];
  for (let i = 0; i < track.length; i += chunk) {
    const positions = track.slice(i, i + chunk).map((p) => ({
      deviceId: truck,
      recordedAt: p.at.toISOString(),
      latitude: p.latitude,
      longitude: p.longitude,
      ...(p.speedMph === null ? {} : { speedMph: Math.round(p.speedMph * 10) / 10 }),
    }));
    answers.push(await t.app.inject({ method: 'POST', url: '/carrier/api/v2/positions', headers: authHeaders(session, { carrierApi: true }), payload: { source: 'ELD', positions } }));
  }
  return answers;
}
