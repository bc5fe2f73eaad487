import { z } from 'zod';

/** The user's theme choice (issue 16): 'system' follows the device's light or dark setting. */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const ThemePreferenceSchema = z.enum(THEME_PREFERENCES);

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}
