import { MIN_RATED_SAMPLE, type MetricRule, type MetricStatus, type Tier } from './thresholds';

/** At least `percent` of the whole: numerator/denominator >= percent/100, in integers. */
const atLeast = (numerator: number, denominator: number, percent: number) => numerator * 100 >= percent * denominator;
const atMost = (numerator: number, denominator: number, percent: number) => numerator * 100 <= percent * denominator;

/**
 * The status of one metric: not rated below the minimum sample, information when it has no
 * thresholds, else the tier its share reaches (exactly at a threshold reaches it).
 */
export function metricStatus(rule: MetricRule, numerator: number, denominator: number, sample: number): MetricStatus {
  if (sample < MIN_RATED_SAMPLE || denominator === 0) return 'notRated';
  if (!rule.thresholds) return 'info';
  const reaches = rule.direction === 'higher' ? atLeast : atMost;
  if (reaches(numerator, denominator, rule.thresholds.top)) return 'top';
  if (reaches(numerator, denominator, rule.thresholds.good)) return 'good';
  return 'atRisk';
}

const RANK: Record<Tier, number> = { top: 2, good: 1, atRisk: 0 };

/** The tier is the weakest gating metric that is rated; with none rated the carrier is not yet rated. */
export function tierOf(metrics: readonly { gating: boolean; status: MetricStatus }[]): Tier | 'notRated' {
  let weakest: Tier | null = null;
  for (const metric of metrics) {
    if (!metric.gating || metric.status === 'notRated' || metric.status === 'info') continue;
    if (weakest === null || RANK[metric.status] < RANK[weakest]) weakest = metric.status;
  }
  return weakest ?? 'notRated';
}

/** A share as a percent with one decimal, for display; null when there is nothing to divide. */
export function percentOf(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : Math.round((numerator * 1000) / denominator) / 10;
}
