import { DAY_MS, lastBefore, type LoadOutcome, type MetricResult, type ScoreLoad } from './score-records';

/** Proof of delivery in time: uploaded no later than 24 hours after the departure from the last stop. */
export function podInTime(load: ScoreLoad, asOf: Date): boolean {
  return load.podUploadedAt !== null && load.podUploadedAt.getTime() <= asOf.getTime() && load.podUploadedAt.getTime() - load.deliveredAt.getTime() <= DAY_MS;
}

/** Proof of delivery within 24 hours over the last 20 loads delivered by `asOf`. */
export function proofOfDeliveryMetric(loads: readonly ScoreLoad[], asOf: Date, count = 20): MetricResult {
  const window = lastBefore(loads, (l) => l.deliveredAt, asOf, count);
  const outcomes: LoadOutcome[] = window.map((load) => {
    const uploaded = load.podUploadedAt !== null && load.podUploadedAt.getTime() <= asOf.getTime();
    const hours = uploaded ? (load.podUploadedAt!.getTime() - load.deliveredAt.getTime()) / 3_600_000 : null;
    return {
      shipmentId: load.shipmentId,
      shipmentNumber: load.shipmentNumber,
      passed: podInTime(load, asOf),
      plannedAt: load.deliveredAt.toISOString(),
      actualAt: uploaded ? load.podUploadedAt!.toISOString() : null,
      timeZone: null,
      reason: uploaded ? `Uploaded ${hours!.toFixed(1)} h after delivery` : 'No proof of delivery uploaded',
    };
  });
  return { numerator: outcomes.filter((o) => o.passed).length, denominator: outcomes.length, sample: outcomes.length, loads: outcomes };
}
