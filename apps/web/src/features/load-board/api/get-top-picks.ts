import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { TopPicksAnswer } from '@portal/domain/load-board/load-board-schemas';

/** GET {portal}/available-shipments/top-picks: loads ranked for the caller's carrier, each with its reasons. */
export function getTopPicks(signal?: AbortSignal): Promise<TopPicksAnswer> {
  return portal.get('/available-shipments/top-picks', { query: { limit: 50 }, signal });
}

export function topPicksQueryOptions() {
  return queryOptions({ queryKey: queryKeys.loadBoard.topPicks(), queryFn: ({ signal }) => getTopPicks(signal) });
}

export function useTopPicks() {
  return useQuery(topPicksQueryOptions());
}
