import type { PasswordResetRequest, PasswordResetRequested } from '@portal/domain/auth/current-user';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { portalApi } from '../../../lib/api-client';

/** POST {portal}/auth/request-password-reset: the e-mail links to origin + /reset-password. */
export function requestPasswordReset(emailAddress: string): Promise<PasswordResetRequested> {
  const body: PasswordResetRequest = { url: `${window.location.origin}${paths.resetPassword.linkBase()}`, emailAddress };
  return portalApi.post<PasswordResetRequested>('/auth/request-password-reset', body, { authenticated: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { silent: true, context: 'request-password-reset' } });
}
