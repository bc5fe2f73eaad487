import { lastBefore, type LoadOutcome, type MetricResult, type ScoreLoad, type ScoreStop } from './score-records';

/** What a stop is judged against: its appointment, else the end of its window, else its window's start. */
export function stopDeadline(stop: Pick<ScoreStop, 'appointment' | 'late' | 'early'>): Date {
  return stop.appointment ?? stop.late ?? stop.early;
}

/**
 * On time when the truck arrived no later than the deadline. Instants are compared, which is the
 * same comparison in every zone; the stop's zone is the one its times are shown in.
 */
export function stopOnTime(stop: ScoreStop, asOf: Date): boolean {
  return stop.arrivedAt !== null && stop.arrivedAt.getTime() <= asOf.getTime() && stop.arrivedAt.getTime() <= stopDeadline(stop).getTime();
}

/**
 * On-time pickup or delivery over the last 20 loads delivered by `asOf`: a load passes when every
 * stop of the type was reached on time; the first late (or missing) arrival is its reason.
 */
export function onTimeMetric(loads: readonly ScoreLoad[], type: ScoreStop['type'], asOf: Date, count = 20): MetricResult {
  const window = lastBefore(loads, (l) => l.deliveredAt, asOf, count);
  const outcomes: LoadOutcome[] = window.map((load) => {
    const stops = load.stops.filter((s) => s.type === type).sort((a, b) => a.stopNumber - b.stopNumber);
    const late = stops.find((s) => !stopOnTime(s, asOf));
    const judged = late ?? stops[stops.length - 1];
    const what = type === 'Pickup' ? 'pickup' : 'delivery';
    return {
      shipmentId: load.shipmentId,
      shipmentNumber: load.shipmentNumber,
      passed: late === undefined,
      plannedAt: judged ? stopDeadline(judged).toISOString() : null,
      actualAt: judged?.arrivedAt?.toISOString() ?? null,
      timeZone: judged?.timeZone ?? null,
      reason: late
        ? late.arrivedAt
          ? `Stop ${late.stopNumber + 1} reached ${Math.round((late.arrivedAt.getTime() - stopDeadline(late).getTime()) / 60_000)} min after its ${late.appointment ? 'appointment' : 'window'}`
          : `No arrival recorded at stop ${late.stopNumber + 1}`
        : `Every ${what} stop on time`,
    };
  });
  const passed = outcomes.filter((o) => o.passed).length;
  return { numerator: passed, denominator: outcomes.length, sample: outcomes.length, loads: outcomes };
}
