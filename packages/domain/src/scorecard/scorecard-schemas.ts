import { z } from 'zod';
import { METRIC_KEYS } from './thresholds';

export const ScoreCardParamsSchema = z.object({ carrierId: z.coerce.number().int().positive().max(2_147_483_647) });
export const ScoreCardLoadsQuerySchema = z.object({ metric: z.enum(METRIC_KEYS) });

const StatusSchema = z.enum(['top', 'good', 'atRisk', 'notRated', 'info']);
const TierSchema = z.enum(['top', 'good', 'atRisk', 'notRated']);

export const ScoreCardMetricSchema = z.object({
  key: z.enum(METRIC_KEYS),
  label: z.string(),
  definition: z.string(),
  gating: z.boolean(),
  direction: z.enum(['higher', 'lower']),
  value: z.number().nullable(),
  numerator: z.number(),
  denominator: z.number(),
  sample: z.number(),
  status: StatusSchema,
  thresholds: z.object({ top: z.number(), good: z.number() }).nullable(),
  window: z.string(),
  medianResponseMinutes: z.number().nullable().optional(),
  claimedAmount: z.number().optional(),
  history: z.array(z.object({ period: z.string(), value: z.number().nullable(), status: StatusSchema })),
});
export type ScoreCardMetric = z.output<typeof ScoreCardMetricSchema>;

export const ScoreCardSchema = z.object({
  carrierId: z.number(),
  carrierName: z.string(),
  /** The tier of the last month that ended (its snapshot); not rated before any month is. */
  tier: TierSchema,
  tierLabel: z.string(),
  evaluatedPeriod: z.string().nullable(),
  evaluatedAt: z.string().nullable(),
  nextEvaluationAt: z.string(),
  /** This month so far: where the tier is heading. */
  projectedTier: TierSchema,
  projectedTierLabel: z.string(),
  rule: z.literal('lowest'),
  minimumSample: z.number(),
  metrics: z.array(ScoreCardMetricSchema),
  snapshots: z.array(z.object({ period: z.string(), tier: TierSchema, takenAt: z.string() })),
});
export type ScoreCard = z.output<typeof ScoreCardSchema>;
export const ScoreCardAnswerSchema = z.object({ data: ScoreCardSchema });

export const ScoreCardLoadSchema = z.object({
  shipmentId: z.number(),
  shipmentNumber: z.string(),
  passed: z.boolean(),
  plannedAt: z.string().nullable(),
  actualAt: z.string().nullable(),
  timeZone: z.string().nullable(),
  reason: z.string(),
});
export type ScoreCardLoad = z.output<typeof ScoreCardLoadSchema>;
export const ScoreCardLoadsSchema = z.object({ metric: z.enum(METRIC_KEYS), label: z.string(), data: z.array(ScoreCardLoadSchema), totalCount: z.number() });
export type ScoreCardLoads = z.output<typeof ScoreCardLoadsSchema>;

/** Factoring companies a carrier can name as Remit To. */
export const FactoringCompanySchema = z.object({ id: z.number(), companyNumber: z.string(), name: z.string(), city: z.string().nullable(), state: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() });
export const FactoringCompanyListSchema = z.object({ data: z.array(FactoringCompanySchema), totalCount: z.number() });
