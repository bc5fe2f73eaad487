import type { StopEventProposal } from '@portal/domain/tracking-integration/tracking-integration-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ProposalDecision {
  shipmentId: number;
  proposalId: number;
  decision: 'accept' | 'dismiss';
}

/** POST {portal}/shipments/{id}/stop-event-proposals/{proposalId}/accept|dismiss: accepting records the stop event with source ELD. */
export async function decideStopEventProposal({ shipmentId, proposalId, decision }: ProposalDecision): Promise<StopEventProposal> {
  const params = { id: shipmentId, proposalId };
  const answer =
    decision === 'accept'
      ? await portal.post('/shipments/:id/stop-event-proposals/:proposalId/accept', { params })
      : await portal.post('/shipments/:id/stop-event-proposals/:proposalId/dismiss', { params });
  return answer.data;
}

/** A decided proposal changes the stops, status and activity: the shipments root is read again. */
export function useDecideStopEventProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideStopEventProposal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }),
    meta: { context: 'stop event proposal' },
  });
}
