import type { CountAnswer } from '@portal/domain/common/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trucksApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { BADGE_QUERY_DEFAULTS } from './badge-query-defaults';

/** GET {trucks}/v2/shipments/total_count?needsUpdates=true: the Shipments badge. */
export async function getShipmentsNeedingUpdatesCount(signal?: AbortSignal): Promise<number> {
  const answer = await trucksApi.get<CountAnswer>('/v2/shipments/total_count', { query: { needsUpdates: true }, signal });
  return answer.totalCount;
}

export function shipmentsNeedingUpdatesCountQueryOptions() {
  return queryOptions({
    ...BADGE_QUERY_DEFAULTS,
    queryKey: queryKeys.shipments.needsUpdatesCount(),
    queryFn: ({ signal }) => getShipmentsNeedingUpdatesCount(signal),
    meta: { silent: true, context: 'badge: shipments needing updates' },
  });
}

export function useShipmentsNeedingUpdatesCount(enabled: boolean) {
  return useQuery({ ...shipmentsNeedingUpdatesCountQueryOptions(), enabled });
}
