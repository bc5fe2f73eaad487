import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { storage } from '../lib/storage';

/** Each test of the calling suite renders in Spanish; English and no stored choice are restored after. */
export function spanishForEachTest(): void {
  beforeEach(async () => {
    await setLanguage('es');
  });
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
    storage.setLanguage(null);
  });
}
