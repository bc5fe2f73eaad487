import { describe, expect, it } from 'vitest';
import { isLateCancellation, lateCancellationMetric } from './cancellations';
import { claimsMetric } from './claims';
import { metricStatus, tierOf } from './metric-status';
import { onTimeMetric, stopDeadline } from './on-time';
import { completedPeriods, periodEnd, periodOf } from './periods';
import { proofOfDeliveryMetric } from './proof-of-delivery';
import { computeScoreCard } from './score-card';
import { HOUR_MS, type ScoreBooking, type ScoreLoad, type ScoreStop } from './score-records';
import { median, tenderAcceptanceMetric } from './tender-acceptance';
import { METRIC_RULES } from './thresholds';
import { trackingMetric } from './tracking';

const MINUTE_MS = 60_000;

const asOf = new Date('2025-06-01T00:00:00Z');
const base = new Date('2025-05-01T12:00:00Z').getTime();

function stop(stopId: number, type: ScoreStop['type'], early: number, arrivedAt: number | null, extra: Partial<ScoreStop> = {}): ScoreStop {
  return { stopId, stopNumber: type === 'Pickup' ? 0 : 1, type, early: new Date(early), late: new Date(early + 2 * HOUR_MS), appointment: null, arrivedAt: arrivedAt === null ? null : new Date(arrivedAt), departedAt: arrivedAt === null ? null : new Date(arrivedAt + HOUR_MS), timeZone: 'America/Chicago', ...extra };
}

/** A two-stop load delivered `n` days after base, delivery arrival `lateBy` minutes past the window end. */
function load(n: number, lateBy = -30, sources: (string | null)[] = ['DriverLink', 'DriverLink', 'DriverLink', 'DriverLink'], pod: number | null = 2): ScoreLoad {
  const start = base + n * 24 * HOUR_MS;
  const pickup = stop(n * 10 + 1, 'Pickup', start, start + 30 * MINUTE_MS);
  const dropEarly = start + 10 * HOUR_MS;
  const drop = stop(n * 10 + 2, 'Dropoff', dropEarly, dropEarly + 2 * HOUR_MS + lateBy * MINUTE_MS);
  const deliveredAt = drop.departedAt!;
  const kinds = [[pickup, 'Arrival'], [pickup, 'Departure'], [drop, 'Arrival'], [drop, 'Departure']] as const;
  return {
    shipmentId: n,
    shipmentNumber: String(4_100_000 + n),
    deliveredAt,
    stops: [pickup, drop],
    milestones: kinds.map(([s, kind], i) => ({ stopId: s.stopId, kind, source: sources[i], at: kind === 'Arrival' ? s.arrivedAt! : s.departedAt! })),
    podUploadedAt: pod === null ? null : new Date(deliveredAt.getTime() + pod * HOUR_MS),
  };
}

describe('thresholds and tiers', () => {
  const onTime = METRIC_RULES.onTimeDelivery;
  const cancellations = METRIC_RULES.lateCancellations;

  it('exactly 95% is Top, one load short of it is Good', () => {
    expect(metricStatus(onTime, 19, 20, 20)).toBe('top');
    expect(metricStatus(onTime, 9499, 10000, 20)).toBe('good');
  });

  it('exactly 85% is Good standing, below is At risk', () => {
    expect(metricStatus(onTime, 17, 20, 20)).toBe('good');
    expect(metricStatus(onTime, 16, 20, 20)).toBe('atRisk');
  });

  it('lower-is-better metrics reach a tier at or below its threshold', () => {
    expect(metricStatus(cancellations, 1, 20, 20)).toBe('top'); // 5%
    expect(metricStatus(cancellations, 2, 20, 20)).toBe('good'); // 10%
    expect(metricStatus(cancellations, 3, 20, 20)).toBe('atRisk');
  });

  it('fewer than 5 loads is not yet rated, 5 is rated', () => {
    expect(metricStatus(onTime, 4, 4, 4)).toBe('notRated');
    expect(metricStatus(onTime, 5, 5, 5)).toBe('top');
  });

  it('the tier is the weakest rated gating metric; not-rated and information metrics do not gate', () => {
    expect(tierOf([{ gating: true, status: 'top' }, { gating: true, status: 'good' }, { gating: false, status: 'atRisk' }])).toBe('good');
    expect(tierOf([{ gating: true, status: 'top' }, { gating: true, status: 'notRated' }])).toBe('top');
    expect(tierOf([{ gating: true, status: 'notRated' }, { gating: false, status: 'info' }])).toBe('notRated');
    expect(tierOf([{ gating: true, status: 'top' }, { gating: true, status: 'atRisk' }])).toBe('atRisk');
  });
});

describe('on time', () => {
  it('judges against the appointment, else the end of the window, else its start', () => {
    const at = (h: number) => new Date(base + h * HOUR_MS);
    expect(stopDeadline({ appointment: at(1), late: at(3), early: at(0) })).toEqual(at(1));
    expect(stopDeadline({ appointment: null, late: at(3), early: at(0) })).toEqual(at(3));
    expect(stopDeadline({ appointment: null, late: null, early: at(0) })).toEqual(at(0));
  });

  it('an arrival exactly at the deadline is on time, a minute later is late; early is on time', () => {
    const loads = [load(1, 0), load(2, 1), load(3, -300)];
    const metric = onTimeMetric(loads, 'Dropoff', asOf);
    expect(metric.loads.map((l) => [l.shipmentNumber, l.passed])).toEqual([['4100003', true], ['4100002', false], ['4100001', true]]);
    expect(metric.loads[1].reason).toBe('Stop 2 reached 1 min after its window');
    expect(metric.numerator).toBe(2);
  });

  it('takes the last 20 loads delivered by the instant asked, newest first', () => {
    const loads = Array.from({ length: 25 }, (_, n) => load(n + 1, n === 0 ? 60 : -10));
    const metric = onTimeMetric(loads, 'Dropoff', asOf);
    expect(metric.sample).toBe(20);
    expect(metric.numerator).toBe(20); // the late load 1 is older than the window
    expect(onTimeMetric(loads, 'Dropoff', new Date(base + 2 * 24 * HOUR_MS)).sample).toBe(1);
  });
});

describe('tracking', () => {
  it('counts arrivals and departures from the ELD or the driver link, not typed ones', () => {
    const metric = trackingMetric([load(1), load(2, -30, ['ELD', null, 'Manual', 'DriverLink'])], asOf);
    expect([metric.numerator, metric.denominator]).toEqual([6, 8]);
    expect(metric.loads[0].reason).toBe('2 of 4 milestones automated');
  });

  it('a missing milestone counts as not automated; only the last 10 loads count', () => {
    const partial = load(1);
    partial.milestones = partial.milestones.slice(0, 3);
    expect(trackingMetric([partial], asOf).numerator).toBe(3);
    expect(trackingMetric(Array.from({ length: 12 }, (_, n) => load(n + 1)), asOf).sample).toBe(10);
  });
});

describe('late cancellations', () => {
  const pickup = new Date('2025-05-20T15:00:00Z');
  const booking = (cancelledBefore: number | null, by: ScoreBooking['cancelledBy'] = 'Carrier'): ScoreBooking => ({
    shipmentId: 1, shipmentNumber: '4100001', bookedAt: new Date('2025-05-10T15:00:00Z'), pickupAt: pickup,
    cancelledAt: cancelledBefore === null ? null : new Date(pickup.getTime() - cancelledBefore), cancelledBy: cancelledBefore === null ? null : by,
  });

  it('23:59 before pickup is late; 24:00 and 24:01 are not', () => {
    expect(isLateCancellation(booking(23 * HOUR_MS + 59 * MINUTE_MS), asOf)).toBe(true);
    expect(isLateCancellation(booking(24 * HOUR_MS), asOf)).toBe(false);
    expect(isLateCancellation(booking(24 * HOUR_MS + MINUTE_MS), asOf)).toBe(false);
  });

  it('a broker cancellation never counts against the carrier; the share is over bookings', () => {
    expect(isLateCancellation(booking(HOUR_MS, 'Broker'), asOf)).toBe(false);
    const metric = lateCancellationMetric([booking(HOUR_MS), booking(null), booking(HOUR_MS, 'Broker'), booking(3 * 24 * HOUR_MS)], asOf);
    expect([metric.numerator, metric.denominator]).toEqual([1, 4]);
    expect(metric.loads.map((l) => l.reason)).toContain('Rescinded 1.0 h before pickup');
  });
});

describe('tender acceptance', () => {
  const tender = (status: number, sentDaysAgo: number, answerMinutes: number | null) => {
    const sentAt = new Date(asOf.getTime() - sentDaysAgo * 24 * HOUR_MS);
    return { tenderId: sentDaysAgo, shipmentId: 1, shipmentNumber: '4100001', status, sentAt, expiresAt: new Date(sentAt.getTime() + 6 * HOUR_MS), respondedAt: answerMinutes === null ? null : new Date(sentAt.getTime() + answerMinutes * MINUTE_MS) };
  };

  it('accepted over accepted, rejected and expired in 90 days; pulled-back and older tenders left out', () => {
    const metric = tenderAcceptanceMetric([tender(1, 1, 10), tender(4, 2, 30), tender(2, 3, 20), tender(0, 4, null), tender(3, 5, null), tender(1, 91, 5)], asOf);
    expect([metric.numerator, metric.denominator]).toEqual([2, 3 + 1]);
    expect(metric.medianResponseMinutes).toBe(20);
  });

  it('median of an even count is the mean of the middle two', () => {
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(median([])).toBeNull();
  });
});

describe('proof of delivery and claims', () => {
  it('24 hours after delivery is in time, a minute later is not, none is not', () => {
    const inTime = load(1, -30, undefined, 24);
    const late = load(2);
    late.podUploadedAt = new Date(late.deliveredAt.getTime() + 24 * HOUR_MS + MINUTE_MS);
    const metric = proofOfDeliveryMetric([inTime, late, load(3, -30, undefined, null)], asOf);
    expect(metric.loads.map((l) => [l.shipmentNumber, l.passed])).toEqual([['4100003', false], ['4100002', false], ['4100001', true]]);
  });

  it('claims are the share of loads delivered in 12 months with a claim, plus the amount', () => {
    const metric = claimsMetric([load(1), load(2)], [{ caseNumber: 'CS-100001', shipmentId: 2, createdAt: new Date(base + 5 * 24 * HOUR_MS), amountCents: 125_000 }], asOf);
    expect([metric.numerator, metric.denominator, metric.claimedCents]).toEqual([1, 2, 125_000]);
  });
});

describe('the card and its months', () => {
  it('is not yet rated with fewer than 5 loads, and rated from 5', () => {
    const four = Array.from({ length: 4 }, (_, n) => load(n + 1));
    expect(computeScoreCard({ loads: four, bookings: [], tenders: [], claims: [] }, asOf).tier).toBe('notRated');
    const five = Array.from({ length: 5 }, (_, n) => load(n + 1));
    expect(computeScoreCard({ loads: five, bookings: [], tenders: [], claims: [] }, asOf).tier).toBe('top');
  });

  it('names months in UTC and ends them at the first instant of the next', () => {
    expect(periodOf(new Date('2025-05-31T23:59:59Z'))).toBe('2025-05');
    expect(periodEnd('2025-12').toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(completedPeriods(new Date('2025-02-10T00:00:00Z'), 3)).toEqual(['2024-11', '2024-12', '2025-01']);
  });
});
