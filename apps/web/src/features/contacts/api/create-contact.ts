import type { ContactInput, ContactSavedAnswer } from '@portal/domain/contacts/contact-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/contacts ('Contact Successfully Created'; portal access mails the activation link). */
export function createContact(body: ContactInput): Promise<ContactSavedAnswer> {
  return portal.post('/contacts', { body });
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    meta: { silent: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.contacts.detail(answer.data.id), answer.data);
      await queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all });
    },
  });
}
