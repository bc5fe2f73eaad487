import type { StopEventProposal } from '@portal/domain/tracking-integration/tracking-integration-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/shipments/{id}/stop-event-proposals: arrivals and departures the ELD proposed from stop geofences. */
export async function getStopEventProposals(shipmentId: number, signal?: AbortSignal): Promise<StopEventProposal[]> {
  return (await portal.get('/shipments/:id/stop-event-proposals', { params: { id: shipmentId }, signal })).data;
}

export function stopEventProposalsQueryOptions(shipmentId: number) {
  return queryOptions({ queryKey: queryKeys.shipments.part(shipmentId, 'eld-proposals'), queryFn: ({ signal }) => getStopEventProposals(shipmentId, signal) });
}

export function useStopEventProposals(shipmentId: number) {
  return useQuery(stopEventProposalsQueryOptions(shipmentId));
}
