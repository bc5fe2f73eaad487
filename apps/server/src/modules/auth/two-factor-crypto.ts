import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { normaliseRecoveryCode, RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS, TWO_FACTOR_ISSUER } from '@portal/domain/profile/two-factor';

/** Authenticator secrets, codes and recovery codes; the window rule is the domain's (matchTotpStep). */

const LOCAL_KEY_SEED = 'freight-portal local two-factor key (set TWO_FACTOR_KEY in production)';

function keyOf(configured: string | undefined): Buffer {
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('TWO_FACTOR_KEY must be 32 bytes, base64');
    return key;
  }
  return createHash('sha256').update(LOCAL_KEY_SEED).digest();
}

/** AES-256-GCM: iv.tag.ciphertext, base64url each. */
export function encryptSecret(base32: string, configuredKey: string | undefined): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(configuredKey), iv);
  const text = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), text].map((b) => b.toString('base64url')).join('.');
}

export function decryptSecret(stored: string, configuredKey: string | undefined): string {
  const [iv, tag, text] = stored.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(configuredKey), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8');
}

/** A new 160-bit secret in base32, as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(base32: string, label = ''): TOTP {
  return new TOTP({ issuer: TWO_FACTOR_ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(base32) });
}

/** The code of one 30-second step (RFC 6238). */
export function totpCodeAt(base32: string, step: number): string {
  return totpOf(base32).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
}

export async function enrolmentOf(base32: string, email: string) {
  const otpauthUri = totpOf(base32, email).toString();
  const qrCodeSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret: base32, otpauthUri, qrCodeSvg };
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of ten characters (about 49 bits each), shown once; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const raw = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}
