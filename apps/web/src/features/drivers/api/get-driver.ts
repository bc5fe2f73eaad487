import type { DriverDetail } from '@portal/domain/drivers/driver-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/drivers/{id}: one driver with the state of their sign-in link. */
export async function getDriver(driverId: number, signal?: AbortSignal): Promise<DriverDetail> {
  return (await portal.get('/drivers/:driverId', { params: { driverId }, signal })).data;
}

export function driverQueryOptions(driverId: number) {
  return queryOptions({ queryKey: queryKeys.drivers.detail(driverId), queryFn: ({ signal }) => getDriver(driverId, signal) });
}

export function useDriver(driverId: number) {
  return useQuery(driverQueryOptions(driverId));
}
