import { canAccess, ROUTE_ACCESS, type AccessSubject, type RouteArea } from '@portal/domain/auth/access';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { NotAuthorized } from '../../components/not-authorized';
import { paths } from '../../config/paths';
import { savePathForLater, useSession } from '../../lib/session';
import { CurrentUserLoader } from './current-user-loader';

interface RouteGuardProps {
  /** The access rule of ROUTE_ACCESS to apply; none only requires a signed-in user. */
  area?: RouteArea;
  /** Where to send a signed-in user who lacks access, instead of the not-authorized message. */
  redirectWhenDenied?: (user: AccessSubject) => string;
  children?: ReactNode;
}

/**
 * The route guard: an unauthenticated visitor's path is saved and they go to '/';
 * a user without the area's roles or permissions reads 'You are not Authorized for this content'.
 * The rules come from the access table in packages/domain, which the server's guards also read.
 */
export function RouteGuard({ area, redirectWhenDenied, children }: RouteGuardProps) {
  const { token, user, endReason } = useSession();
  const location = useLocation();
  if (!token) return <RedirectToSignIn savePath={endReason !== 'logout'} />;
  if (!user) return <CurrentUserLoader />;
  if (area && !canAccess(user, ROUTE_ACCESS[area])) {
    const target = redirectWhenDenied?.(user);
    // A target the user may not open either would loop: refuse instead.
    return target && target !== location.pathname ? <Navigate to={target} replace /> : <NotAuthorized />;
  }
  return children ?? <Outlet />;
}

function RedirectToSignIn({ savePath }: { savePath: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (savePath) savePathForLater(`${location.pathname}${location.search}${location.hash}`);
    navigate(paths.root.getHref(), { replace: true });
  }, [location, navigate, savePath]);
  return null;
}
