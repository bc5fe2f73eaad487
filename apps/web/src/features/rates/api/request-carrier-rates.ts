import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CarrierRateRequestBatchAnswerSchema, CarrierRateRequestBatchInput } from '@portal/domain/rates/carrier-rate-request-schemas';
import { portal } from '../../../lib/api-client';
import { useRefreshShipmentRating } from './refresh-shipment-rating';

export type CarrierRateRequestBatchAnswer = z.output<typeof CarrierRateRequestBatchAnswerSchema>;

/** POST {portal}/rates/carrier-rate-requests/batch: one request to each chosen carrier, all or none. */
export function requestCarrierRates(body: CarrierRateRequestBatchInput): Promise<CarrierRateRequestBatchAnswer> {
  return portal.post('/rates/carrier-rate-requests/batch', { body });
}

export function useRequestCarrierRates() {
  const refresh = useRefreshShipmentRating();
  // The dialog shows field errors and refusals itself.
  return useMutation({ mutationFn: requestCarrierRates, onSuccess: refresh, meta: { silent: true, context: 'request carrier rates' } });
}
