import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '@portal/domain/common/language';
import { storage } from '../lib/storage';
import { preferredLanguage } from './preferred-language';

/**
 * The portal speaks English (the spec's exact texts) and Spanish.
 *
 * Keys are the English texts themselves: English needs no catalogue, a missing Spanish entry falls
 * back to the spec's English, and the code reads as what the user sees. Spanish catalogues live in
 * `es/<area>.json` (one file per area, merged) and are downloaded only when Spanish is chosen.
 */
export { LANGUAGES, isLanguage, preferredLanguage, type Language };

const spanishCatalogues = import.meta.glob<{ default: Record<string, string> }>('./es/*.json');

async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const files = await Promise.all(Object.values(spanishCatalogues).map((load) => load()));
  const merged = Object.assign({}, ...files.map((file) => file.default)) as Record<string, string>;
  i18next.addResourceBundle(language, 'translation', merged, true, true);
}

i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources: { en: { translation: {} } },
  // English texts are the keys: they may hold '.' and ':' freely.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

/** Switches the portal's language: loads its catalogue, remembers it on this browser, tells assistive tech. */
export async function setLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  await i18next.changeLanguage(language);
  storage.setLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}

export { i18next };
