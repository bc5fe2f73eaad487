import { DAY_MS, type LoadOutcome, type MetricResult, type ScoreTender } from './score-records';

const ACCEPTED = 1;
const REJECTED = 2;
const RESCINDED = 3;
const BOOKING_RESCINDED = 4;

/** The middle value (mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Tender acceptance over tenders sent in the 90 days before `asOf`: accepted (a booking later
 * rescinded was still accepted) over accepted, rejected and expired unanswered; tenders the broker
 * pulled back, and those still open, are left out. Plus the median minutes to answer.
 */
export function tenderAcceptanceMetric(tenders: readonly ScoreTender[], asOf: Date, days = 90): MetricResult {
  const from = asOf.getTime() - days * DAY_MS;
  const answeredBy = (t: ScoreTender) => t.respondedAt !== null && t.respondedAt.getTime() <= asOf.getTime();
  const outcomes: LoadOutcome[] = [];
  const responseMinutes: number[] = [];
  for (const tender of [...tenders].sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime())) {
    if (tender.sentAt.getTime() <= from || tender.sentAt.getTime() > asOf.getTime() || tender.status === RESCINDED) continue;
    const accepted = (tender.status === ACCEPTED || tender.status === BOOKING_RESCINDED) && answeredBy(tender);
    const rejected = tender.status === REJECTED && answeredBy(tender);
    const expired = !accepted && !rejected && tender.expiresAt.getTime() <= asOf.getTime();
    if (!accepted && !rejected && !expired) continue;
    if (accepted || rejected) responseMinutes.push((tender.respondedAt!.getTime() - tender.sentAt.getTime()) / 60_000);
    outcomes.push({
      shipmentId: tender.shipmentId,
      shipmentNumber: tender.shipmentNumber,
      passed: accepted,
      plannedAt: tender.sentAt.toISOString(),
      actualAt: accepted || rejected ? tender.respondedAt!.toISOString() : tender.expiresAt.toISOString(),
      timeZone: null,
      reason: accepted ? 'Accepted' : rejected ? 'Rejected' : 'Expired without an answer',
    });
  }
  const accepted = outcomes.filter((o) => o.passed).length;
  const middle = median(responseMinutes);
  return { numerator: accepted, denominator: outcomes.length, sample: outcomes.length, loads: outcomes, medianResponseMinutes: middle === null ? null : Math.round(middle) };
}
