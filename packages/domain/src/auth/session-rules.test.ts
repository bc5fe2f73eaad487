import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenExpired, tokenExpiresAtMs } from './session-rules';

/** base64url without padding, from UTF-8 text (test-only encoder on Node's Buffer-free path). */
function b64url(text: string): string {
  const bytes = Array.from(unescape(encodeURIComponent(text)), (c) => c.charCodeAt(0));
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b = 0, c = 0] = bytes.slice(i, i + 3);
    const n = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => alphabet[(n >> shift) & 63]);
    out += chars.slice(0, Math.min(4, bytes.length - i + 1)).join('');
  }
  return out;
}

const jwt = (payload: unknown) => `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

describe('decodeJwtPayload', () => {
  it('reads the payload', () => {
    expect(decodeJwtPayload(jwt({ sub: 'u1', exp: 1700000000, roles: ['Admin'] }))).toEqual({ sub: 'u1', exp: 1700000000, roles: ['Admin'] });
  });

  it('reads UTF-8 and base64url characters', () => {
    const payload = { name: 'Zoë Müller ✓', note: '???>>>' };
    expect(decodeJwtPayload(jwt(payload))).toEqual(payload);
  });

  it('accepts padded payloads', () => {
    const token = jwt({ a: 1 });
    const [h, p, s] = token.split('.');
    expect(decodeJwtPayload(`${h}.${p}${'='.repeat((4 - (p.length % 4)) % 4)}.${s}`)).toEqual({ a: 1 });
  });

  it.each([
    ['empty', ''],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['empty payload', 'a..c'],
    ['not base64url', 'a.b+c/.d'],
    ['not json', `a.${b64url('not json')}.c`],
    ['a json array', `a.${b64url('[1]')}.c`],
    ['json null', `a.${b64url('null')}.c`],
  ])('answers null for %s', (_, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });

  it('answers null for nothing', () => {
    expect(decodeJwtPayload(undefined)).toBeNull();
    expect(decodeJwtPayload(null)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  const exp = 1_700_000_000;
  const token = jwt({ exp });

  it('compares exp (seconds) with now (milliseconds)', () => {
    expect(tokenExpiresAtMs(token)).toBe(exp * 1000);
    expect(isTokenExpired(token, exp * 1000 - 1)).toBe(false);
    expect(isTokenExpired(token, exp * 1000)).toBe(true);
    expect(isTokenExpired(token, exp * 1000 + 1)).toBe(true);
  });

  it('ends the session for an unreadable token', () => {
    expect(isTokenExpired('garbage', 0)).toBe(true);
    expect(isTokenExpired(null, 0)).toBe(true);
  });

  it('leaves a token without a numeric exp to the server', () => {
    expect(isTokenExpired(jwt({ sub: 'u1' }), Date.now())).toBe(false);
    expect(isTokenExpired(jwt({ exp: 'soon' }), Date.now())).toBe(false);
  });
});
