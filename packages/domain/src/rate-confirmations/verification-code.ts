/**
 * The code printed on an issued rate confirmation, which anyone can type at /verify/{code}: twelve
 * characters of Crockford's base32 (no I, L, O or U), 60 random bits, so codes cannot be guessed
 * even at the public page's rate limit. Shown in groups of four; typed in any case, with or without
 * the dashes, and with O, I or L read as the digits they are mistaken for.
 */
export const VERIFICATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 12;
/** The longest a typed code may be: the code, its dashes and a few stray spaces. */
export const VERIFICATION_CODE_INPUT_MAX_LENGTH = 40;

const MISREAD: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };
const CODE_PATTERN = new RegExp(`^[${VERIFICATION_CODE_ALPHABET}]{${VERIFICATION_CODE_LENGTH}}$`);

/** A new code from twelve random bytes: each byte's low five bits pick a character (256 is a multiple of 32, so every character is as likely). */
export function verificationCodeFrom(randomBytes: Uint8Array): string {
  if (randomBytes.length < VERIFICATION_CODE_LENGTH) throw new Error(`A verification code needs ${VERIFICATION_CODE_LENGTH} random bytes`);
  let code = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++) code += VERIFICATION_CODE_ALPHABET[randomBytes[i] & 31];
  return code;
}

/** The code as stored from what a person typed, or undefined when it cannot be one. */
export function normaliseVerificationCode(typed: string): string | undefined {
  const code = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[OIL]/g, (c) => MISREAD[c]);
  return CODE_PATTERN.test(code) ? code : undefined;
}

/** ABCD-EFGH-JKMN: how the code is printed and shown. */
export function formatVerificationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** What a rate confirmation fixes: who hauls which load, picking up when, for how much. */
export interface RateTerms {
  carrierId: number;
  loadNumber: string;
  /** The first pickup's date where it is, YYYY-MM-DD. */
  pickupDate: string;
  /** Total carrier pay in cents. */
  totalCents: number;
}

/** The one text the rate's fingerprint is taken of: a change to any term changes it. */
export function rateTermsText(terms: RateTerms): string {
  return ['carrier', terms.carrierId, 'load', terms.loadNumber, 'pickup', terms.pickupDate, 'total', terms.totalCents].join('|');
}

/** The same terms, compared: a confirmation stays current while the load's terms are these. */
export function sameRateTerms(a: RateTerms, b: RateTerms): boolean {
  return rateTermsText(a) === rateTermsText(b);
}

/** A hex fingerprint shown in groups of four, as on the PDF and the public page: 'a1b2 c3d4 …'. */
export function formatFingerprint(hex: string): string {
  return hex.match(/.{1,4}/g)?.join(' ') ?? hex;
}
