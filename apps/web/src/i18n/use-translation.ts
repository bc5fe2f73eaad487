import { useMemo, useSyncExternalStore } from 'react';
import { currentLanguage, subscribeLanguage, translator, type Language, type TFunction } from './i18n';

/**
 * The portal's `t` for a component, which renders again when the language changes (the part of
 * react-i18next the portal used; i18n.ts says why i18next is not on English pages). `t` is a new
 * function for each language, so memos that depend on it follow the language.
 */
export function useTranslation(): { t: TFunction; i18n: { language: Language } } {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  const t = useMemo<TFunction>(() => (key, options) => translator.t(key, options), [language]);
  return { t, i18n: { language } };
}
