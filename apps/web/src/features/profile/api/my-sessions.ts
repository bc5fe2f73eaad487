import type { MySession } from '@portal/domain/auth/my-sessions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/users/me/sessions: where I am signed in. */
export async function getMySessions(): Promise<MySession[]> {
  return (await portal.get('/users/me/sessions')).data;
}

export const mySessionsQueryOptions = () => queryOptions({ queryKey: queryKeys.profile.sessions(), queryFn: getMySessions });

export function useMySessions() {
  return useQuery(mySessionsQueryOptions());
}

/** DELETE {portal}/users/me/sessions/{id}: that browser or phone is signed out within seconds. */
export function endMySession(id: string): Promise<void> {
  return portal.delete('/users/me/sessions/:id', { params: { id } });
}

export function useEndMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endMySession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.sessions() }),
    meta: { context: 'sign out a session' },
  });
}
