import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** After a move: the load's offers, the dashboard count, and the load itself (a confirm books it). */
export function useRefreshOffers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.offers.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.loadBoard.all }),
    ]);
}
