import { useSyncExternalStore } from 'react';
import { currentLanguage, subscribeLanguage, type Language } from './i18n';

/** The portal's language; the component renders again when it changes (dates and numbers follow it). */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}
