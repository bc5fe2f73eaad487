import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE {portal}/contacts/{contactId}: refused (409) for the company's last admin. */
export function deleteContact(contactId: number): Promise<{ data: { id: number } }> {
  return portalApi.delete<{ data: { id: number } }>(`/contacts/${contactId}`);
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    meta: { silent: true },
    onSuccess: async (_, contactId) => {
      queryClient.removeQueries({ queryKey: queryKeys.contacts.detail(contactId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all });
    },
  });
}
