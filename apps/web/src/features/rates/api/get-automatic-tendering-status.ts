import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutomaticTenderingStatus } from '@portal/domain/tenders/tendering-schemas';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How often the status is read again while a waterfall runs: a carrier may answer or a tender expire at any time. */
const RUNNING_POLL_MS = 15_000;

/** GET {portal}/shipments/{id}/automatic-tendering-status: null when the shipment was never tendered. */
export async function getAutomaticTenderingStatus(shipmentId: number, signal?: AbortSignal): Promise<AutomaticTenderingStatus | null> {
  return (await portal.get('/shipments/:id/automatic-tendering-status', { params: { id: shipmentId }, signal })).data;
}

export function automaticTenderingStatusQueryOptions(shipmentId: number) {
  return queryOptions({
    queryKey: queryKeys.rating.tenderingStatus(shipmentId),
    queryFn: ({ signal }) => getAutomaticTenderingStatus(shipmentId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'Running' ? RUNNING_POLL_MS : false),
    meta: { silent: true, context: 'automatic tendering status' },
  });
}

export function useAutomaticTenderingStatus(shipmentId: number, enabled: boolean) {
  return useQuery({ ...automaticTenderingStatusQueryOptions(shipmentId), enabled });
}
