import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** Saved lanes feed Top Picks: a change refreshes the lanes and the load board together. */
export function useRefreshAfterLaneChange() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.lanes.all }), queryClient.invalidateQueries({ queryKey: queryKeys.loadBoard.all })]);
}
