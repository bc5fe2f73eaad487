import i18next from 'i18next';

/**
 * i18next with the Spanish catalogues (`es/<area>.json`, merged), loaded by i18n.ts when Spanish is
 * chosen: English pages never download it. Keys are the English texts, so a missing Spanish
 * entry falls back to the spec's English.
 */
/**
 * The English template of a server message's code (@portal/domain/common/message-catalogue): the
 * key its Spanish is found by. Downloaded with the Spanish catalogues, since English pages show
 * the server's text as sent.
 */
export { messageTemplate } from '@portal/domain/common/message-catalogue';

const catalogues = import.meta.glob<{ default: Record<string, string> }>('./es/*.json');

export async function loadSpanish(): Promise<typeof i18next> {
  if (i18next.isInitialized) return i18next;
  const files = await Promise.all(Object.values(catalogues).map((load) => load()));
  const merged = Object.assign({}, ...files.map((file) => file.default)) as Record<string, string>;
  await i18next.init({
    lng: 'es',
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    resources: { en: { translation: {} }, es: { translation: merged } },
    // English texts are the keys: they may hold '.' and ':' freely.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}
