import type { LocationList } from '@portal/domain/locations/location-schemas';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface LocationListParams {
  q: string;
  page: number;
}

/** GET {portal}/locations: the company's locations, 50 a page (the list default), primary first, searched by q. */
export function getLocations(params: LocationListParams, signal?: AbortSignal): Promise<LocationList> {
  return portal.get('/locations', { query: { q: params.q || undefined, page: params.page, pageSize: DEFAULT_PAGE_SIZE }, signal });
}

export function locationsQueryOptions(params: LocationListParams) {
  return queryOptions({
    queryKey: queryKeys.locations.list(params),
    queryFn: ({ signal }) => getLocations(params, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true, context: 'locations' },
  });
}

export function useLocations(params: LocationListParams) {
  return useQuery(locationsQueryOptions(params));
}
