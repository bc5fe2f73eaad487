import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { RateRequestStatusCounts } from '@portal/domain/rates/rate-schemas';

/** GET {portal}/rate-requests/status-counts: count by status (sent counts open, unexpired requests). */
export async function getRateRequestStatusCounts(signal?: AbortSignal): Promise<RateRequestStatusCounts> {
  return (await portalApi.get<{ data: RateRequestStatusCounts }>('/rate-requests/status-counts', { signal })).data;
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
