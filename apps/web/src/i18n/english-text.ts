/** The options a text is translated with: its values, and for i18next's lookup `count` and `context`. */
export type TranslateOptions = Readonly<Record<string, unknown>>;

const PLACEHOLDER = /\{\{-?(.+?)\}\}/g;

/**
 * An English text as i18next writes it when the key is the text itself (i18n.ts): no catalogue
 * lookup, `{{name}}` replaced by its value (`count` and `context` included, as i18next does), a
 * placeholder without a value left as written. English pages use this instead of i18next, so
 * i18next is downloaded only for Spanish (docs/decisions/0235-the-dashboards-first-load-at-199-kb.md); english-text.test.ts
 * checks it against i18next on every catalogued text.
 */
export function englishText(key: string, options?: TranslateOptions): string {
  if (!options || !key.includes('{{')) return key;
  return key.replace(PLACEHOLDER, (placeholder, name: string) => {
    const variable = name.trim();
    if (!Object.prototype.hasOwnProperty.call(options, variable)) return placeholder;
    const value = options[variable];
    return value == null ? '' : String(value);
  });
}
