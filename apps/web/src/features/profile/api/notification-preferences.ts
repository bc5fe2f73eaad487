import type { NotificationPreferences } from '@portal/domain/profile/profile-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/users/me/notification-preferences (the Carrier API reads the same at v2/me/notification_preferences). */
export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  return (await portal.get('/users/me/notification-preferences')).data;
}

export const notificationPreferencesQueryOptions = () => queryOptions({ queryKey: queryKeys.profile.notificationPreferences(), queryFn: getNotificationPreferences });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

/** PUT {portal}/users/me/notification-preferences. */
export function updateNotificationPreferences(body: NotificationPreferences) {
  return portal.put('/users/me/notification-preferences', { body });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.profile.notificationPreferences(), answer.data),
    meta: { context: 'save notification preferences' },
  });
}
