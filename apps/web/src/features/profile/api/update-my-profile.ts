import type { MyProfileAnswer, UpdateMyProfileValues } from '@portal/domain/profile/my-profile-schemas';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { replaceUser } from '../../../lib/session';

/** PUT {portal}/users/me: names, e-mail address and phone numbers. */
export function updateMyProfile(body: UpdateMyProfileValues): Promise<MyProfileAnswer> {
  return portal.put('/users/me', { body });
}

export function useUpdateMyProfile() {
  return useMutation({ mutationFn: updateMyProfile, onSuccess: (answer) => replaceUser(answer.data), meta: { context: 'update profile' } });
}
