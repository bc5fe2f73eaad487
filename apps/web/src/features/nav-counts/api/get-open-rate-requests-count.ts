import type { CountAnswer } from '@portal/domain/common/api';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { BADGE_QUERY_DEFAULTS } from './badge-query-defaults';

const OPEN = [RateRequestStatus.Sent];

/** GET {portal}/rate-requests/count?statuses=0: the Rate Requests badge (open requests). */
export async function getOpenRateRequestsCount(signal?: AbortSignal): Promise<number> {
  const answer = await portalApi.get<CountAnswer>('/rate-requests/count', { query: { statuses: OPEN }, signal });
  return answer.totalCount;
}

export function openRateRequestsCountQueryOptions() {
  return queryOptions({
    ...BADGE_QUERY_DEFAULTS,
    queryKey: queryKeys.rateRequests.count(OPEN),
    queryFn: ({ signal }) => getOpenRateRequestsCount(signal),
    meta: { silent: true, context: 'badge: open rate requests' },
  });
}

export function useOpenRateRequestsCount(enabled: boolean) {
  return useQuery({ ...openRateRequestsCountQueryOptions(), enabled });
}
