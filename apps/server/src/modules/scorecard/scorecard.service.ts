import { z } from 'zod';
import { computeMetric, computeScoreCard, type ComputedMetric } from '@portal/domain/scorecard/score-card';
import { completedPeriods, periodEnd, periodOf } from '@portal/domain/scorecard/periods';
import type { ScoreCard, ScoreCardLoads } from '@portal/domain/scorecard/scorecard-schemas';
import { MIN_RATED_SAMPLE, METRIC_RULES, TIER_LABELS, type MetricKey, type MetricRule } from '@portal/domain/scorecard/thresholds';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/problem';
import { loadScoreCardData } from './score-card-data';
import { findCarrier, findSnapshots, insertSnapshot, listFactoringCompanies } from './scorecard.repository';

/** Months of history the card shows (and snapshots on first read). */
const HISTORY_MONTHS = 6;

const StatusSchema = z.enum(['top', 'good', 'atRisk', 'notRated', 'info']);
const TierSchema = z.enum(['top', 'good', 'atRisk', 'notRated']);
/** What a snapshot keeps of each metric. */
const SnapshotMetrics = z.array(z.object({ key: z.string(), value: z.number().nullable(), status: StatusSchema, numerator: z.number(), denominator: z.number(), sample: z.number() }));

/** A carrier's users see their own card; brokerage staff see any carrier's. Anything else is a 404. */
async function visibleCarrier(db: Db, caller: Caller, carrierId: number) {
  if (!caller.isBrokerage && carrierId !== caller.companyId) throw notFound('Carrier');
  const carrier = await findCarrier(db, carrierId);
  if (!carrier) throw notFound('Carrier');
  return carrier;
}

function windowText(rule: MetricRule): string {
  if (rule.window.kind === 'lastLoads') return rule.window.count === 20 && rule === METRIC_RULES.lateCancellations ? 'Last 20 bookings' : `Last ${rule.window.count} loads`;
  return rule.window.kind === 'days' ? `Last ${rule.window.days} days` : `Last ${rule.window.months} months`;
}

/** Writes the snapshot of every ended month not yet snapshotted, then reads them all; written ones never change. */
async function monthlySnapshots(db: Db, carrierId: number, now: Date, data: Parameters<typeof computeScoreCard>[0]) {
  const periods = completedPeriods(now, HISTORY_MONTHS);
  const existing = new Set((await findSnapshots(db, carrierId, periods)).map((s) => s.period));
  for (const period of periods.filter((p) => !existing.has(p))) {
    const card = computeScoreCard(data, periodEnd(period));
    const metrics = card.metrics.map((m) => ({ key: m.key, value: m.value, status: m.status, numerator: m.numerator, denominator: m.denominator, sample: m.sample }));
    await insertSnapshot(db, { carrier_id: carrierId, period, tier: card.tier, metrics: JSON.stringify(metrics), taken_at: now });
  }
  return (await findSnapshots(db, carrierId, periods)).map((row) => ({
    period: row.period,
    tier: TierSchema.parse(row.tier),
    takenAt: row.taken_at.toISOString(),
    metrics: SnapshotMetrics.parse(typeof row.metrics === 'string' ? JSON.parse(row.metrics) : row.metrics),
  }));
}

function metricView(metric: ComputedMetric, history: { period: string; value: number | null; status: z.infer<typeof StatusSchema> }[]) {
  const rule = METRIC_RULES[metric.key];
  return {
    key: metric.key,
    label: rule.label,
    definition: rule.definition,
    gating: rule.gating,
    direction: rule.direction,
    value: metric.value,
    numerator: metric.numerator,
    denominator: metric.denominator,
    sample: metric.sample,
    status: metric.status,
    thresholds: rule.thresholds,
    window: windowText(rule),
    ...(metric.medianResponseMinutes !== undefined ? { medianResponseMinutes: metric.medianResponseMinutes } : {}),
    ...(metric.claimedCents !== undefined ? { claimedAmount: metric.claimedCents / 100 } : {}),
    history,
  };
}

/**
 * The score card: the tier of the last ended month (its snapshot), this month's projection from
 * the rolling windows, every metric with its definition and six months of history.
 */
export async function getScoreCard(db: Db, caller: Caller, carrierId: number, now = new Date()): Promise<ScoreCard> {
  const carrier = await visibleCarrier(db, caller, carrierId);
  const data = await loadScoreCardData(db, carrierId, now);
  const current = computeScoreCard(data, now);
  const snapshots = await monthlySnapshots(db, carrierId, now, data);
  const last = snapshots[snapshots.length - 1];
  const tier = last?.tier ?? 'notRated';
  return {
    carrierId: carrier.id,
    carrierName: carrier.name,
    tier,
    tierLabel: TIER_LABELS[tier],
    evaluatedPeriod: last?.period ?? null,
    evaluatedAt: last ? periodEnd(last.period).toISOString() : null,
    nextEvaluationAt: periodEnd(periodOf(now)).toISOString(),
    projectedTier: current.tier,
    projectedTierLabel: TIER_LABELS[current.tier],
    rule: 'lowest',
    minimumSample: MIN_RATED_SAMPLE,
    metrics: current.metrics.map((metric) =>
      metricView(
        metric,
        snapshots.map((s) => {
          const past = s.metrics.find((m) => m.key === metric.key);
          return { period: s.period, value: past?.value ?? null, status: past?.status ?? 'notRated' };
        }),
      ),
    ),
    snapshots: snapshots.map((s) => ({ period: s.period, tier: s.tier, takenAt: s.takenAt })),
  };
}

/**
 * A carrier's tier (its last ended month's, as its card shows it) for another area's service that has
 * already decided its caller may see this carrier (the brokerage comparing offers on its load).
 */
export async function carrierTier(db: Db, carrierId: number, now = new Date()) {
  const data = await loadScoreCardData(db, carrierId, now);
  const snapshots = await monthlySnapshots(db, carrierId, now, data);
  const tier = snapshots[snapshots.length - 1]?.tier ?? 'notRated';
  return { tier, tierLabel: TIER_LABELS[tier] };
}

/** The loads (bookings, tenders) behind one metric of the current card, newest first. */
export async function getScoreCardLoads(db: Db, caller: Caller, carrierId: number, metric: MetricKey, now = new Date()): Promise<ScoreCardLoads> {
  await visibleCarrier(db, caller, carrierId);
  const data = await loadScoreCardData(db, carrierId, now);
  const { loads } = computeMetric(metric, data, now);
  return { metric, label: METRIC_RULES[metric].label, data: loads, totalCount: loads.length };
}

export async function getFactoringCompanies(db: Db) {
  const rows = await listFactoringCompanies(db);
  return {
    data: rows.map((r) => ({ id: r.id, companyNumber: r.company_number, name: r.name, city: r.city, state: r.state, email: r.email, phone: r.phone })),
    totalCount: rows.length,
  };
}
