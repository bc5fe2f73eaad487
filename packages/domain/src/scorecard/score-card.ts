import { lateCancellationMetric } from './cancellations';
import { claimsMetric } from './claims';
import { metricStatus, percentOf, tierOf } from './metric-status';
import { onTimeMetric } from './on-time';
import { proofOfDeliveryMetric } from './proof-of-delivery';
import type { MetricResult, ScoreCardData } from './score-records';
import { tenderAcceptanceMetric } from './tender-acceptance';
import { METRIC_KEYS, METRIC_RULES, type MetricKey, type MetricStatus, type Tier } from './thresholds';
import { trackingMetric } from './tracking';

export interface ComputedMetric extends MetricResult {
  key: MetricKey;
  /** Percent with one decimal; null with nothing to divide. */
  value: number | null;
  status: MetricStatus;
  gating: boolean;
}

export interface ComputedScoreCard {
  asOf: string;
  tier: Tier | 'notRated';
  metrics: ComputedMetric[];
}

const COMPUTE: Record<MetricKey, (data: ScoreCardData, asOf: Date) => MetricResult> = {
  onTimePickup: (d, asOf) => onTimeMetric(d.loads, 'Pickup', asOf),
  onTimeDelivery: (d, asOf) => onTimeMetric(d.loads, 'Dropoff', asOf),
  tracking: (d, asOf) => trackingMetric(d.loads, asOf),
  lateCancellations: (d, asOf) => lateCancellationMetric(d.bookings, asOf),
  tenderAcceptance: (d, asOf) => tenderAcceptanceMetric(d.tenders, asOf),
  proofOfDelivery: (d, asOf) => proofOfDeliveryMetric(d.loads, asOf),
  claims: (d, asOf) => claimsMetric(d.loads, d.claims, asOf),
};

/** One metric as of an instant, with its status against the thresholds. */
export function computeMetric(key: MetricKey, data: ScoreCardData, asOf: Date): ComputedMetric {
  const rule = METRIC_RULES[key];
  const result = COMPUTE[key](data, asOf);
  return { ...result, key, value: percentOf(result.numerator, result.denominator), status: metricStatus(rule, result.numerator, result.denominator, result.sample), gating: rule.gating };
}

/** The whole card as of an instant: every metric and the tier of the weakest gating one. */
export function computeScoreCard(data: ScoreCardData, asOf: Date): ComputedScoreCard {
  const metrics = METRIC_KEYS.map((key) => computeMetric(key, data, asOf));
  return { asOf: asOf.toISOString(), tier: tierOf(metrics), metrics };
}
