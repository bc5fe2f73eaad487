import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarrierAnswer } from '@portal/domain/rates/carrier-rate-request-schemas';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/rates/shipments/{id}/carrier-rate-requests: each asked carrier's answer, offers cheapest first. */
export async function getCarrierAnswers(shipmentId: number, signal?: AbortSignal): Promise<CarrierAnswer[]> {
  return (await portal.get('/rates/shipments/:id/carrier-rate-requests', { params: { id: shipmentId }, signal })).data;
}

export function carrierAnswersQueryOptions(shipmentId: number) {
  return queryOptions({
    queryKey: queryKeys.rating.carrierAnswers(shipmentId),
    queryFn: ({ signal }) => getCarrierAnswers(shipmentId, signal),
    meta: { silent: true, context: 'carrier answers' },
  });
}

export function useCarrierAnswers(shipmentId: number) {
  return useQuery(carrierAnswersQueryOptions(shipmentId));
}
