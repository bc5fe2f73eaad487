import { SHIPMENT_CASES_PAGE_SIZE } from '@portal/domain/common/constants';
import type { ListAnswer } from '@portal/domain/common/api';
import type { ShipmentCase } from '@portal/domain/shipments/shipment-detail-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/shipments/{id}/cases?page=1&pageSize=1000 */
export function getShipmentCases(shipmentId: number, signal?: AbortSignal): Promise<ListAnswer<ShipmentCase>> {
  return portal.get('/shipments/:id/cases', { params: { id: shipmentId }, query: { page: 1, pageSize: SHIPMENT_CASES_PAGE_SIZE }, signal });
}

export function shipmentCasesQueryOptions(shipmentId: number) {
  return queryOptions({
    // Under the cases root, so opening a case reloads this list (spec: 'the shipment's cases are reloaded').
    queryKey: queryKeys.cases.forShipment(shipmentId),
    queryFn: ({ signal }) => getShipmentCases(shipmentId, signal),
    meta: { silent: true, context: 'shipment cases' },
  });
}

export function useShipmentCases(shipmentId: number | undefined) {
  return useQuery({ ...shipmentCasesQueryOptions(shipmentId ?? 0), enabled: !!shipmentId });
}
