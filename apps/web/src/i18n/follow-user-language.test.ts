import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '../lib/storage';
import { endSession, startSession } from '../lib/session';
import { makeToken, makeUser } from '../testing/test-utils';
import { followUserLanguage } from './follow-user-language';
import { currentLanguage, preferredLanguage, setLanguage } from './i18n';

describe("the signed-in user's language", () => {
  afterEach(async () => {
    endSession({ explicit: true });
    await setLanguage('en');
    storage.setLanguage(null);
  });

  it('wins over the choice made on this browser', async () => {
    await setLanguage('en');
    expect(preferredLanguage('es')).toBe('es');
    expect(preferredLanguage(null)).toBe('en');
  });

  it('switches the portal when a user who chose Spanish signs in, and leaves it for one who never chose', async () => {
    const stop = followUserLanguage();
    startSession({ accessToken: makeToken(), user: makeUser({ language: null }) });
    expect(currentLanguage()).toBe('en');
    startSession({ accessToken: makeToken({ sub: '2' }), user: makeUser({ language: 'es' }) });
    await expect.poll(() => currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    stop();
  });
});
