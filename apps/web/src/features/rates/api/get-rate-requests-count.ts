import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import { queryOptions } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const OPEN = [RateRequestStatus.Sent];

/** GET {portal}/rate-requests/count?statuses=: the caller's rate requests in these stored statuses, counted. */
export async function getRateRequestsCount(statuses: readonly RateRequestStatus[], signal?: AbortSignal): Promise<number> {
  return (await portal.get('/rate-requests/count', { query: { statuses: [...statuses] }, signal })).totalCount;
}

/**
 * The open (Sent) rate requests, counted: the Rate Requests badge (the shell adds the badges'
 * refresh, app/shell/use-nav-counts.ts). Under the rate requests key, so an answer refreshes it.
 */
export function openRateRequestsCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.rateRequests.count(OPEN),
    queryFn: ({ signal }) => getRateRequestsCount(OPEN, signal),
    meta: { silent: true, context: 'badge: open rate requests' },
  });
}
