import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage';
import { clearSignInHandover, handOverSignIn, pendingSignIn } from '../lib/sign-in-handover';
import { opensOnLeanSignIn } from './show-lean-sign-in';

afterEach(() => {
  storage.setToken(null);
  window.history.replaceState(null, '', '/');
  clearSignInHandover();
});

describe('opensOnLeanSignIn', () => {
  it("answers a visitor's '/' and '/login' with the lean page", () => {
    window.history.replaceState(null, '', '/');
    expect(opensOnLeanSignIn(null)).toBe(true);
    window.history.replaceState(null, '', '/login');
    expect(opensOnLeanSignIn(null)).toBe(true);
  });

  it('starts the app for a stored session, a driver entry or any other page', () => {
    window.history.replaceState(null, '', '/login');
    expect(opensOnLeanSignIn('driver-token')).toBe(false);
    storage.setToken('a-token');
    expect(opensOnLeanSignIn(null)).toBe(false);
    storage.setToken(null);
    window.history.replaceState(null, '', '/tenders');
    expect(opensOnLeanSignIn(null)).toBe(false);
  });

  it('starts the app, which speaks Spanish, for a visitor reading Spanish', () => {
    window.history.replaceState(null, '', '/login');
    storage.setLanguage('es');
    expect(opensOnLeanSignIn(null)).toBe(false);
    storage.setLanguage(null);
  });
});

describe('the sign-in handover', () => {
  it('keeps the typed values until the form submits them', () => {
    expect(pendingSignIn()).toBeNull();
    handOverSignIn({ emailAddress: 'dispatch@demo.test', password: 'secret' });
    expect(pendingSignIn()).toEqual({ emailAddress: 'dispatch@demo.test', password: 'secret' });
    clearSignInHandover();
    expect(pendingSignIn()).toBeNull();
  });
});
