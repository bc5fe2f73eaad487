import type { AccessRequestDecided, ApproveAccessRequestBody } from '@portal/domain/contacts/access-request-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/contacts/access-requests/{id}/approve: the requester becomes a contact and gets the activation e-mail. */
export function approveAccessRequest({ accessRequestId, body }: { accessRequestId: number; body: ApproveAccessRequestBody }): Promise<AccessRequestDecided> {
  return portal.post('/contacts/access-requests/:accessRequestId/approve', { params: { accessRequestId }, body });
}

export function useApproveAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAccessRequest,
    meta: { context: 'approve-access-request' },
    // contacts.all holds the list, the requests and the user menu's badge.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all }),
  });
}
