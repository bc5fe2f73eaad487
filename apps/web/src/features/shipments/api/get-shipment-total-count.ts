import { queryOptions } from '@tanstack/react-query';
import { trucks } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {trucks}/v2/shipments/total_count: how many of the caller's own shipments match (needsUpdates, statuses). */
export async function getShipmentTotalCount(filter: { needsUpdates?: boolean; statuses?: readonly number[] }, signal?: AbortSignal): Promise<number> {
  const statuses = filter.statuses && filter.statuses.length > 0 ? [...filter.statuses] : undefined;
  return (await trucks.get('/v2/shipments/total_count', { query: { needsUpdates: filter.needsUpdates, statuses }, signal })).totalCount;
}

/**
 * The shipments that need updates, counted: the Shipments badge (the shell adds the badges' refresh,
 * app/shell/use-nav-counts.ts). Under the shipments key, so a stop change refreshes it.
 */
export function shipmentsNeedingUpdatesCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.shipments.needsUpdatesCount(),
    queryFn: ({ signal }) => getShipmentTotalCount({ needsUpdates: true }, signal),
    meta: { silent: true, context: 'badge: shipments needing updates' },
  });
}
