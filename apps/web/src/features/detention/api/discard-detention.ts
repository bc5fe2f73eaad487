import type { DetentionRequest } from '@portal/domain/detention/detention-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { detentionKey } from './get-detention-requests';
import type { DetentionTarget } from './save-detention-note';

/** POST {portal}/shipments/{id}/stops/{stopId}/detention-request/discard. */
export async function discardDetention({ shipmentId, stopId }: DetentionTarget): Promise<DetentionRequest> {
  return (await portal.post('/shipments/:id/stops/:stopId/detention-request/discard', { params: { id: shipmentId, stopId } })).data;
}

export function useDiscardDetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardDetention,
    // Not awaited: the caller's message runs before the refreshed request takes the draft's form away.
    onSuccess: (request) => void queryClient.invalidateQueries({ queryKey: detentionKey(request.shipmentId) }),
    meta: { context: 'detention draft' },
  });
}
