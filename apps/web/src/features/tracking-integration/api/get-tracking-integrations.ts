import type { Integration } from '@portal/domain/tracking-integration/tracking-integration-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/tracking-integrations: one entry per provider with status, who connected it, last position and the matched power units. */
export async function getTrackingIntegrations(signal?: AbortSignal): Promise<Integration[]> {
  return (await portal.get('/tracking-integrations', { signal })).data;
}

export function trackingIntegrationsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.trackingIntegrations.all, queryFn: ({ signal }) => getTrackingIntegrations(signal), refetchInterval: 60_000 });
}

export function useTrackingIntegrations(enabled = true) {
  return useQuery({ ...trackingIntegrationsQueryOptions(), enabled });
}
