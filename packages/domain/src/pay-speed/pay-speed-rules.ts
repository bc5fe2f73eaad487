import { PayablesInvoiceStatus } from '../invoices/payables-invoice-status';
import type { Tier } from '../scorecard/thresholds';

/** How an invoice is paid: on the terms, or within two business days for a fee. */
export const PAY_SPEEDS = ['standard', 'quick'] as const;
export type PaySpeed = (typeof PAY_SPEEDS)[number];

/** The score-card tiers a carrier can hold, the not-yet-rated included. */
export type FeeTier = Tier | 'notRated';

/** The tiers the fee table prices; the top tier always has quick pay free. */
export const PRICED_TIERS = ['good', 'atRisk', 'notRated'] as const satisfies readonly FeeTier[];
export type PricedTier = (typeof PRICED_TIERS)[number];

/** Quick pay pays within this many business days of the approval. */
export const QUICK_PAY_BUSINESS_DAYS = 2;

/** The highest rate the table takes, in percent (the database holds basis points, at most 2000). */
export const MAX_QUICK_PAY_PERCENT = 20;

/** One version of the fee table: from its effective day (YYYY-MM-DD) on, a rate per priced tier in basis points. */
export interface FeeTableVersion {
  effectiveOn: string;
  basisPoints: Readonly<Record<PricedTier, number>>;
}

/** The version in force on `day` (YYYY-MM-DD): the one with the latest effective day not after it. */
export function versionInForce<V extends Pick<FeeTableVersion, 'effectiveOn'>>(versions: readonly V[], day: string): V | undefined {
  let found: V | undefined;
  for (const version of versions) {
    if (version.effectiveOn <= day && (!found || version.effectiveOn > found.effectiveOn)) found = version;
  }
  return found;
}

/** The rate for a tier on a day, in basis points: 0 for the top tier; undefined when no version is in force yet. */
export function feeBasisPoints(versions: readonly FeeTableVersion[], tier: FeeTier, day: string): number | undefined {
  if (tier === 'top') return 0;
  return versionInForce(versions, day)?.basisPoints[tier];
}

/** The fee on an amount at a rate, in whole cents, half a cent rounded up. */
export function quickPayFeeCents(amountCents: number, basisPoints: number): number {
  return Math.round((amountCents * basisPoints) / 10_000);
}

/** Percent as shown (2.5) from basis points (250), and back. */
export const percentOf = (basisPoints: number) => basisPoints / 100;
export const basisPointsOf = (percent: number) => Math.round(percent * 100);

/**
 * The pay speed can change until the brokerage approves the invoice with its proof of delivery
 * (Draft and Received); once approved, voided or paid it stays as it is.
 */
export function mayChangePaySpeed(status: number): boolean {
  return status === PayablesInvoiceStatus.Draft || status === PayablesInvoiceStatus.Received;
}
