import type { EdiLocationListSchema } from '@portal/domain/locations/edi-location-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type EdiLocationList = z.output<typeof EdiLocationListSchema>;

/** GET {portal}/edi-locations?customerId=: a customer's EDI location codes mapped to locations. */
export function getEdiLocations(customerId: number, signal?: AbortSignal): Promise<EdiLocationList> {
  return portal.get('/edi-locations', { query: { customerId }, signal });
}

export function ediLocationsQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: queryKeys.locations.ediLocations(customerId),
    queryFn: ({ signal }) => getEdiLocations(customerId, signal),
    meta: { context: 'edi-locations' },
  });
}

export function useEdiLocations(customerId: number | null) {
  return useQuery({ ...ediLocationsQueryOptions(customerId ?? 0), enabled: customerId !== null });
}
