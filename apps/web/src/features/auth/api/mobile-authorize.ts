import type { MobileAuthorizeBody, SessionAnswer } from '@portal/domain/auth/current-user';
import { useMutation } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';

/** POST {portal}/auth/mobile-authorize: the driver mobile entry (driverToken at load). */
export function mobileAuthorize(driverToken: string): Promise<SessionAnswer> {
  const body: MobileAuthorizeBody = { driverToken };
  return portalApi.post<SessionAnswer>('/auth/mobile-authorize', body, { authenticated: false });
}

export function useMobileAuthorize() {
  return useMutation({ mutationFn: mobileAuthorize, meta: { silent: true, context: 'mobile-authorize' } });
}
