import { describe, expect, it } from 'vitest';
import {
  formatFingerprint,
  formatVerificationCode,
  normaliseVerificationCode,
  rateTermsText,
  sameRateTerms,
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  verificationCodeFrom,
} from './verification-code';

const terms = { carrierId: 7, loadNumber: 'S-1001', pickupDate: '2026-12-01', totalCents: 185_000 };

describe('verification codes', () => {
  it('are twelve characters of an alphabet without I, L, O or U', () => {
    expect(VERIFICATION_CODE_ALPHABET).toHaveLength(32);
    expect(VERIFICATION_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    const code = verificationCodeFrom(Uint8Array.from({ length: 12 }, (_, i) => i * 37));
    expect(code).toHaveLength(VERIFICATION_CODE_LENGTH);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
  });

  it('use every byte value evenly: each character comes from the low five bits', () => {
    expect(verificationCodeFrom(new Uint8Array(12).fill(0))).toBe('000000000000');
    expect(verificationCodeFrom(new Uint8Array(12).fill(31))).toBe('ZZZZZZZZZZZZ');
    expect(verificationCodeFrom(new Uint8Array(12).fill(32))).toBe('000000000000');
    expect(() => verificationCodeFrom(new Uint8Array(11))).toThrow();
  });

  it('are read as typed: any case, dashes and spaces dropped, O as 0 and I or L as 1', () => {
    expect(normaliseVerificationCode('abcd-efgh-jkmn')).toBe('ABCDEFGHJKMN');
    expect(normaliseVerificationCode(' 7K3P 9QX2 M4TZ ')).toBe('7K3P9QX2M4TZ');
    expect(normaliseVerificationCode('O0IL-0000-0000')).toBe('001100000000');
  });

  it('are refused when too short, too long or holding a character no code has', () => {
    expect(normaliseVerificationCode('ABCD-EFGH-JKM')).toBeUndefined();
    expect(normaliseVerificationCode('ABCD-EFGH-JKMNP')).toBeUndefined();
    expect(normaliseVerificationCode('ABCD-EFGH-JKMU')).toBeUndefined();
    expect(normaliseVerificationCode('ABCD/EFGH/JKMN')).toBeUndefined();
    expect(normaliseVerificationCode('')).toBeUndefined();
  });

  it('are printed in groups of four', () => {
    expect(formatVerificationCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });
});

describe('rate terms', () => {
  it('are one text naming carrier, load, pickup date and total', () => {
    expect(rateTermsText(terms)).toBe('carrier|7|load|S-1001|pickup|2026-12-01|total|185000');
  });

  it('differ when any one term changes', () => {
    expect(sameRateTerms(terms, { ...terms })).toBe(true);
    expect(sameRateTerms(terms, { ...terms, carrierId: 8 })).toBe(false);
    expect(sameRateTerms(terms, { ...terms, loadNumber: 'S-1002' })).toBe(false);
    expect(sameRateTerms(terms, { ...terms, pickupDate: '2026-12-02' })).toBe(false);
    expect(sameRateTerms(terms, { ...terms, totalCents: 185_001 })).toBe(false);
  });

  it('have their fingerprint shown in groups of four', () => {
    expect(formatFingerprint('a1b2c3d4e5f60718')).toBe('a1b2 c3d4 e5f6 0718');
  });
});
