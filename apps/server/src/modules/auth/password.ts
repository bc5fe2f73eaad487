import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: `scrypt$N$r$p$salt$hash`, salt and hash in base64. The parameters travel with
 * the hash, so a hash made at an older cost still verifies, and is made again at the configured cost
 * at the next successful sign-in (needsRehash).
 *
 * The cost is log2(N). Deployed servers use N = 2^17, r = 8, p = 1 (128 MiB, 0.3-0.9 s on the 2-core
 * build machine): the cost OWASP recommends for scrypt. Hashes before this were made at N = 2^14.
 */
export const PASSWORD_HASH_COST = 17;
/**
 * The automated tests' cost (4 MiB, about 15 ms): the suites sign in thousands of times, and at the
 * deployed cost those sign-ins were a third of the fuzzing's time. Only APP_ENV=test may go below
 * PASSWORD_HASH_COST (config.ts); the same code runs, with a smaller work factor.
 */
export const TEST_PASSWORD_HASH_COST = 12;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
// Cost bounds accepted when reading a stored hash, so a corrupted row cannot make us burn memory.
const MAX_N = 1 << 20;

function derive(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node refuses anything over 32 MiB unless maxmem says otherwise.
  const maxmem = 2 * 128 * options.N! * options.r! + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A new hash of `plain` at N = 2^cost. */
export async function hashPassword(plain: string, cost: number): Promise<string> {
  const N = 2 ** cost;
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(plain, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

interface StoredHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

/** The parts of a stored hash, or undefined when it is not one we made (or costs more than we accept). */
function parse(stored: string): StoredHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || n > MAX_N || (n & (n - 1)) !== 0 || r > 32 || p > 16) return undefined;
  const salt = Buffer.from(parts[4], 'base64');
  const hash = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || hash.length < 16) return undefined;
  return { n, r, p, salt, hash };
}

/** True when `plain` matches `stored`; false for any malformed stored value (never throws on it). */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(plain, parsed.salt, parsed.hash.length, { N: parsed.n, r: parsed.r, p: parsed.p });
  return timingSafeEqual(actual, parsed.hash);
}

/** A verified hash made at a lower cost or other parameters than today's: hash the password again while we have it. */
export function needsRehash(stored: string, cost: number): boolean {
  const parsed = parse(stored);
  return !!parsed && (parsed.n < 2 ** cost || parsed.r !== R || parsed.p !== P || parsed.hash.length !== KEY_LENGTH);
}
