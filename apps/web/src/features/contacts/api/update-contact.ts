import type { ContactInput, ContactSavedAnswer } from '@portal/domain/contacts/contact-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/contacts/{contactId}: the contact and its portal access. */
export function updateContact({ contactId, body }: { contactId: number; body: ContactInput }): Promise<ContactSavedAnswer> {
  return portal.put('/contacts/:contactId', { params: { contactId }, body });
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    meta: { silent: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.contacts.detail(answer.data.id), answer.data);
      await queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all });
    },
  });
}
