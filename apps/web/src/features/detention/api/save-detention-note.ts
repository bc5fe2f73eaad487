import type { DetentionNoteBody, DetentionRequest } from '@portal/domain/detention/detention-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { detentionKey } from './get-detention-requests';

export interface DetentionTarget {
  shipmentId: number;
  stopId: number;
}

/** PUT {portal}/shipments/{id}/stops/{stopId}/detention-request: the carrier's note on its draft. */
export async function saveDetentionNote({ shipmentId, stopId, body }: DetentionTarget & { body: DetentionNoteBody }): Promise<DetentionRequest> {
  return (await portal.put('/shipments/:id/stops/:stopId/detention-request', { params: { id: shipmentId, stopId }, body })).data;
}

export function useSaveDetentionNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDetentionNote,
    onSuccess: (request) => queryClient.invalidateQueries({ queryKey: detentionKey(request.shipmentId) }),
    meta: { context: 'detention note' },
  });
}
