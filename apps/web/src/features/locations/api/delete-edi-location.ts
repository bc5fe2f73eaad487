import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE {portal}/edi-locations/{id}: removes one code mapping. */
export function deleteEdiLocation({ id }: { id: number; customerId: number }): Promise<void> {
  return portal.delete('/edi-locations/:id', { params: { id } });
}

export function useDeleteEdiLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEdiLocation,
    onSuccess: (_answer, { customerId }) => queryClient.invalidateQueries({ queryKey: queryKeys.locations.ediLocations(customerId) }),
  });
}
