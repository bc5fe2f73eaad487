import type { EdiLocation, EdiLocationInput } from '@portal/domain/locations/edi-location-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/edi-locations: maps a customer's code to a location (409 when the customer already uses the code). */
export async function createEdiLocation(body: EdiLocationInput): Promise<EdiLocation> {
  const answer = await portal.post('/edi-locations', { body });
  return answer.data;
}

export function useCreateEdiLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEdiLocation,
    // The section shows the refusal (a 409 names the location holding the code).
    meta: { silent: true },
    onSuccess: (created) => queryClient.invalidateQueries({ queryKey: queryKeys.locations.ediLocations(created.customerId) }),
  });
}
