import type { ConfirmTwoFactor, DisableTwoFactor, TwoFactorDisabledAnswer, TwoFactorEnabledAnswer, TwoFactorEnrolment, TwoFactorStatus } from '@portal/domain/profile/two-factor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/users/me/two-factor. */
export async function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return (await portal.get('/users/me/two-factor')).data;
}

export const twoFactorStatusQueryOptions = () => queryOptions({ queryKey: queryKeys.profile.twoFactor(), queryFn: getTwoFactorStatus });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}

/** POST {portal}/users/me/two-factor/enrolment: the secret and QR code, shown this once. */
export async function startTwoFactor(): Promise<TwoFactorEnrolment> {
  return (await portal.post('/users/me/two-factor/enrolment')).data;
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor, meta: { context: 'set up two-factor sign-in' } });
}

/** POST {portal}/users/me/two-factor/confirmation: the first code turns it on; answers the recovery codes. */
export function confirmTwoFactor(body: ConfirmTwoFactor): Promise<TwoFactorEnabledAnswer> {
  return portal.post('/users/me/two-factor/confirmation', { body });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.twoFactor() }), meta: { context: 'turn on two-factor sign-in' } });
}

/** POST {portal}/users/me/two-factor/disable (needs the current password). */
export function disableTwoFactor(body: DisableTwoFactor): Promise<TwoFactorDisabledAnswer> {
  return portal.post('/users/me/two-factor/disable', { body });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.twoFactor() }), meta: { context: 'turn off two-factor sign-in' } });
}
