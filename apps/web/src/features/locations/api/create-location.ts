import type { LocationInput, LocationSavedAnswer } from '@portal/domain/locations/location-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/locations: a new location with the default dock hours ('Location created'). */
export function createLocation(body: LocationInput): Promise<LocationSavedAnswer> {
  return portal.post('/locations', { body });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    meta: { silent: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.locations.detail(answer.data.id), answer.data);
      await queryClient.invalidateQueries({ queryKey: queryKeys.locations.all });
    },
  });
}
