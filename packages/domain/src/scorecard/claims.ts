import type { LoadOutcome, MetricResult, ScoreClaim, ScoreLoad } from './score-records';

/** The same instant `months` calendar months earlier (UTC), the start of a months window. */
export function monthsBefore(asOf: Date, months: number): Date {
  const d = new Date(asOf.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/**
 * Claims over loads delivered in the 12 months before `asOf`: the share of those loads with a
 * claim (not voided) opened by `asOf`, and the amount claimed.
 */
export function claimsMetric(loads: readonly ScoreLoad[], claims: readonly ScoreClaim[], asOf: Date, months = 12): MetricResult {
  const from = monthsBefore(asOf, months).getTime();
  const window = loads
    .filter((l) => l.deliveredAt.getTime() > from && l.deliveredAt.getTime() <= asOf.getTime())
    .sort((a, b) => b.deliveredAt.getTime() - a.deliveredAt.getTime());
  let claimedCents = 0;
  const outcomes: LoadOutcome[] = window.map((load) => {
    const own = claims.filter((c) => c.shipmentId === load.shipmentId && c.createdAt.getTime() <= asOf.getTime());
    claimedCents += own.reduce((sum, c) => sum + (c.amountCents ?? 0), 0);
    return {
      shipmentId: load.shipmentId,
      shipmentNumber: load.shipmentNumber,
      passed: own.length === 0,
      plannedAt: null,
      actualAt: own[0]?.createdAt.toISOString() ?? null,
      timeZone: null,
      reason: own.length === 0 ? 'No claim' : `Claim ${own.map((c) => c.caseNumber).join(', ')}`,
    };
  });
  return { numerator: outcomes.filter((o) => !o.passed).length, denominator: outcomes.length, sample: outcomes.length, loads: outcomes, claimedCents };
}
