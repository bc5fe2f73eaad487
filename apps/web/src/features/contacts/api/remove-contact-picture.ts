import type { ContactSavedAnswer } from '@portal/domain/contacts/contact-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { contactPictureChanged } from '../lib/contact-picture';

/** DELETE {portal}/contacts/{contactId}/profile-picture: an admin removes the picture of a contact's portal user ('Profile Picture Removed'). */
export function removeContactPicture(contactId: number): Promise<ContactSavedAnswer> {
  return portal.delete('/contacts/:contactId/profile-picture', { params: { contactId } });
}

export function useRemoveContactPicture() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeContactPicture, onSuccess: (answer) => contactPictureChanged(queryClient, answer), meta: { context: 'remove contact picture' } });
}
