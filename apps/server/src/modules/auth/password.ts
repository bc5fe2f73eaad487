import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: `scrypt$N$r$p$salt$hash`, salt and hash in base64. The parameters travel with
 * the hash so they can be raised later without invalidating stored passwords.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
// Cost bounds accepted when reading a stored hash, so a corrupted row cannot make us burn memory.
const MAX_N = 1 << 20;

function derive(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 256 * options.N! * options.r! + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(plain, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** True when `plain` matches `stored`; false for any malformed stored value (never throws on it). */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || n > MAX_N || (n & (n - 1)) !== 0 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || expected.length < 16) return false;
  const actual = await derive(plain, salt, expected.length, { N: n, r, p });
  return timingSafeEqual(actual, expected);
}
