import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import type { DriverList } from '@portal/domain/drivers/driver-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface DriverListParams {
  q: string;
  status: 'Active' | 'Inactive' | 'All';
  page: number;
}

/** GET {portal}/drivers: the company's drivers, 50 a page. */
export function getDrivers(params: DriverListParams, signal?: AbortSignal): Promise<DriverList> {
  return portal.get('/drivers', { query: { ...params, q: params.q || undefined, pageSize: DEFAULT_PAGE_SIZE }, signal });
}

export function driversQueryOptions(params: DriverListParams) {
  return queryOptions({ queryKey: queryKeys.drivers.list(params), queryFn: ({ signal }) => getDrivers(params, signal), placeholderData: keepPreviousData });
}

export function useDrivers(params: DriverListParams) {
  return useQuery(driversQueryOptions(params));
}
