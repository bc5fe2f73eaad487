import type { StopArrivalSettings, StopArrivalSettingsBody } from '@portal/domain/stop-arrivals/stop-arrival-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/stop-arrivals/settings: the carrier's admins choose. */
export async function saveStopArrivalSettings(body: StopArrivalSettingsBody): Promise<StopArrivalSettings> {
  return (await portal.put('/stop-arrivals/settings', { body })).data;
}

export function useSaveStopArrivalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStopArrivalSettings,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.stopArrivals.settings, settings),
    meta: { context: 'arrival recording' },
  });
}
