import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CreateCaseBody, PortalCase } from '../types';

export interface CaseCreated {
  data: PortalCase;
  message: string;
}

/** POST {portal}/cases: opens a case on a shipment (the caseModel). */
export function createCase(body: CreateCaseBody): Promise<CaseCreated> {
  return portalApi.post<CaseCreated>('/cases', body);
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
