/**
 * Score-card metrics, their windows and the thresholds of the tiers (written down in
 * docs/decisions/0140-metrics-and-thresholds.md). Percentages are whole numbers compared as fractions (numerator x 100 against
 * threshold x denominator), so exactly 95.0% is Top and 94.99% is not, with no rounding in between.
 */
export const METRIC_KEYS = ['onTimePickup', 'onTimeDelivery', 'tracking', 'lateCancellations', 'tenderAcceptance', 'proofOfDelivery', 'claims'] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];

/** Fewer loads (or bookings) than this and a metric is not yet rated: it neither helps nor hurts the tier. */
export const MIN_RATED_SAMPLE = 5;

export interface MetricRule {
  label: string;
  /** Whether the metric sets the tier (the weakest gating metric does). */
  gating: boolean;
  /** Higher is better (on-time) or lower is better (cancellations, claims). */
  direction: 'higher' | 'lower';
  /** Percent thresholds: at or above (higher) / at or below (lower) top, then good; else at risk. Null: shown for information. */
  thresholds: { top: number; good: number } | null;
  window: { kind: 'lastLoads'; count: number } | { kind: 'days'; days: number } | { kind: 'months'; months: number };
  definition: string;
}

export const METRIC_RULES: Record<MetricKey, MetricRule> = {
  onTimePickup: {
    label: 'On-time pickup',
    gating: true,
    direction: 'higher',
    thresholds: { top: 95, good: 85 },
    window: { kind: 'lastLoads', count: 20 },
    definition:
      'Share of your last 20 delivered loads whose every pickup stop was reached no later than its appointment, or the end of its pickup window when it has no appointment. Early arrivals count as on time; times are read in each stop\'s time zone.',
  },
  onTimeDelivery: {
    label: 'On-time delivery',
    gating: true,
    direction: 'higher',
    thresholds: { top: 95, good: 85 },
    window: { kind: 'lastLoads', count: 20 },
    definition:
      'Share of your last 20 delivered loads whose every delivery stop was reached no later than its appointment, or the end of its delivery window when it has no appointment. Early arrivals count as on time; times are read in each stop\'s time zone.',
  },
  tracking: {
    label: 'Automated tracking',
    gating: true,
    direction: 'higher',
    thresholds: { top: 85, good: 50 },
    window: { kind: 'lastLoads', count: 10 },
    definition:
      'Of the required milestones (the arrival at and the departure from every stop) of your last 10 delivered loads, the share received automatically from an ELD or the driver\'s sign-in link rather than typed in by hand. A missing milestone counts as not automated.',
  },
  lateCancellations: {
    label: 'Late cancellations',
    gating: true,
    direction: 'lower',
    thresholds: { top: 5, good: 10 },
    window: { kind: 'lastLoads', count: 20 },
    definition:
      'Of your last 20 bookings, the share you rescinded less than 24 hours before the pickup (the end of the first pickup window, or its appointment). Cancellations by the broker or the customer do not count against you.',
  },
  tenderAcceptance: {
    label: 'Tender acceptance',
    gating: false,
    direction: 'higher',
    thresholds: null,
    window: { kind: 'days', days: 90 },
    definition:
      'Of the tenders sent to you in the last 90 days that you answered or let expire, the share you accepted (tenders the broker pulled back are left out), with the median time you took to answer.',
  },
  proofOfDelivery: {
    label: 'Proof of delivery within 24 hours',
    gating: false,
    direction: 'higher',
    thresholds: { top: 90, good: 75 },
    window: { kind: 'lastLoads', count: 20 },
    definition:
      'Share of your last 20 delivered loads with a proof of delivery uploaded within 24 hours of the departure from the last stop.',
  },
  claims: {
    label: 'Claims',
    gating: false,
    direction: 'lower',
    thresholds: null,
    window: { kind: 'months', months: 12 },
    definition: 'Share of your loads delivered in the last 12 months with a claim or damage case that was not voided, with the amount claimed.',
  },
};

export const TIERS = ['top', 'good', 'atRisk'] as const;
export type Tier = (typeof TIERS)[number];
export type MetricStatus = Tier | 'notRated' | 'info';

export const TIER_LABELS: Record<Tier | 'notRated', string> = { top: 'Top', good: 'Good standing', atRisk: 'At risk', notRated: 'Not yet rated' };
