import type { SignInLink } from '@portal/domain/drivers/driver-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/drivers/{id}/sign-in-link/resend: a fresh link the way the last one went. */
export async function resendSignInLink(driverId: number): Promise<SignInLink> {
  return (await portal.post('/drivers/:driverId/sign-in-link/resend', { params: { driverId } })).data;
}

export function useResendSignInLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendSignInLink, onSuccess: (_link, driverId) => queryClient.invalidateQueries({ queryKey: queryKeys.drivers.detail(driverId) }), meta: { context: 'resend sign-in link' } });
}
