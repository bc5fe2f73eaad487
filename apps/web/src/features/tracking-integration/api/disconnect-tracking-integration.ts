import type { Integration, TrackingProvider } from '@portal/domain/tracking-integration/tracking-integration-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE {portal}/tracking-integrations/{provider}: revoked at the provider, tokens wiped here even when the revoke fails. */
export async function disconnectTrackingIntegration(provider: TrackingProvider): Promise<Integration> {
  return (await portal.delete('/tracking-integrations/:provider', { params: { provider } })).data;
}

export function useDisconnectTrackingIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectTrackingIntegration,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.trackingIntegrations.all }), queryClient.invalidateQueries({ queryKey: queryKeys.session.currentUser() })]),
    meta: { context: 'disconnect tracking integration' },
  });
}
