import { useMutation } from '@tanstack/react-query';
import type { TenderShipmentAnswer, TenderShipmentInput } from '@portal/domain/tenders/tendering-schemas';
import { portal } from '../../../lib/api-client';
import { useRefreshShipmentRating } from './refresh-shipment-rating';

/** POST {portal}/shipments/{id}/tenders: one carrier, or a ranked list tendered one after another. */
export function tenderShipment(shipmentId: number, body: TenderShipmentInput): Promise<TenderShipmentAnswer> {
  return portal.post('/shipments/:id/tenders', { params: { id: shipmentId }, body });
}

export function useTenderShipment(shipmentId: number) {
  const refresh = useRefreshShipmentRating();
  // The dialog shows field errors and refusals itself.
  return useMutation({ mutationFn: (body: TenderShipmentInput) => tenderShipment(shipmentId, body), onSuccess: refresh, meta: { silent: true, context: 'tender shipment' } });
}
