import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { englishText } from './english-text';

const catalogues = import.meta.glob<Record<string, string>>('./es/*.json', { eager: true, import: 'default' });
const englishTexts = [...new Set(Object.values(catalogues).flatMap((catalogue) => Object.keys(catalogue)))];

/** i18next as the portal configured it for English before english-text.ts replaced it: no catalogue, texts as keys. */
async function englishI18next() {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    resources: { en: { translation: {} } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

function valuesFor(text: string): Record<string, unknown> {
  const names = [...text.matchAll(/\{\{-?(.+?)\}\}/g)].map((match) => match[1]!.trim());
  return Object.fromEntries(names.map((name, index) => [name, index % 2 === 0 ? `value ${index} {{${name}}}` : index * 1234.5]));
}

describe('English texts without i18next', () => {
  it('writes every catalogued text as i18next does, with and without values, count and context', async () => {
    const reference = await englishI18next();
    expect(englishTexts.length).toBeGreaterThan(500);
    for (const text of englishTexts) {
      const values = valuesFor(text);
      for (const options of [undefined, {}, values, { ...values, count: 1 }, { ...values, count: 7 }, { ...values, context: 'window' }, { count: 2 }]) {
        expect(englishText(text, options), `${text} ${JSON.stringify(options)}`).toBe(reference.t(text, options));
      }
    }
  });

  it('writes an empty value for null or undefined, a number as its digits and keeps a placeholder without a value', async () => {
    const reference = await englishI18next();
    const text = 'Shipment {{number}} for {{ name }} on {{date}}';
    for (const options of [{ number: null, name: undefined }, { number: 42, name: 'Ana' }, { name: 'Ana' }, { date: '{{number}}' }]) {
      expect(englishText(text, options)).toBe(reference.t(text, options));
    }
    expect(englishText(text, { number: 42, name: 'Ana' })).toBe('Shipment 42 for Ana on {{date}}');
  });
});
