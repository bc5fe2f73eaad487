import { useColorScheme } from '@mui/material/styles';
import { isThemePreference } from '@portal/domain/auth/theme-preference';
import { useEffect, useRef } from 'react';
import { useSession } from '../lib/session';

/**
 * Applies the signed-in user's theme (remembered on the server) as soon as the user is known, on this
 * and every other browser; before sign-in the last choice made on this browser, or the system
 * setting, stays in force. 'system' follows prefers-color-scheme live (MUI listens to it).
 */
export function ThemeModeSync() {
  const theme = useSession().user?.theme;
  const { setMode } = useColorScheme();
  // Only a change of the server's answer is applied: a choice just made in the menu shows at once and
  // must not be undone while its save is on the way.
  const applied = useRef<string | undefined>(undefined);

  useEffect(() => {
    // An older stored user has no theme yet: keep what this browser shows until /users/me answers.
    if (!isThemePreference(theme) || applied.current === theme) return;
    applied.current = theme;
    setMode(theme);
  }, [theme, setMode]);

  return null;
}
