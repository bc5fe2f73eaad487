import { assertCents, multiplyToCents } from '../common/money';

/** All amounts are integer cents (see common/money). */

/** Balance due = invoice amount minus fees and balance. A missing part counts as 0; the result may be negative. */
export function balanceDue(invoiceAmountCents: number | null | undefined, feeAndBalanceCents: number | null | undefined): number {
  return assertCents(invoiceAmountCents ?? 0) - assertCents(feeAndBalanceCents ?? 0);
}

export interface ChargeLine {
  /** Per-unit rate in cents; may carry fractions of a cent (e.g. 45.5 for $0.455 a mile). */
  rate: number | string;
  /** May be fractional (hours, miles). */
  units: number | string;
}

/** Rate times units, rounded once to whole cents (half away from zero). */
export function chargeLineTotal(rate: number | string, units: number | string): number {
  return multiplyToCents(rate, units);
}

/** The summary row: the sum of the line totals as shown, so the rows always add up to it. */
export function chargesTotal(charges: readonly ChargeLine[]): number {
  return charges.reduce((sum, charge) => sum + chargeLineTotal(charge.rate, charge.units), 0);
}
