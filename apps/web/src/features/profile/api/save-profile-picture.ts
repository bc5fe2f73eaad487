import type { MyProfileAnswer, ProfilePictureUpload } from '@portal/domain/profile/my-profile-schemas';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { replaceUser } from '../../../lib/session';

/** PUT {portal}/users/me/profile-picture: the cropped square picture as base64. */
export function saveProfilePicture(body: ProfilePictureUpload): Promise<MyProfileAnswer> {
  return portal.put('/users/me/profile-picture', { body });
}

export function useSaveProfilePicture() {
  return useMutation({ mutationFn: saveProfilePicture, onSuccess: (answer) => replaceUser(answer.data), meta: { context: 'save profile picture' } });
}
