import type { ListAnswer } from '@portal/domain/common/api';
import type { OrderRequirement } from '@portal/domain/shipments/shipment-detail-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trucksApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {trucks}/v2/shipments/{id}/order_requirements */
export function getOrderRequirements(shipmentId: number, signal?: AbortSignal): Promise<ListAnswer<OrderRequirement>> {
  return trucksApi.get<ListAnswer<OrderRequirement>>(`/v2/shipments/${shipmentId}/order_requirements`, { signal });
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
