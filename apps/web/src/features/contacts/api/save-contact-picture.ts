import type { ContactSavedAnswer } from '@portal/domain/contacts/contact-schemas';
import type { ProfilePictureUpload } from '@portal/domain/profile/my-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { contactPictureChanged } from '../lib/contact-picture';

/** PUT {portal}/contacts/{contactId}/profile-picture: an admin sets the picture of a contact's portal user ('Profile Picture Saved'). */
export function saveContactPicture({ contactId, body }: { contactId: number; body: ProfilePictureUpload }): Promise<ContactSavedAnswer> {
  return portal.put('/contacts/:contactId/profile-picture', { params: { contactId }, body });
}

export function useSaveContactPicture() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveContactPicture, onSuccess: (answer) => contactPictureChanged(queryClient, answer), meta: { context: 'save contact picture' } });
}
