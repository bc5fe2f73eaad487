import type { Language } from '@portal/domain/common/language';

/** Each language named in itself, as language pickers do: a reader finds their own whatever is shown. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };
