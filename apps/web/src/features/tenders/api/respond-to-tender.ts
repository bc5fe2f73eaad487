import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carrier } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { OfferAnswer, OfferInput } from '@portal/domain/tenders/tender-schemas';

/** PUT {carrier}/v2/tenders/{tenderId}/offers with the tender offer payload. */
export function respondToTender(tenderId: number, offer: OfferInput): Promise<OfferAnswer> {
  return carrier.put('/v2/tenders/:tenderId/offers', { params: { tenderId }, body: offer });
}

/**
 * Accepting books the shipment and rejecting may put it back on the board, so an answer (or a 409
 * saying the tender moved on) refreshes tenders and their badge, shipments and the load board.
 */
export function useRespondToTender(tenderId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.tenders.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.loadBoard.all }),
    ]);
  return useMutation({
    mutationFn: (offer: OfferInput) => respondToTender(tenderId, offer),
    onSettled: () => void refresh(),
    meta: { context: 'tender offer' },
  });
}
