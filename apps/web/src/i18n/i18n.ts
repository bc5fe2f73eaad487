import { isLanguage, LANGUAGES, type Language } from '@portal/domain/common/language';
import { storage } from '../lib/storage';
import { englishText, type TranslateOptions } from './english-text';
import { preferredLanguage } from './preferred-language';

/**
 * The portal speaks English (the spec's exact texts) and Spanish.
 *
 * Keys are the English texts themselves: English needs no catalogue, a missing Spanish entry falls
 * back to the spec's English, and the code reads as what the user sees. English is written here
 * without a library (english-text.ts); Spanish is i18next with the catalogues of `es/<area>.json`
 * (spanish-catalogue.ts), downloaded only when Spanish is chosen (docs/decisions/0235-the-dashboards-first-load-at-199-kb.md).
 */
export { LANGUAGES, isLanguage, preferredLanguage, type Language, type TranslateOptions };

/** Translates an English text (the key) into the portal's language. */
export type TFunction = (key: string, options?: TranslateOptions) => string;

type SpanishCatalogue = typeof import('./spanish-catalogue');
type Spanish = Awaited<ReturnType<SpanishCatalogue['loadSpanish']>>;

let language: Language = 'en';
let spanish: Spanish | null = null;
let templateOf: SpanishCatalogue['messageTemplate'] | null = null;
const listeners = new Set<() => void>();

const t: TFunction = (key, options) => (language === 'es' && spanish ? spanish.t(key, options) : englishText(key, options));

/** The portal's translator: `t`, the current language, and whether a text has a translation. */
export const translator = {
  t,
  get language(): Language {
    return language;
  },
  /** Whether the current language's catalogue holds the text (English has none). */
  exists(key: string): boolean {
    return language === 'es' && !!spanish && spanish.exists(key);
  },
  /**
   * The English template of a server message's code, the key of its translation; undefined in
   * English (the server's text is shown as sent) and for a code the portal does not know.
   */
  messageTemplate(code: string): string | undefined {
    return language === 'es' && templateOf ? templateOf(code) : undefined;
  },
};

/** Switches the portal's language: loads its catalogue, remembers it on this browser, tells assistive tech. */
export async function setLanguage(next: Language): Promise<void> {
  if (next === 'es' && !spanish) {
    const catalogue = await import('./spanish-catalogue');
    spanish = await catalogue.loadSpanish();
    templateOf = catalogue.messageTemplate;
  }
  storage.setLanguage(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  if (next === language) return;
  language = next;
  for (const listener of listeners) listener();
}

export function currentLanguage(): Language {
  return language;
}

/** Calls `listener` after every change of language; returns the unsubscribe function. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
