import type { PasswordResetRequested } from '@portal/domain/auth/current-user';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { portal } from '../../../lib/api-client';

/** POST {portal}/auth/request-password-reset: the e-mail links to origin + /reset-password. */
export function requestPasswordReset(emailAddress: string): Promise<PasswordResetRequested> {
  return portal.post('/auth/request-password-reset', { body: { url: `${window.location.origin}${paths.resetPassword.linkBase()}`, emailAddress }, authenticated: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { silent: true, context: 'request-password-reset' } });
}
