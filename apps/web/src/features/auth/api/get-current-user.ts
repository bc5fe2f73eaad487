import type { CurrentUser } from '@portal/domain/auth/current-user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/users/me */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return (await portal.get('/users/me', { signal })).data;
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.session.currentUser(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
    meta: { context: 'current-user' },
  });
}

export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions(), enabled: options.enabled ?? true });
}
