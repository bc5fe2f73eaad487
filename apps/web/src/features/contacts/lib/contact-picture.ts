import type { ContactSavedAnswer } from '@portal/domain/contacts/contact-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { getSession, mergeUser } from '../../../lib/session';

/**
 * After an admin changed a contact's picture: the contact as answered, the lists refreshed, and the
 * top bar's own picture when the contact is the signed-in user.
 */
export async function contactPictureChanged(queryClient: QueryClient, answer: ContactSavedAnswer): Promise<void> {
  queryClient.setQueryData(queryKeys.contacts.detail(answer.data.id), answer.data);
  if (getSession().user?.contactId === answer.data.id) mergeUser({ fileId: answer.data.fileId });
  await queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all });
}
