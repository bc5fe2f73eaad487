import { useMutation } from '@tanstack/react-query';
import type { BookingAnswer } from '@portal/domain/load-board/load-board-schemas';
import type { BookAs, UnifiedRate } from '@portal/domain/rates/rate-schemas';
import { isApiError, portalApi } from '../../../lib/api-client';
import { useRefreshShipmentRating } from './refresh-shipment-rating';

const BOOKING_PATH: Record<BookAs, string> = { ContractTl: 'book-contract-tl', Spot: 'book-spot', Ltl: 'book-ltl' };

export type BookableRate = UnifiedRate & { bookAs: BookAs; carrierId: number };

export function isBookable(rate: UnifiedRate): rate is BookableRate {
  return rate.bookAs !== null && rate.carrierId !== null;
}

/**
 * POST {portal}/shipments/{id}/book-contract-tl | book-spot | book-ltl, as the row's bookAs names,
 * with its quote id (the server books a quote at the quote's own price). A shipment no longer open
 * for booking answers a 409 problem that carries bookingSucceeded false and errorMessages: it is
 * read as the same refusal, so the page shows the messages either way.
 */
export async function bookRate(shipmentId: number, rate: BookableRate): Promise<BookingAnswer> {
  try {
    return await portalApi.post<BookingAnswer>(`/shipments/${shipmentId}/${BOOKING_PATH[rate.bookAs]}`, {
      rate: rate.price,
      carrierId: rate.carrierId,
      quoteId: rate.quoteId,
    });
  } catch (error) {
    const messages = isApiError(error) ? error.problem?.errorMessages : undefined;
    if (Array.isArray(messages) && messages.length > 0) return { bookingSucceeded: false, errorMessages: messages.map(String), shipment: null };
    throw error;
  }
}

export function useBookRate(shipmentId: number) {
  const refresh = useRefreshShipmentRating();
  return useMutation({ mutationFn: (rate: BookableRate) => bookRate(shipmentId, rate), onSettled: refresh, meta: { context: 'book rate' } });
}
