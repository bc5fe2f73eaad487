import type { CaseModel } from '@portal/domain/cases/case-model';
import type { CaseCreatedAnswer } from '@portal/domain/cases/case-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/cases: opens a case on a shipment (the caseModel, as the form's check of it answers it). */
export function createCase(body: CaseModel): Promise<CaseCreatedAnswer> {
  return portal.post('/cases', { body });
}

/**
 * After a case is opened: the case lists, the status counts (and the navigation badge), the
 * shipment's cases and documents attached from the shipment are reloaded.
 */
export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    meta: { silent: true },
    onSuccess: async (_answer, body) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.cases.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cases.forShipment(body.shipmentId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cases.statusCounts() }),
        body.documentIds?.length ? queryClient.invalidateQueries({ queryKey: queryKeys.documents.all }) : undefined,
      ]);
    },
  });
}
