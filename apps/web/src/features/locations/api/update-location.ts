import type { LocationInput, LocationSavedAnswer } from '@portal/domain/locations/location-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/locations/{id}: the location's details ('Location {number} updated.'). */
export function updateLocation({ locationId, body }: { locationId: number; body: LocationInput }): Promise<LocationSavedAnswer> {
  return portal.put('/locations/:id', { params: { id: locationId }, body });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    meta: { silent: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.locations.detail(answer.data.id), answer.data);
      await queryClient.invalidateQueries({ queryKey: queryKeys.locations.all });
    },
  });
}
