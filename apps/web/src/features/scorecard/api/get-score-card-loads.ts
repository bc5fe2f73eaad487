import type { MetricKey } from '@portal/domain/scorecard/thresholds';
import type { ScoreCardLoads } from '@portal/domain/scorecard/scorecard-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/carriers/{carrierId}/score-card/loads?metric=: the loads behind one metric, each passed or not and why. */
export function getScoreCardLoads(carrierId: number, metric: MetricKey, signal?: AbortSignal): Promise<ScoreCardLoads> {
  return portal.get('/carriers/:carrierId/score-card/loads', { params: { carrierId }, query: { metric }, signal });
}

export function scoreCardLoadsQueryOptions(carrierId: number, metric: MetricKey) {
  return queryOptions({
    queryKey: queryKeys.scoreCard.loads(carrierId, metric),
    queryFn: ({ signal }) => getScoreCardLoads(carrierId, metric, signal),
    meta: { silent: true, context: 'score-card-loads' },
  });
}

export function useScoreCardLoads(carrierId: number, metric: MetricKey | null) {
  return useQuery({ ...scoreCardLoadsQueryOptions(carrierId, metric ?? 'onTimeDelivery'), enabled: metric !== null });
}
