/**
 * Money in @portal/domain is integer cents (number, always a safe integer). Amounts from forms or
 * the database arrive as decimal dollars and become cents through toCents; products such as rate x
 * units are computed on the decimal digits with BigInt and rounded once, so no float drift
 * (0.1 + 0.2, 1.15 * 100) ever reaches a total. Rounding is half away from zero.
 */

/** A finite decimal as digits and a power of ten: value = digits / 10^scale. */
interface Decimal {
  digits: bigint;
  scale: number;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Reads '12.5', '-0.125', 1e-7, 1.15 and the like exactly as written (numbers through their shortest text). */
function parseDecimal(value: number | string): Decimal | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = DECIMAL.exec(String(value).trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  const digits = BigInt(`${sign}${whole}${fraction}` || '0');
  return { digits, scale: fraction.length - Number(exponent) };
}

function roundToInteger({ digits, scale }: Decimal): number {
  let result: bigint;
  if (scale <= 0) {
    result = digits * 10n ** BigInt(-scale);
  } else {
    const divisor = 10n ** BigInt(scale);
    const negative = digits < 0n;
    const magnitude = negative ? -digits : digits;
    let quotient = magnitude / divisor;
    if ((magnitude % divisor) * 2n >= divisor) quotient += 1n;
    result = negative ? -quotient : quotient;
  }
  const asNumber = Number(result);
  if (!Number.isSafeInteger(asNumber)) throw new RangeError(`Amount out of range: ${result}`);
  return asNumber === 0 ? 0 : asNumber; // no -0
}

function decimalOrThrow(value: number | string): Decimal {
  const parsed = parseDecimal(value);
  if (!parsed) throw new RangeError(`Not a decimal number: ${String(value)}`);
  return parsed;
}

/** Whether the text or number is a finite decimal that toCents accepts. */
export function isDecimal(value: number | string): boolean {
  return parseDecimal(value) !== null;
}

/** Decimal dollars ('1234.56', 19.99) to integer cents, rounded half away from zero. */
export function toCents(dollars: number | string): number {
  const { digits, scale } = decimalOrThrow(dollars);
  return roundToInteger({ digits, scale: scale - 2 });
}

/** a x b rounded once to an integer, e.g. a rate in cents times a decimal number of units. */
export function multiplyToCents(a: number | string, b: number | string): number {
  const x = decimalOrThrow(a);
  const y = decimalOrThrow(b);
  return roundToInteger({ digits: x.digits * y.digits, scale: x.scale + y.scale });
}

export function assertCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not integer cents: ${cents}`);
  return cents;
}

/** Cents as a plain decimal dollars text with two places ('-1234.50'), for forms and request bodies. */
export function centsToDecimalText(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** '$1,234.56' / '-$5.00'. */
export function formatUsd(cents: number): string {
  const text = centsToDecimalText(cents);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
