import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../lib/storage';
import { currentLanguage, preferredLanguage, setLanguage, translator } from './i18n';

describe('portal language', () => {
  afterEach(async () => {
    await setLanguage('en');
    storage.setLanguage(null);
    vi.unstubAllGlobals();
  });

  it('shows the Spanish catalogue once Spanish is chosen, and the spec English texts otherwise', async () => {
    expect(translator.t('Logout')).toBe('Logout');
    await setLanguage('es');
    expect(translator.t('Logout')).toBe('Cerrar sesión');
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // A text without a Spanish entry falls back to the English key.
    expect(translator.t('Not in any catalogue')).toBe('Not in any catalogue');
  });

  it('prefers the choice made on this browser, then the browser language, then English', async () => {
    vi.stubGlobal('navigator', { languages: ['es-MX', 'en-US'], language: 'es-MX' });
    expect(preferredLanguage()).toBe('es');
    vi.stubGlobal('navigator', { languages: ['fr-FR'], language: 'fr-FR' });
    expect(preferredLanguage()).toBe('en');
    await setLanguage('es');
    expect(preferredLanguage()).toBe('es');
  });
});
