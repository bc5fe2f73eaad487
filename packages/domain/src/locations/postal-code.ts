/** Letter, digit, letter, an optional space or dash, digit, letter, digit; any case. */
export const CANADIAN_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;

export type CountryCode = 'US' | 'CA';

export function isCanadianPostalCode(postalCode: string | null | undefined): boolean {
  return !!postalCode && CANADIAN_POSTAL_CODE.test(postalCode.trim());
}

/** The country a new stop location gets from its postal code: CA for the Canadian pattern, otherwise US. */
export function countryForPostalCode(postalCode: string | null | undefined): CountryCode {
  return isCanadianPostalCode(postalCode) ? 'CA' : 'US';
}
