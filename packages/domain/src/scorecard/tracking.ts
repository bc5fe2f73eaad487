import { lastBefore, type LoadOutcome, type MetricResult, type ScoreLoad } from './score-records';

/** Milestones from these sources came without anyone typing them: the ELD and the driver's sign-in link. */
export const AUTOMATED_SOURCES: ReadonlySet<string> = new Set(['ELD', 'DriverLink']);

/**
 * Automated tracking over the last 10 loads delivered by `asOf`: every stop needs an arrival and a
 * departure; each counts once, automated when it came from an automated source.
 */
export function trackingMetric(loads: readonly ScoreLoad[], asOf: Date, count = 10): MetricResult {
  const window = lastBefore(loads, (l) => l.deliveredAt, asOf, count);
  let automated = 0;
  let required = 0;
  const outcomes: LoadOutcome[] = window.map((load) => {
    const needed = load.stops.length * 2;
    const received = new Set<string>();
    for (const m of load.milestones) {
      if (m.at.getTime() <= asOf.getTime() && m.source !== null && AUTOMATED_SOURCES.has(m.source)) received.add(`${m.stopId}:${m.kind}`);
    }
    const own = [...received].filter((key) => load.stops.some((s) => key.startsWith(`${s.stopId}:`))).length;
    automated += own;
    required += needed;
    return {
      shipmentId: load.shipmentId,
      shipmentNumber: load.shipmentNumber,
      passed: own === needed,
      plannedAt: null,
      actualAt: load.deliveredAt.toISOString(),
      timeZone: null,
      reason: `${own} of ${needed} milestones automated`,
    };
  });
  return { numerator: automated, denominator: required, sample: outcomes.length, loads: outcomes };
}
