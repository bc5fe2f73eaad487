import type { OrderDropoffs } from '@portal/domain/shipments/shipment-detail-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trucks } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET {trucks}/v2/shipments/{id}/order_dropoffs: the dropoffs a proof of delivery belongs to. The
 * key (and the answer's shape, the data array) is the one the shared upload dialog uses, so both
 * read one cache entry.
 */
export async function getShipmentOrderDropoffs(shipmentId: number, signal?: AbortSignal): Promise<OrderDropoffs[]> {
  return (await trucks.get('/v2/shipments/:id/order_dropoffs', { params: { id: shipmentId }, signal })).data;
}

export function shipmentOrderDropoffsQueryOptions(shipmentId: number) {
  return queryOptions({
    queryKey: queryKeys.shipments.orderDropoffs(shipmentId),
    queryFn: ({ signal }) => getShipmentOrderDropoffs(shipmentId, signal),
    staleTime: 5 * 60_000,
    meta: { context: 'order dropoffs' },
  });
}

export function useShipmentOrderDropoffs(shipmentId: number, enabled = true) {
  return useQuery({ ...shipmentOrderDropoffsQueryOptions(shipmentId), enabled });
}
