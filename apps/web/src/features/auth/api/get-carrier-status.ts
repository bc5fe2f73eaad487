import type { CarrierStatus } from '@portal/domain/profile/profile-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { carrier } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {carrier}/v2/me/carrier: the flags of the user's carrier that drive navigation and booking. */
export async function getCarrierStatus(signal?: AbortSignal): Promise<CarrierStatus> {
  return (await carrier.get('/v2/me/carrier', { signal })).data;
}

export function carrierStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.session.carrierStatus(),
    queryFn: ({ signal }) => getCarrierStatus(signal),
    staleTime: 5 * 60_000,
    retry: false,
    // A failed carrier status fetch is only logged.
    meta: { silent: true, context: 'carrier-status' },
  });
}

export function useCarrierStatus(options: { enabled?: boolean } = {}) {
  return useQuery({ ...carrierStatusQueryOptions(), enabled: options.enabled ?? true });
}
