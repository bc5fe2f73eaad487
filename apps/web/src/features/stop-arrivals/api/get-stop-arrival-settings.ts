import type { StopArrivalSettings } from '@portal/domain/stop-arrivals/stop-arrival-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/stop-arrivals/settings: record noticed arrivals at once, or propose them. */
export async function getStopArrivalSettings(signal?: AbortSignal): Promise<StopArrivalSettings> {
  return (await portal.get('/stop-arrivals/settings', { signal })).data;
}

export function stopArrivalSettingsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.stopArrivals.settings, queryFn: ({ signal }) => getStopArrivalSettings(signal) });
}

export function useStopArrivalSettings() {
  return useQuery(stopArrivalSettingsQueryOptions());
}
