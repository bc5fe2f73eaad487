import type { StopEventProposal } from '@portal/domain/tracking-integration/tracking-integration-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ProposalDecision {
  shipmentId: number;
  proposalId: number;
  decision: 'accept' | 'dismiss';
}

/** POST {portal}/shipments/{id}/stop-event-proposals/{proposalId}/accept|dismiss: accepting records the stop event with source ELD. */
export async function decideStopEventProposal({ shipmentId, proposalId, decision }: ProposalDecision): Promise<StopEventProposal> {
  return (await portalApi.post<{ data: StopEventProposal }>(`/shipments/${shipmentId}/stop-event-proposals/${proposalId}/${decision}`)).data;
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
