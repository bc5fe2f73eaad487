/**
 * The browser reads the access token's payload only to learn exp (the spec's Session). There is
 * no signature check here: the server verifies every token it receives, and a forged exp can only
 * keep a session open in the browser until the first call answers 401.
 */

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url (padding optional) to bytes; null when not base64url. No atob: the package has no DOM or Node globals. */
function base64UrlToBytes(input: string): Uint8Array | null {
  const text = input.replace(/=+$/, '');
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of text) {
    buffer = (buffer << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

/** UTF-8 bytes to text through percent-decoding; null on invalid UTF-8. */
function utf8(bytes: Uint8Array): string | null {
  try {
    return decodeURIComponent(Array.from(bytes, (b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return null;
  }
}

/** The payload of a JWT (header.payload.signature) as an object, or null when it is not one. Not verified. */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  const parts = token?.split('.') ?? [];
  if (parts.length !== 3 || parts[1] === '') return null;
  const bytes = base64UrlToBytes(parts[1]);
  const json = bytes && utf8(bytes);
  if (json == null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** exp in epoch milliseconds, or undefined when the token has no numeric exp. */
export function tokenExpiresAtMs(token: string | null | undefined): number | undefined {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}

/**
 * Whether the session must end: the token is unreadable, or its exp (seconds) is at or before now.
 * A readable token without exp is left to the server, which answers 401 if it disagrees.
 */
export function isTokenExpired(token: string | null | undefined, nowMs: number): boolean {
  if (decodeJwtPayload(token) === null) return true;
  const expiresAt = tokenExpiresAtMs(token);
  return expiresAt !== undefined && nowMs >= expiresAt;
}

/** The answer to a token or refresh token whose session was ended, expired or replaced. */
export const SESSION_ENDED = 'Your session has ended; sign in again';
