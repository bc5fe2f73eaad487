import type { SignInLink, SignInLinkChannel } from '@portal/domain/drivers/driver-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/drivers/{id}/sign-in-link: sends the driver a sign-in link by e-mail or text; older links stop working. */
export async function sendSignInLink({ driverId, channel }: { driverId: number; channel: SignInLinkChannel }): Promise<SignInLink> {
  return (await portal.post('/drivers/:driverId/sign-in-link', { params: { driverId }, body: { channel } })).data;
}

export function useSendSignInLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendSignInLink, onSuccess: (_link, { driverId }) => queryClient.invalidateQueries({ queryKey: queryKeys.drivers.detail(driverId) }), meta: { context: 'send sign-in link' } });
}
