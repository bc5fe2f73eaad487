import type { ChargeDetails } from '@portal/domain/shipments/shipment-detail-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/shipments/{id}/carrier-charge-details */
export function getCarrierCharges(shipmentId: number, signal?: AbortSignal): Promise<ChargeDetails> {
  return portal.get('/shipments/:id/carrier-charge-details', { params: { id: shipmentId }, signal });
}

export function carrierChargesQueryOptions(shipmentId: number) {
  return queryOptions({
    queryKey: queryKeys.shipments.part(shipmentId, 'charges'),
    queryFn: ({ signal }) => getCarrierCharges(shipmentId, signal),
    meta: { silent: true, context: 'carrier charges' },
  });
}

export function useCarrierCharges(shipmentId: number | undefined) {
  return useQuery({ ...carrierChargesQueryOptions(shipmentId ?? 0), enabled: !!shipmentId });
}
