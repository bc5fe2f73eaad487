import type { ScoreCard } from '@portal/domain/scorecard/scorecard-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/carriers/{carrierId}/score-card: the tier, each metric, the monthly snapshots and this month's projection. */
export async function getScoreCard(carrierId: number, signal?: AbortSignal): Promise<ScoreCard> {
  return (await portal.get('/carriers/:carrierId/score-card', { params: { carrierId }, signal })).data;
}

export function scoreCardQueryOptions(carrierId: number) {
  return queryOptions({
    queryKey: queryKeys.scoreCard.card(carrierId),
    queryFn: ({ signal }) => getScoreCard(carrierId, signal),
    staleTime: 60_000,
    meta: { silent: true, context: 'score-card' },
  });
}

export function useScoreCard(carrierId: number) {
  return useQuery(scoreCardQueryOptions(carrierId));
}
