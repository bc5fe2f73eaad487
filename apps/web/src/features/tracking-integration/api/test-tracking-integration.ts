import type { TestResult, TrackingProvider } from '@portal/domain/tracking-integration/tracking-integration-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/tracking-integrations/{provider}/test: calls the provider and fetches the positions now. */
export async function testTrackingIntegration(provider: TrackingProvider): Promise<TestResult> {
  return (await portal.post('/tracking-integrations/:provider/test', { params: { provider } })).data;
}

export function useTestTrackingIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testTrackingIntegration,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.trackingIntegrations.all }), queryClient.invalidateQueries({ queryKey: queryKeys.session.currentUser() })]),
    meta: { context: 'test tracking integration' },
  });
}
