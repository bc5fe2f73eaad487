import type { ListAnswer } from '@portal/domain/common/api';
import type { OrderRequirement } from '@portal/domain/shipments/shipment-detail-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trucks } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {trucks}/v2/shipments/{id}/order_requirements */
export function getOrderRequirements(shipmentId: number, signal?: AbortSignal): Promise<ListAnswer<OrderRequirement>> {
  return trucks.get('/v2/shipments/:id/order_requirements', { params: { id: shipmentId }, signal });
}

export function orderRequirementsQueryOptions(shipmentId: number) {
  return queryOptions({
    queryKey: queryKeys.shipments.part(shipmentId, 'order-requirements'),
    queryFn: ({ signal }) => getOrderRequirements(shipmentId, signal),
    meta: { silent: true, context: 'order requirements' },
  });
}

export function useOrderRequirements(shipmentId: number | undefined) {
  return useQuery({ ...orderRequirementsQueryOptions(shipmentId ?? 0), enabled: !!shipmentId });
}
