import type { EdiCustomerListSchema } from '@portal/domain/locations/edi-location-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type EdiCustomerList = z.output<typeof EdiCustomerListSchema>;

/** GET {portal}/edi-locations/customers: the customers the company has hauled for, whose codes it may map. */
export function getEdiCustomers(signal?: AbortSignal): Promise<EdiCustomerList> {
  return portal.get('/edi-locations/customers', { signal });
}

export function ediCustomersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.locations.ediCustomers(),
    queryFn: ({ signal }) => getEdiCustomers(signal),
    staleTime: 5 * 60_000,
    meta: { context: 'edi-customers' },
  });
}

export function useEdiCustomers() {
  return useQuery(ediCustomersQueryOptions());
}
