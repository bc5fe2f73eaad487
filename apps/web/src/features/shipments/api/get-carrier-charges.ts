import type { ChargeDetails } from '@portal/domain/shipments/shipment-detail-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/shipments/{id}/carrier-charge-details */
export function getCarrierCharges(shipmentId: number, signal?: AbortSignal): Promise<ChargeDetails> {
  return portalApi.get<ChargeDetails>(`/shipments/${shipmentId}/carrier-charge-details`, { signal });
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
