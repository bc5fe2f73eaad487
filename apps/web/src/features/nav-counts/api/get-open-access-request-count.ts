import { ACCESS_REQUEST_REFRESH_MS } from '@portal/domain/common/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/contacts/access-requests/open-count: admins only, refreshed at most every 5 minutes. */
export async function getOpenAccessRequestCount(signal?: AbortSignal): Promise<number> {
  const answer = await portal.get('/contacts/access-requests/open-count', { signal });
  return answer.totalCount;
}

export function openAccessRequestCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.contacts.openAccessRequestCount(),
    queryFn: ({ signal }) => getOpenAccessRequestCount(signal),
    staleTime: ACCESS_REQUEST_REFRESH_MS,
    refetchInterval: ACCESS_REQUEST_REFRESH_MS,
    refetchOnWindowFocus: false,
    retry: 1,
    meta: { silent: true, context: 'badge: open access requests' },
  });
}

export function useOpenAccessRequestCount(enabled: boolean) {
  return useQuery({ ...openAccessRequestCountQueryOptions(), enabled });
}
