import type { CompleteAuthorizeBody, Integration, TrackingProvider } from '@portal/domain/tracking-integration/tracking-integration-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST {portal}/tracking-integrations/{provider}/complete: hands the code and state the provider sent
 * back to the server as the signed-in admin, who must be the one who started the connection.
 */
export async function completeTrackingIntegration({ provider, ...body }: CompleteAuthorizeBody & { provider: TrackingProvider }): Promise<Integration> {
  return (await portal.post('/tracking-integrations/:provider/complete', { params: { provider }, body })).data;
}

export function useCompleteTrackingIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTrackingIntegration,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.trackingIntegrations.all }), queryClient.invalidateQueries({ queryKey: queryKeys.session.currentUser() })]),
    meta: { context: 'complete tracking integration' },
  });
}
