import type { AccessRequestDecided } from '@portal/domain/contacts/access-request-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/contacts/access-requests/{id}/decline with the reason the requester is told. */
export function declineAccessRequest({ accessRequestId, reason }: { accessRequestId: number; reason: string }): Promise<AccessRequestDecided> {
  return portal.post('/contacts/access-requests/:accessRequestId/decline', { params: { accessRequestId }, body: { reason } });
}

export function useDeclineAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineAccessRequest,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all }),
  });
}
