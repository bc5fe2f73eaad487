import type { PasswordResetBody, SessionAnswer } from '@portal/domain/auth/current-user';
import { useMutation } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';

/** POST {portal}/auth/reset-password: sets the new password and signs in. */
export function resetPassword(body: PasswordResetBody): Promise<SessionAnswer> {
  return portalApi.post<SessionAnswer>('/auth/reset-password', body, { authenticated: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { silent: true, context: 'reset-password' } });
}
