import { hashKey, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { BookingAnswer } from '@portal/domain/load-board/load-board-schemas';

/** POST {portal}/available-shipments/{shipmentNumber}/book: Book It Now at the posted rate. */
export function bookShipment(shipmentNumber: string): Promise<BookingAnswer> {
  return portal.post('/available-shipments/:shipmentNumber/book', { params: { shipmentNumber } });
}

/**
 * Booked or taken by someone else (409), the load is off the board either way: the board, Top
 * Picks, lanes' counts and the carrier's shipments refresh.
 */
export function useBookShipment(shipmentNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bookShipment(shipmentNumber),
    onSettled: () =>
      Promise.all([
        // Not this load's own detail: it is off the board now, so refetching it could only answer 404
        // (a console error and a dead end); the page shows the booking's outcome instead.
        queryClient.invalidateQueries({
          queryKey: queryKeys.loadBoard.all,
          predicate: (query) => !isSameQueryKey(query.queryKey, queryKeys.loadBoard.detail(shipmentNumber)),
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.lanes.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }),
      ]),
    // The detail page shows the outcome itself (errorMessages, the 409 text).
    meta: { silent: true, context: 'book it now' },
  });
}

const isSameQueryKey = (a: QueryKey, b: QueryKey) => hashKey(a) === hashKey(b);
