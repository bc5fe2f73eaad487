/**
 * The portal's languages: English (the spec's exact texts) and Spanish. No zod here:
 * the web reads this on its first load, where zod is not downloaded (language-schemas.ts has it).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
