import { createHash, randomBytes } from 'node:crypto';

/** A fresh single-use secret for a link (256 bits, URL-safe) and the hash we store instead of it. */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

/**
 * SHA-256 is enough here (no salt or slow hash): the tokens are 256 random bits, so a leaked
 * table cannot be reversed by guessing, and lookups stay a single index probe.
 */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
export const ACTIVATION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const DRIVER_ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60;
