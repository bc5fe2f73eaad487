/**
 * Vehicle identification numbers (ISO 3779; 49 CFR 565 for vehicles sold in North America): 17
 * characters, letters and digits without I, O and Q, whose 9th character is a check digit computed
 * from the other 16. A typed VIN with one wrong character almost always fails the check, which is
 * why the portal refuses it instead of storing a unit the tracking integration can never match.
 */

export const VIN_LENGTH = 17;
const CHECK_POSITION = 8;
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
/** Letter values of 49 CFR 565.15 (I, O and Q are never used). */
const LETTER_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

function valueOf(char: string): number | undefined {
  if (char >= '0' && char <= '9') return Number(char);
  return LETTER_VALUES[char];
}

/** The check digit ('0'-'9' or 'X') the 9th character of a 17-character VIN must be; undefined for an invalid character. */
export function vinCheckDigit(vin: string): string | undefined {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const value = valueOf(vin[i] ?? '');
    if (value === undefined) return undefined;
    sum += value * WEIGHTS[i];
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export type VinCheck = { ok: true; vin: string } | { ok: false; message: string };

/** Checks a VIN as typed (spaces and case ignored) and answers it normalised, or why it is refused. */
export function checkVin(input: string): VinCheck {
  const vin = input.replace(/\s+/g, '').toUpperCase();
  if (vin.length !== VIN_LENGTH) return { ok: false, message: `A VIN has ${VIN_LENGTH} characters` };
  if (/[IOQ]/.test(vin)) return { ok: false, message: 'A VIN never contains the letters I, O or Q' };
  if (!/^[A-Z0-9]+$/.test(vin)) return { ok: false, message: 'A VIN has letters and digits only' };
  const expected = vinCheckDigit(vin);
  if (expected !== vin[CHECK_POSITION]) return { ok: false, message: `The VIN check digit (9th character) does not match: expected ${expected}` };
  return { ok: true, vin };
}

/** A VIN with its check digit put in place (the seed makes valid VINs this way). */
export function withVinCheckDigit(vin: string): string {
  const digit = vinCheckDigit(vin);
  if (digit === undefined || vin.length !== VIN_LENGTH) throw new Error(`Not a VIN body: ${vin}`);
  return `${vin.slice(0, CHECK_POSITION)}${digit}${vin.slice(CHECK_POSITION + 1)}`;
}
