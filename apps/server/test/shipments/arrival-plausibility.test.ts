import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPLAUSIBLE_ARRIVAL_CODE } from '@portal/domain/shipments/plausible-stop-time';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { activityOf, actor, APEX, BLUE_RIDGE, companyId, createShipment, DAY, HOUR, PLACES, type Actor } from './fixtures';

let t: TestApp;
let dispatch: Actor;
let broker: Actor;
let blueRidge: number;
let apex: number;

beforeAll(async () => {
  t = await buildTestApp();
  dispatch = await actor(t.app, t.db, DEMO.dispatcher);
  broker = await actor(t.app, t.db, DEMO.broker);
  blueRidge = await companyId(t.db, BLUE_RIDGE);
  apex = await companyId(t.db, APEX);
});
afterAll(async () => t?.close());

const stopUrl = (id: number, stopId: number, event: 'arrival' | 'departure') => `/portal/api/shipments/${id}/stops/${stopId}/${event}`;

/** Dallas to Roanoke: about 1,000 miles in a straight line. */
async function longHaul() {
  const now = Date.now();
  const s = await createShipment(t.db, {
    carrierId: blueRidge,
    customerId: apex,
    status: ShipmentStatus.Booked,
    stops: [
      { type: 'Pickup', name: 'Trinity Yard', ...PLACES.dallas, early: new Date(now + DAY) },
      { type: 'Dropoff', name: 'Shenandoah Mill', ...PLACES.roanoke, early: new Date(now + 3 * DAY) },
    ],
  });
  const [pickup, dropoff] = s.stopIds;
  expect((await dispatch.request('POST', stopUrl(s.id, pickup, 'arrival'), { arrivedAt: new Date(now - 2 * HOUR).toISOString() })).statusCode).toBe(200);
  const out = await dispatch.request('POST', stopUrl(s.id, pickup, 'departure'), { departedAt: new Date(now - HOUR).toISOString(), confirmedPackageCount: 1 });
  expect(out.statusCode, out.body).toBe(200);
  return { s, dropoff, departedAt: new Date(now - HOUR) };
}

describe('plausible stop times', () => {
  it('an arrival ~1,000 miles from the last departure an hour later asks for confirmation and records nothing', async () => {
    const { s, dropoff } = await longHaul();
    const response = await dispatch.request('POST', stopUrl(s.id, dropoff, 'arrival'), {});
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    const problem = response.json();
    expect(problem).toMatchObject({ status: 409, title: 'Conflict', code: IMPLAUSIBLE_ARRIVAL_CODE, confirmationRequired: true, minutes: 60 });
    expect(problem.miles).toBeGreaterThan(900);
    expect(problem.minimumMinutes).toBeGreaterThan(12 * 60);
    expect(problem.detail).toMatch(/^The arrival at stop 2 \(Shenandoah Mill, Roanoke, VA\) would be [\d,]+ miles from stop 1 in 1 h \(at least \d+ h( \d+ min)? at 75 mph\)\. Check the time, or confirm/);
    const stop = await t.db.selectFrom('shipment_stops').select(['arrived_at', 'arrival_flag']).where('id', '=', dropoff).executeTakeFirstOrThrow();
    expect(stop).toEqual({ arrived_at: null, arrival_flag: null });
    expect((await t.db.selectFrom('shipments').select('status').where('id', '=', s.id).executeTakeFirstOrThrow()).status).toBe(ShipmentStatus.InTransit);
  });

  it('confirmed, it is recorded with a flag the broker sees on the stop and in the activity', async () => {
    const { s, dropoff } = await longHaul();
    const response = await dispatch.request('POST', stopUrl(s.id, dropoff, 'arrival'), { confirmed: true });
    expect(response.statusCode, response.body).toBe(200);
    const flag = response.json().data[1].arrivalFlag as string;
    expect(flag).toMatch(/^Implausible arrival: [\d,]+ miles from stop 1 in (1 h|60 minutes|\d+ minutes) \(at least .* at 75 mph\); confirmed by \S+/);
    expect(response.json().data[0].arrivalFlag).toBeNull();

    const seen = await broker.request('GET', `/portal/api/shipments/by-number/${s.number}/stops`);
    expect(seen.statusCode, seen.body).toBe(200);
    const stops = seen.json().data as { shipmentStopId: number; arrivalFlag: string | null; arrivedAt: string | null }[];
    expect(stops.find((x) => x.shipmentStopId === dropoff)).toMatchObject({ arrivalFlag: flag, arrivedAt: expect.any(String) });
    const arrival = (await activityOf(t.db, s.id)).filter((a) => a.kind === 'Arrival').at(-1)!;
    expect(arrival.description).toContain(flag);
  });

  it('an arrival the truck could make, or the first stop, is recorded without a flag or a question', async () => {
    const now = Date.now();
    const s = await createShipment(t.db, { carrierId: blueRidge, customerId: apex, status: ShipmentStatus.Booked });
    const [pickup, middle] = s.stopIds;
    // Nothing before the first stop to judge against: a first arrival is never questioned.
    expect((await dispatch.request('POST', stopUrl(s.id, pickup, 'arrival'), { arrivedAt: new Date(now - 6 * HOUR).toISOString() })).statusCode).toBe(200);
    expect((await dispatch.request('POST', stopUrl(s.id, pickup, 'departure'), { departedAt: new Date(now - 5 * HOUR).toISOString(), confirmedPackageCount: 30 })).statusCode).toBe(200);
    // Roanoke to Charlotte (~150 miles) in four hours.
    const response = await dispatch.request('POST', stopUrl(s.id, middle, 'arrival'), { arrivedAt: new Date(now - HOUR).toISOString() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data[1]).toMatchObject({ arrivalFlag: null, arrivedAt: new Date(now - HOUR).toISOString() });
  });

  it('a confirmation that is not true/false is a 400 naming the field', async () => {
    const { s, dropoff } = await longHaul();
    const response = await dispatch.request('POST', stopUrl(s.id, dropoff, 'arrival'), { confirmed: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors ?? {}).join(' ')).toMatch(/confirmed/);
  });
});
