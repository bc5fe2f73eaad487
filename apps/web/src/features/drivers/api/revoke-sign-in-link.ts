import type { SignInLink } from '@portal/domain/drivers/driver-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE {portal}/drivers/{id}/sign-in-link: the driver's links stop working, and so do sessions started with them. */
export async function revokeSignInLink(driverId: number): Promise<SignInLink> {
  return (await portal.delete('/drivers/:driverId/sign-in-link', { params: { driverId } })).data;
}

export function useRevokeSignInLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeSignInLink, onSuccess: (_link, driverId) => queryClient.invalidateQueries({ queryKey: queryKeys.drivers.detail(driverId) }), meta: { context: 'revoke sign-in link' } });
}
