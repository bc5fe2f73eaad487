import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { RateRequestStatusCounts } from '@portal/domain/rates/rate-schemas';

/** GET {portal}/rate-requests/status-counts: count by status (sent counts open, unexpired requests). */
export async function getRateRequestStatusCounts(signal?: AbortSignal): Promise<RateRequestStatusCounts> {
  return (await portal.get('/rate-requests/status-counts', { signal })).data;
}

export function rateRequestStatusCountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.rateRequests.statusCounts(),
    queryFn: ({ signal }) => getRateRequestStatusCounts(signal),
    staleTime: 30_000,
    meta: { silent: true, context: 'rate request counts' },
  });
}

export function useRateRequestStatusCounts() {
  return useQuery(rateRequestStatusCountsQueryOptions());
}
