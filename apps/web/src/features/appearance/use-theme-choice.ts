import { useColorScheme } from '@mui/material/styles';
import type { ThemePreference } from '@portal/domain/auth/theme-preference';
import { useUpdateAppearance } from './api/update-appearance';

/**
 * The user's theme choice: applied at once on this browser, then saved for the user on the server;
 * a save that fails puts the previous choice back (the central handler shows why).
 */
export function useThemeChoice() {
  const { mode, setMode } = useColorScheme();
  const save = useUpdateAppearance();
  const current: ThemePreference = mode ?? 'system';

  const choose = (theme: ThemePreference) => {
    if (theme === current) return;
    setMode(theme);
    save.mutate({ theme }, { onError: () => setMode(current) });
  };

  return { current, choose };
}
