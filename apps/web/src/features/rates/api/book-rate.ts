import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { MessageCodeSchema } from '@portal/domain/common/message-schemas';
import type { BookingAnswer } from '@portal/domain/load-board/load-board-schemas';
import type { BookAs, UnifiedRate } from '@portal/domain/rates/rate-schemas';
import { isApiError, portal } from '../../../lib/api-client';
import { useRefreshShipmentRating } from './refresh-shipment-rating';

/** The codes of a refusal's errorMessages, beside them in the problem document. */
const MESSAGE_CODES = z.array(MessageCodeSchema);

export type BookableRate = UnifiedRate & { bookAs: BookAs; carrierId: number };

export function isBookable(rate: UnifiedRate): rate is BookableRate {
  return rate.bookAs !== null && rate.carrierId !== null;
}

/** The booking call the row's bookAs names, with its rate, carrier and quote id. */
function postBooking(shipmentId: number, rate: BookableRate): Promise<BookingAnswer> {
  const options = { params: { id: shipmentId }, body: { rate: rate.price, carrierId: rate.carrierId, quoteId: rate.quoteId } };
  const byKind: Record<BookAs, () => Promise<BookingAnswer>> = {
    ContractTl: () => portal.post('/shipments/:id/book-contract-tl', options),
    Spot: () => portal.post('/shipments/:id/book-spot', options),
    Ltl: () => portal.post('/shipments/:id/book-ltl', options),
  };
  return byKind[rate.bookAs]();
}

/**
 * POST {portal}/shipments/{id}/book-contract-tl | book-spot | book-ltl, as the row's bookAs names,
 * with its quote id (the server books a quote at the quote's own price). A shipment no longer open
 * for booking answers a 409 problem that carries bookingSucceeded false and errorMessages (with
 * their codes): it is read as the same refusal, so the page shows the messages either way.
 */
export async function bookRate(shipmentId: number, rate: BookableRate): Promise<BookingAnswer> {
  try {
    return await postBooking(shipmentId, rate);
  } catch (error) {
    const problem = isApiError(error) ? error.problem : undefined;
    const messages = problem?.errorMessages;
    if (Array.isArray(messages) && messages.length > 0) {
      const codes = MESSAGE_CODES.safeParse(problem?.errorMessageCodes);
      return { bookingSucceeded: false, errorMessages: messages.map(String), errorMessageCodes: codes.success ? codes.data : [], shipment: null };
    }
    throw error;
  }
}

export function useBookRate(shipmentId: number) {
  const refresh = useRefreshShipmentRating();
  return useMutation({ mutationFn: (rate: BookableRate) => bookRate(shipmentId, rate), onSettled: refresh, meta: { context: 'book rate' } });
}
