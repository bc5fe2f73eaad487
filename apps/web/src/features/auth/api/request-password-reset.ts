import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { portalApi } from '../../../lib/api-client';

/** POST {portal}/auth/request-password-reset: the e-mail links to origin + /reset-password. */
export function requestPasswordReset(emailAddress: string): Promise<{ data: Record<string, never> }> {
  const url = `${window.location.origin}${paths.resetPassword.linkBase()}`;
  return portalApi.post('/auth/request-password-reset', { url, emailAddress }, { authenticated: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { silent: true, context: 'request-password-reset' } });
}
