import type { DetentionRequest } from '@portal/domain/detention/detention-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Kept under the load's key: a recorded departure (which drafts detention) reads the load's parts again. */
export const detentionKey = (shipmentId: number) => queryKeys.shipments.part(shipmentId, 'detention-requests');

/** GET {portal}/shipments/{id}/detention-requests: the carrier's drafts and running stays, or what was submitted. */
export async function getDetentionRequests(shipmentId: number, signal?: AbortSignal): Promise<DetentionRequest[]> {
  return (await portal.get('/shipments/:id/detention-requests', { params: { id: shipmentId }, signal })).data;
}

export function detentionRequestsQueryOptions(shipmentId: number) {
  return queryOptions({ queryKey: detentionKey(shipmentId), queryFn: ({ signal }) => getDetentionRequests(shipmentId, signal) });
}

export function useDetentionRequests(shipmentId: number) {
  return useQuery({
    ...detentionRequestsQueryOptions(shipmentId),
    // A running stay's hours grow with the clock.
    refetchInterval: 5 * 60_000,
    meta: { silent: true, context: 'detention' },
  });
}
