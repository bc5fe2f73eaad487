import type { ContactDeleted } from '@portal/domain/contacts/contact-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE {portal}/contacts/{contactId}: refused (409) for the company's last admin. */
export function deleteContact(contactId: number): Promise<ContactDeleted> {
  return portal.delete('/contacts/:contactId', { params: { contactId } });
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
