import { centsToDecimalText } from '@portal/domain/common/money';

/**
 * Dollars as every API answers them: a number with at most two decimals, made from integer cents
 * (docs/decisions/0008-money.md), so totals agree to the cent. A fraction of a cent (an average) is
 * rounded first, half away from zero as the domain rounds.
 */
export function dollars(cents: number): number {
  const whole = Math.sign(cents) * Math.round(Math.abs(cents));
  return Number(centsToDecimalText(whole === 0 ? 0 : whole));
}

export function dollarsOrNull(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : dollars(cents);
}
