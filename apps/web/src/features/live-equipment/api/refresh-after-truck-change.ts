import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** Posted trucks feed Top Picks: a change refreshes the lanes area and the load board together. */
export function useRefreshAfterTruckChange() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.lanes.all }), queryClient.invalidateQueries({ queryKey: queryKeys.loadBoard.all })]);
}
