import type { Driver, DriverList } from '@portal/domain/drivers/driver-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { Driver };

/** How many matches a picker offers; typing more narrows them. */
export const DRIVER_SUGGESTIONS = 20;

/** GET {portal}/drivers?q=&page=1&pageSize=: the active drivers of the caller's company (search drivers). */
export function searchDrivers(q: string, signal?: AbortSignal): Promise<DriverList> {
  return portal.get('/drivers', { query: { q: q || undefined, page: 1, pageSize: DRIVER_SUGGESTIONS }, signal });
}

export function driverSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: queryKeys.drivers.search(q),
    queryFn: ({ signal }) => searchDrivers(q, signal),
    staleTime: 60_000,
    meta: { context: 'driver search' },
  });
}

/** The caller debounces q; nothing is asked until enabled (the picker is opened). */
export function useDriverSearch(q: string, enabled: boolean) {
  return useQuery({ ...driverSearchQueryOptions(q), enabled, placeholderData: keepPreviousData });
}
