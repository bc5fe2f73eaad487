import type { SessionAnswer } from '@portal/domain/auth/current-user';
import type { TwoFactorSignIn } from '@portal/domain/profile/two-factor';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';

/** POST {portal}/auth/login/two-factor: the second sign-in step, with the app's code or a recovery code. */
export function loginTwoFactor(body: TwoFactorSignIn): Promise<SessionAnswer> {
  return portal.post('/auth/login/two-factor', { body, authenticated: false });
}

export function useLoginTwoFactor() {
  return useMutation({ mutationFn: loginTwoFactor, meta: { silent: true, context: 'two-factor sign-in' } });
}
