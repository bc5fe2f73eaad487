import type { ChangePassword, RenewedSessionAnswer } from '@portal/domain/profile/my-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { portal } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

/** POST {portal}/users/me/password: other sessions end; this one goes on with the answer's token. */
export function changePassword(body: ChangePassword): Promise<RenewedSessionAnswer> {
  return portal.post('/users/me/password', { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: (answer) => startSession(answer.data), meta: { silent: true, context: 'change password' } });
}

/** POST {portal}/users/me/sign-out-other-sessions. */
export function signOutOtherSessions(): Promise<RenewedSessionAnswer> {
  return portal.post('/users/me/sign-out-other-sessions');
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: (answer) => {
      startSession(answer.data);
      return queryClient.invalidateQueries({ queryKey: queryKeys.profile.sessions() });
    },
    meta: { context: 'sign out other sessions' },
  });
}
