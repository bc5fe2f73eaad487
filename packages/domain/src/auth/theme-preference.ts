/**
 * The user's theme choice: 'system' follows the device's light or dark setting.
 * No zod here: the web app's first-load code reads it, and zod belongs to the lazily loaded forms.
 */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}
