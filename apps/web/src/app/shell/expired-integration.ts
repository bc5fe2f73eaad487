import { isAdmin, isDriverOnly } from '@portal/domain/auth/access';
import type { CurrentUser } from '@portal/domain/auth/current-user';
import { storage } from '../../lib/storage';

/**
 * Admins (not driver-only users) whose tracking-integration token has expired are told once per
 * browser session.
 */
export function needsExpiredIntegrationNotice(user: CurrentUser): boolean {
  return (
    isAdmin(user) && !isDriverOnly(user) && user.trackingIntegration?.samsaraIsExpired === true && !storage.getExpiredIntegrationNoticeShown()
  );
}
