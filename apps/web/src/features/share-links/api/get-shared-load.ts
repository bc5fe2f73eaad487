import type { SharedLoad } from '@portal/domain/share-links/share-link-schemas';
import { useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/shared-loads/view (public): the shared load as the link's holder sees it. */
export async function getSharedLoad(token: string, signal?: AbortSignal): Promise<SharedLoad> {
  return (await portal.post('/shared-loads/view', { body: { token }, signal, authenticated: false })).data;
}

export function useSharedLoad(token: string) {
  return useQuery({
    queryKey: queryKeys.sharedLoads.one(token),
    queryFn: ({ signal }) => getSharedLoad(token, signal),
    // The truck moves: the page follows it while open.
    refetchInterval: 60_000,
    retry: false,
    meta: { silent: true, context: 'shared load' },
  });
}
