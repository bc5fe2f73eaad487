import type { DockScheduleInput, LocationSavedAnswer } from '@portal/domain/locations/location-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/locations/{id}/dock-schedule: both weeks and the closures at once ('Dock schedule updated for {number}'). */
export function updateDockSchedule({ locationId, body }: { locationId: number; body: DockScheduleInput }): Promise<LocationSavedAnswer> {
  return portal.put('/locations/:id/dock-schedule', { params: { id: locationId }, body });
}

/** Stops at the location show its dock status, so the shipments' stop dock hours reload too. */
export function useUpdateDockSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDockSchedule,
    meta: { silent: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.locations.detail(answer.data.id), answer.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.locations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }),
      ]);
    },
  });
}
