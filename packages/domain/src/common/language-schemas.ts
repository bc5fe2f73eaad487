import { z } from 'zod';
import { LANGUAGES } from './language';

export const LanguageSchema = z.enum(LANGUAGES, { message: "Language must be 'en' or 'es'" });

/** PUT /users/me/language */
export const UpdateLanguageSchema = z.object({ language: LanguageSchema }).strict();
export type UpdateLanguage = z.input<typeof UpdateLanguageSchema>;
