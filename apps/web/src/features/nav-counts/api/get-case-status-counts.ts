import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { BADGE_QUERY_DEFAULTS } from './badge-query-defaults';

export interface CaseStatusCounts {
  new: number;
  inProgress: number;
  onHold: number;
  resolved: number;
  system: number;
}

/** GET {portal}/cases/status-counts: the Accessorial Requests badge reads the new cases. */
export async function getCaseStatusCounts(signal?: AbortSignal): Promise<CaseStatusCounts> {
  const answer = await portalApi.get<{ data: CaseStatusCounts }>('/cases/status-counts', { signal });
  return answer.data;
}

export function caseStatusCountsQueryOptions() {
  return queryOptions({
    ...BADGE_QUERY_DEFAULTS,
    queryKey: queryKeys.cases.statusCounts(),
    queryFn: ({ signal }) => getCaseStatusCounts(signal),
    meta: { silent: true, context: 'badge: accessorial requests' },
  });
}

export function useCaseStatusCounts(enabled: boolean) {
  return useQuery({ ...caseStatusCountsQueryOptions(), enabled });
}
