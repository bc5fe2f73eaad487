import type { StorageManager } from '@mui/material/styles';
import { isThemePreference } from '@portal/domain/auth/theme-preference';
import { storage } from '../lib/storage';

/** The key MUI is told to keep the mode under; the colour scheme names (light, dark) are fixed. */
export const THEME_MODE_KEY = storage.keys.theme;

const nothingStored: ReturnType<StorageManager> = { get: (fallback) => fallback, set: () => undefined, subscribe: () => () => undefined };

/**
 * MUI's colour-scheme storage, through storage.ts (the one module that touches localStorage): the
 * last theme chosen on this browser, so the sign-in page shows it before the user is known, and a
 * choice made in another tab follows here.
 */
export const themeModeStorage: StorageManager = ({ key }) => {
  if (key !== THEME_MODE_KEY) return nothingStored;
  return {
    get: (fallback) => {
      const stored = storage.getTheme();
      return isThemePreference(stored) ? stored : fallback;
    },
    set: (value) => storage.setTheme(isThemePreference(value) ? value : null),
    subscribe: (handler) => {
      const listener = (event: StorageEvent) => {
        if (event.key === THEME_MODE_KEY) handler(isThemePreference(event.newValue) ? event.newValue : 'system');
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
};
