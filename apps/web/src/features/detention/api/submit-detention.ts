import type { DetentionNoteBody, DetentionRequest } from '@portal/domain/detention/detention-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { DetentionTarget } from './save-detention-note';

/** POST {portal}/shipments/{id}/stops/{stopId}/detention-request/submit: the draft becomes a Detention request the brokerage sees. */
export async function submitDetention({ shipmentId, stopId, body }: DetentionTarget & { body: DetentionNoteBody }): Promise<DetentionRequest> {
  return (await portal.post('/shipments/:id/stops/:stopId/detention-request/submit', { params: { id: shipmentId, stopId }, body })).data;
}

/**
 * A submitted request opens a case: the load and the cases are read again. Not awaited: the draft's
 * form leaves the page once the refreshed request is no longer a draft, and the caller's own
 * success handler (its message) must run before that.
 */
export function useSubmitDetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDetention,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cases.all });
    },
    meta: { context: 'detention request' },
  });
}
