import { queryOptions, useQuery } from '@tanstack/react-query';
import { trucks } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { OrderDropoffs } from '@portal/domain/shipments/shipment-detail-schemas';

/** GET {trucks}/v2/shipments/{id}/order_dropoffs: the stops a proof of delivery can be uploaded to. */
export async function getOrderDropoffs(shipmentId: string | number, signal?: AbortSignal): Promise<OrderDropoffs[]> {
  return (await trucks.get('/v2/shipments/:id/order_dropoffs', { params: { id: shipmentId }, signal })).data;
}

export function orderDropoffsQueryOptions(shipmentId: string | number) {
  return queryOptions({
    queryKey: queryKeys.shipments.orderDropoffs(shipmentId),
    queryFn: ({ signal }) => getOrderDropoffs(shipmentId, signal),
    staleTime: 5 * 60_000,
    meta: { context: 'order dropoffs' },
  });
}

export function useOrderDropoffs(shipmentId: string | number | undefined, enabled = true) {
  return useQuery({ ...orderDropoffsQueryOptions(shipmentId ?? ''), enabled: enabled && shipmentId !== undefined && shipmentId !== '' });
}
