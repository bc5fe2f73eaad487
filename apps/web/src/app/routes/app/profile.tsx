import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { canManageApiKeys } from '@portal/domain/auth/api-keys';
import { ApiKeysSection } from '../../../features/api-keys/components/api-keys-section';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { ProfileEditForm } from '../../../features/profile/components/profile-edit-form';
import { ProfilePage } from '../../../features/profile/components/profile-page';
import { IntegrationsPanel } from '../../../features/tracking-integration/components/integrations-panel';
import { StopArrivalSettingsCard } from '../../../features/stop-arrivals/components/stop-arrival-settings-card';
import { useSession } from '../../../lib/session';

/**
 * /profile (tabs by ?tab=) and /profile/edit. The integrations tab's panel comes from the tracking
 * integration feature, for the carrier users who may read the company's ELD install, with the
 * company's API keys below it for its admins; drivers and factoring users have no such tab.
 */
export function Component() {
  const { pathname } = useLocation();
  const { user } = useSession();
  if (pathname.startsWith(paths.profile.edit.path)) return <ProfileEditForm />;
  const showIntegrations = !!user && canAccess(user, ROUTE_ACCESS.trackingIntegrations);
  const panel = showIntegrations ? (
    <>
      <IntegrationsPanel />
      <StopArrivalSettingsCard />
      {canManageApiKeys(user) && <ApiKeysSection />}
    </>
  ) : undefined;
  return <ProfilePage integrationsPanel={panel} />;
}
