import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { logout } from '../../lib/session';

/** Explicit logout: the token and user are cleared and the user lands on sign-in. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    logout();
    navigate(paths.root.getHref(), { replace: true });
  }, [navigate]);
}
