import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { ProfileEditForm } from '../../../features/profile/components/profile-edit-form';
import { ProfilePage } from '../../../features/profile/components/profile-page';

/**
 * /profile (tabs by ?tab=) and /profile/edit. The integrations tab's panel comes from the tracking
 * integration feature through the integrationsPanel slot; without one the tab is not shown.
 */
export function Component() {
  const { pathname } = useLocation();
  if (pathname.startsWith(paths.profile.edit.path)) return <ProfileEditForm />;
  return <ProfilePage />;
}
