import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackingConsentAnswer, TrackingConsentLevel } from '@portal/domain/shipments/tracking-consent';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/shipments/{id}/tracking-consent with {level}: the carrier on the load chooses what it shares. */
export function setTrackingConsent({ shipmentId, level }: { shipmentId: number; level: TrackingConsentLevel }): Promise<TrackingConsentAnswer> {
  return portal.put('/shipments/:id/tracking-consent', { params: { id: shipmentId }, body: { level } });
}

export function useSetTrackingConsent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setTrackingConsent, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }), meta: { context: 'tracking sharing' } });
}
