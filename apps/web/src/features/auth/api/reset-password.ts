import type { LoginAnswer, PasswordResetBody } from '@portal/domain/auth/current-user';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';

/** POST {portal}/auth/reset-password: sets the new password and signs in, or answers the two-factor challenge. */
export function resetPassword(body: PasswordResetBody): Promise<LoginAnswer> {
  return portal.post('/auth/reset-password', { body, authenticated: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { silent: true, context: 'reset-password' } });
}
