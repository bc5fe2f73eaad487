import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a booking, tender, rescind, void or edit: the rating views, the shipment lists and the
 * tenders (lists and badge) are read again, through the key factory's area roots.
 */
export function useRefreshShipmentRating() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.rating.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.tenders.all }),
    ]).then(() => undefined);
}
