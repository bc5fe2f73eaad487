import type { FilterSets } from '@portal/domain/shipments/shipment-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/shipments/filter-sets: the booking and tracking views. */
export async function getFilterSets(signal?: AbortSignal): Promise<FilterSets> {
  return (await portal.get('/shipments/filter-sets', { signal })).data;
}

export function filterSetsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.shipments.filterSets(), queryFn: ({ signal }) => getFilterSets(signal), staleTime: Infinity, meta: { context: 'filter sets' } });
}

export function useFilterSets(enabled = true) {
  return useQuery({ ...filterSetsQueryOptions(), enabled });
}
