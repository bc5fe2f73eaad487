import type { QuotableLocationList } from '@portal/domain/locations/quotable-location-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/locations/quotable: postal codes by city, code or "City, ST" (100 a page). */
export function searchQuotableLocations(q: string, signal?: AbortSignal): Promise<QuotableLocationList> {
  return portalApi.get<QuotableLocationList>('/locations/quotable', { query: { q }, signal });
}

export function useQuotableLocations(q: string) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.quotableLocations(q), queryFn: ({ signal }) => searchQuotableLocations(q, signal), enabled: q.trim().length >= 2, staleTime: 60 * 60 * 1000, meta: { silent: true } }),
  );
}
