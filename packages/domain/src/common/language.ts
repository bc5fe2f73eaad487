import { z } from 'zod';

/** The portal's languages (issue 16): English (the spec's exact texts) and Spanish. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LanguageSchema = z.enum(LANGUAGES, { message: "Language must be 'en' or 'es'" });

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** PUT /users/me/language */
export const UpdateLanguageSchema = z.object({ language: LanguageSchema }).strict();
export type UpdateLanguage = z.input<typeof UpdateLanguageSchema>;
