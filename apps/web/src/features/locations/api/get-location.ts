import type { LocationDetail } from '@portal/domain/locations/location-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/locations/{id}: one location with its dock schedule and dock status. */
export async function getLocation(locationId: number, signal?: AbortSignal): Promise<LocationDetail> {
  const answer = await portal.get('/locations/:id', { params: { id: locationId }, signal });
  return answer.data;
}

export function locationQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: queryKeys.locations.detail(locationId),
    queryFn: ({ signal }) => getLocation(locationId, signal),
    // A missing location is a page state (not found), not a toast.
    meta: { silent: true, context: 'location' },
  });
}

export function useLocation(locationId: number) {
  return useQuery(locationQueryOptions(locationId));
}
