import type { OnTimeCounts, StatusCount } from '@portal/domain/shipments/shipment-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/shipments/status-counts */
export async function getStatusCounts(signal?: AbortSignal): Promise<StatusCount[]> {
  return (await portal.get('/shipments/status-counts', { signal })).data;
}

export function statusCountsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.shipments.statusCounts(), queryFn: ({ signal }) => getStatusCounts(signal), meta: { context: 'status counts' } });
}

export function useStatusCounts() {
  return useQuery(statusCountsQueryOptions());
}

/** GET {portal}/shipments/on-time-status-counts */
export async function getOnTimeCounts(signal?: AbortSignal): Promise<OnTimeCounts> {
  return (await portal.get('/shipments/on-time-status-counts', { signal })).data;
}

export function onTimeCountsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.shipments.onTimeCounts(), queryFn: ({ signal }) => getOnTimeCounts(signal), meta: { context: 'on-time counts' } });
}

export function useOnTimeCounts() {
  return useQuery(onTimeCountsQueryOptions());
}
