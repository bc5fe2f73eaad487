import type { SessionAnswer } from '@portal/domain/auth/current-user';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';

/** POST {portal}/auth/mobile-authorize: the driver mobile entry (driverToken at load). */
export function mobileAuthorize(driverToken: string): Promise<SessionAnswer> {
  return portal.post('/auth/mobile-authorize', { body: { driverToken }, authenticated: false });
}

export function useMobileAuthorize() {
  return useMutation({ mutationFn: mobileAuthorize, meta: { silent: true, context: 'mobile-authorize' } });
}
