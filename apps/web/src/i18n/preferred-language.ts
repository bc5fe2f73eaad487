import { isLanguage, type Language } from '@portal/domain/common/language';
import { storage } from '../lib/storage';

// Apart from i18n.ts so the lean sign-in page can ask without loading i18next.
/**
 * The signed-in user's saved choice, else the visitor's last choice on this browser, else the
 * browser's own language, else English.
 */
export function preferredLanguage(userChoice?: Language | null): Language {
  if (userChoice) return userChoice;
  const stored = storage.getLanguage();
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of browser) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

