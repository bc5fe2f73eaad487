import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CaseStatusCounts } from '@portal/domain/cases/case-schemas';

/**
 * GET {portal}/cases/status-counts: the counts beside the list's views. Same key as the navigation
 * badge, so both read one cache entry and refresh together.
 */
export async function getCaseStatusCounts(signal?: AbortSignal): Promise<CaseStatusCounts> {
  const answer = await portal.get('/cases/status-counts', { signal });
  return answer.data;
}

export function caseStatusCountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.cases.statusCounts(),
    queryFn: ({ signal }) => getCaseStatusCounts(signal),
    staleTime: 60_000,
    meta: { silent: true, context: 'case status counts' },
  });
}

export function useCaseStatusCounts() {
  return useQuery(caseStatusCountsQueryOptions());
}
