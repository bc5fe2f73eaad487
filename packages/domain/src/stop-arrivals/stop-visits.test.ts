import { describe, expect, it } from 'vitest';
import { milesEastOf, replayedTrack, type ReplayPlan } from './replayed-track';
import { detectStopVisits, type TrackPoint, type VisitStop } from './stop-visits';

const FIVE_MINUTES = 5 * 60_000;
const HOUR = 3_600_000;
const pickup = { latitude: 41.85, longitude: -87.65 };
const delivery = milesEastOf(pickup, 40);

function plan(overrides: Partial<ReplayPlan> = {}): ReplayPlan {
  return {
    start: milesEastOf(pickup, -30),
    startAt: new Date('2026-03-02T12:00:00Z'),
    stops: [
      { at: pickup, stayMs: 3 * HOUR },
      { at: delivery, stayMs: 1.5 * HOUR },
    ],
    end: milesEastOf(delivery, 30),
    cruiseMph: 55,
    localMiles: 2,
    localMph: 25,
    everyMinutes: [5],
    noiseMiles: 0.02,
    withSpeed: true,
    seed: 7,
    ...overrides,
  };
}

const stopsOf = (p: ReplayPlan): VisitStop[] => p.stops.map((s, i) => ({ id: i + 1, ...s.at, arrivedAt: null, departedAt: null }));

function expectWithinFiveMinutes(actual: Date | null, truth: Date) {
  expect(actual).not.toBeNull();
  expect(Math.abs(actual!.getTime() - truth.getTime())).toBeLessThanOrEqual(FIVE_MINUTES);
}

describe('detectStopVisits on replayed tracks', () => {
  const cadences: [string, number[]][] = [
    ['every minute', [1]],
    ['every 5 minutes', [5]],
    ['every 15 minutes', [15]],
    ['irregular gaps of 1 to 15 minutes', [1, 7, 15, 4, 11, 2, 13]],
  ];
  for (const [name, everyMinutes] of cadences) {
    for (const withSpeed of [true, false]) {
      it(`finds both stops within 5 minutes of the truth, points ${name}, ${withSpeed ? 'with' : 'without'} speed`, () => {
        for (const seed of [1, 2, 3, 4, 5]) {
          const p = plan({ everyMinutes, withSpeed, seed, startAt: new Date(Date.UTC(2026, 2, 2, 12, seed * 3)) });
          const { track, truth } = replayedTrack(p);
          const visits = detectStopVisits(stopsOf(p), track);
          expect(visits.map((v) => v.stopId)).toEqual([1, 2]);
          visits.forEach((visit, i) => {
            expectWithinFiveMinutes(visit.arrivedAt, truth.arrivals[i]);
            expectWithinFiveMinutes(visit.departedAt, truth.departures[i]);
          });
        }
      });
    }
  }

  it('keeps the points inside the fence as the evidence of the stay, in time order', () => {
    const p = plan();
    const { track } = replayedTrack(p);
    const [first] = detectStopVisits(stopsOf(p), [...track].reverse());
    expect(first.inside.length).toBeGreaterThanOrEqual(35);
    expect(first.inside.every((q) => q.at >= first.arrivedAt && q.at <= first.departedAt!)).toBe(true);
    expect(first.inside.map((q) => q.at.getTime())).toEqual([...first.inside].map((q) => q.at.getTime()).sort((a, b) => a - b));
  });

  it('does not flap on jitter at the edge of the fence: one visit while parked 0.6 miles out', () => {
    const edge = milesEastOf(pickup, 0.45);
    const parked = { ...plan(), stops: [{ at: edge, stayMs: 2 * HOUR }], noiseMiles: 0.15, everyMinutes: [2] };
    const { track } = replayedTrack(parked);
    const visits = detectStopVisits([{ id: 1, ...pickup, arrivedAt: null, departedAt: null }], track);
    expect(visits).toHaveLength(1);
    expect(visits[0].departedAt!.getTime() - visits[0].arrivedAt.getTime()).toBeGreaterThan(1.5 * HOUR);
  });

  it('a truck driving past the stop is not an arrival', () => {
    const at = (min: number) => new Date(Date.UTC(2026, 2, 2, 12, min));
    const passing: TrackPoint[] = [-3, -2, -1, 0, 1, 2, 3].map((m, i) => ({ at: at(i), ...milesEastOf(pickup, m), speedMph: 60 }));
    expect(detectStopVisits([{ id: 1, ...pickup, arrivedAt: null, departedAt: null }], passing)).toEqual([]);
  });

  it('waits while it cannot yet tell a stop from a drive-by, and answers an open visit while the truck stays', () => {
    const at = (min: number) => new Date(Date.UTC(2026, 2, 2, 12, min));
    const approaching: TrackPoint[] = [
      { at: at(0), ...milesEastOf(pickup, -2), speedMph: 30 },
      { at: at(4), ...milesEastOf(pickup, -0.1), speedMph: 20 },
    ];
    const stop: VisitStop = { id: 1, ...pickup, arrivedAt: null, departedAt: null };
    expect(detectStopVisits([stop], approaching)).toEqual([]);
    const staying = [...approaching, { at: at(10), ...pickup, speedMph: 0 }];
    const [visit] = detectStopVisits([stop], staying);
    expect(visit.departedAt).toBeNull();
    expect(Math.abs(visit.arrivedAt.getTime() - at(3).getTime())).toBeLessThan(60_000);
  });

  it('starts from an arrival already recorded and skips a stop already left', () => {
    const p = plan();
    const { track, truth } = replayedTrack(p);
    const recorded = new Date(truth.arrivals[0].getTime() + 60_000);
    const [visit] = detectStopVisits([{ ...stopsOf(p)[0], arrivedAt: recorded }], track);
    expect(visit.arrivedAt).toEqual(recorded);
    expectWithinFiveMinutes(visit.departedAt, truth.departures[0]);

    const [left, second] = stopsOf(p);
    const visits = detectStopVisits([{ ...left, arrivedAt: truth.arrivals[0], departedAt: truth.departures[0] }, second], track);
    expect(visits.map((v) => v.stopId)).toEqual([2]);
    expectWithinFiveMinutes(visits[0].arrivedAt, truth.arrivals[1]);
  });

  it('the first point of a track inside the fence is an arrival at its time', () => {
    const at = new Date('2026-03-02T12:00:00Z');
    const [visit] = detectStopVisits([{ id: 1, ...pickup, arrivedAt: null, departedAt: null }], [{ at, ...pickup, speedMph: null }]);
    expect(visit).toMatchObject({ stopId: 1, arrivedAt: at, departedAt: null });
  });
});
