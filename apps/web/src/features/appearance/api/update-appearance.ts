import type { CurrentUser } from '@portal/domain/auth/current-user';
import type { UpdateAppearance } from '@portal/domain/profile/appearance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { replaceUser } from '../../../lib/session';

/** PUT {portal}/users/me/appearance: the user's theme, remembered on the server. */
export async function updateAppearance(body: UpdateAppearance): Promise<CurrentUser> {
  return (await portal.put('/users/me/appearance', { body })).data;
}

export function useUpdateAppearance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppearance,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.session.currentUser(), user);
      replaceUser(user);
    },
    meta: { context: 'update appearance' },
  });
}
