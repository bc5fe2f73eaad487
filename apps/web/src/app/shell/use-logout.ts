import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { signOut } from '../../lib/api-client';

/** Explicit logout: the session ends on the server, the token and user are cleared, and the user lands on sign-in. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    signOut();
    navigate(paths.root.getHref(), { replace: true });
  }, [navigate]);
}
