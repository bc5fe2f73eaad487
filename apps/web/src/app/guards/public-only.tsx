import { landingPath } from '@portal/domain/auth/access';
import { Navigate, Outlet } from 'react-router';
import { getSavedPath, useSession } from '../../lib/session';
import { CurrentUserLoader } from './current-user-loader';

/**
 * '/' and '/login': a signed-in user goes on to the path saved before sign-in, or to their landing
 * page; everyone else sees the sign-in form.
 */
export function PublicOnly() {
  const { token, user } = useSession();
  if (token && !user) return <CurrentUserLoader />;
  if (token && user) return <Navigate to={getSavedPath() ?? landingPath(user)} replace />;
  return <Outlet />;
}
