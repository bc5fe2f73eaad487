import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { ProfileEditForm } from '../../../features/profile/components/profile-edit-form';
import { ProfilePage } from '../../../features/profile/components/profile-page';
import { IntegrationsPanel } from '../../../features/tracking-integration/components/integrations-panel';
import { useSession } from '../../../lib/session';

/**
 * /profile (tabs by ?tab=) and /profile/edit. The integrations tab's panel comes from the tracking
 * integration feature, for the carrier users who may read the company's ELD install; drivers and
 * factoring users have no such tab.
 */
export function Component() {
  const { pathname } = useLocation();
  const { user } = useSession();
  if (pathname.startsWith(paths.profile.edit.path)) return <ProfileEditForm />;
  const showIntegrations = !!user && canAccess(user, ROUTE_ACCESS.trackingIntegrations);
  return <ProfilePage integrationsPanel={showIntegrations ? <IntegrationsPanel /> : undefined} />;
}
