import type { MyProfileAnswer } from '@portal/domain/profile/my-profile-schemas';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { replaceUser } from '../../../lib/session';

/** DELETE {portal}/users/me/profile-picture. */
export function removeProfilePicture(): Promise<MyProfileAnswer> {
  return portal.delete('/users/me/profile-picture');
}

export function useRemoveProfilePicture() {
  return useMutation({ mutationFn: removeProfilePicture, onSuccess: (answer) => replaceUser(answer.data), meta: { context: 'remove profile picture' } });
}
