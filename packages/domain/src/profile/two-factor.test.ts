import { describe, expect, it } from 'vitest';
import { findUnusedRecoveryCode, formatRecoveryCode, matchTotpStep, normaliseRecoveryCode, totpStepAt, TwoFactorSignInSchema } from './two-factor';

// A stand-in for the HMAC: each step has its own six digits.
const codeAt = (step: number) => String(step % 1_000_000).padStart(6, '0');

describe('TOTP verification window', () => {
  const now = 1_000_000;
  it('accepts the previous, current and next step', () => {
    expect(matchTotpStep(codeAt(now - 1), now, codeAt, null)).toBe(now - 1);
    expect(matchTotpStep(codeAt(now), now, codeAt, null)).toBe(now);
    expect(matchTotpStep(codeAt(now + 1), now, codeAt, null)).toBe(now + 1);
  });
  it('refuses older and later steps', () => {
    expect(matchTotpStep(codeAt(now - 2), now, codeAt, null)).toBeUndefined();
    expect(matchTotpStep(codeAt(now + 2), now, codeAt, null)).toBeUndefined();
  });
  it('refuses a code of a step already used, and steps before it', () => {
    expect(matchTotpStep(codeAt(now), now, codeAt, now)).toBeUndefined();
    expect(matchTotpStep(codeAt(now - 1), now, codeAt, now)).toBeUndefined();
    expect(matchTotpStep(codeAt(now + 1), now, codeAt, now)).toBe(now + 1);
  });
  it('refuses anything but six digits', () => {
    expect(matchTotpStep('12345', now, () => '12345', null)).toBeUndefined();
    expect(matchTotpStep('abcdef', now, () => 'abcdef', null)).toBeUndefined();
  });
  it('counts 30-second steps', () => {
    expect(totpStepAt(59_000)).toBe(1);
    expect(totpStepAt(60_000)).toBe(2);
  });
});

describe('recovery codes', () => {
  it('are one-time: a used code never matches again', () => {
    const codes = [
      { codeHash: 'a', usedAt: null as Date | null },
      { codeHash: 'b', usedAt: null as Date | null },
    ];
    const found = findUnusedRecoveryCode(codes, 'a');
    expect(found).toBe(codes[0]);
    found!.usedAt = new Date();
    expect(findUnusedRecoveryCode(codes, 'a')).toBeUndefined();
    expect(findUnusedRecoveryCode(codes, 'b')).toBe(codes[1]);
    expect(findUnusedRecoveryCode(codes, 'c')).toBeUndefined();
  });
  it('ignore spaces, hyphens and case as typed', () => {
    expect(normaliseRecoveryCode(' AB12c-De34F ')).toBe('ab12cde34f');
    expect(formatRecoveryCode('ab12cde34f')).toBe('ab12c-de34f');
  });
});

describe('the second sign-in step', () => {
  it('takes either a code or a recovery code, not both or neither', () => {
    const challengeToken = 'x'.repeat(32);
    expect(TwoFactorSignInSchema.safeParse({ challengeToken, code: '123456' }).success).toBe(true);
    expect(TwoFactorSignInSchema.safeParse({ challengeToken, recoveryCode: 'ab12c-de34f' }).success).toBe(true);
    expect(TwoFactorSignInSchema.safeParse({ challengeToken }).success).toBe(false);
    expect(TwoFactorSignInSchema.safeParse({ challengeToken, code: '123456', recoveryCode: 'ab12c-de34f' }).success).toBe(false);
  });
});
