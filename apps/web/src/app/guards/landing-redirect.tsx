import { landingPath } from '@portal/domain/auth/access';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session';

/**
 * The catch-all for signed-in users (entry redirects): factoring users to the
 * accounting list, carrier users to the dashboard, driver users to the all-shipments list.
 */
export function LandingRedirect() {
  const { user } = useSession();
  if (!user) return null;
  return <Navigate to={landingPath(user)} replace />;
}
