import { describe, expect, it } from 'vitest';
import { PayablesInvoiceStatus as P } from '../invoices/payables-invoice-status';
import { basisPointsOf, feeBasisPoints, mayChangePaySpeed, percentOf, quickPayFeeCents, versionInForce, type FeeTableVersion } from './pay-speed-rules';
import { NewFeeTableVersionBodySchema } from './pay-speed-schemas';

const versions: FeeTableVersion[] = [
  { effectiveOn: '2026-01-01', basisPoints: { good: 200, atRisk: 250, notRated: 250 } },
  { effectiveOn: '2026-06-01', basisPoints: { good: 150, atRisk: 300, notRated: 275 } },
  { effectiveOn: '2026-03-15', basisPoints: { good: 175, atRisk: 250, notRated: 250 } },
];

describe('the fee table version in force', () => {
  it('is the one with the latest effective day not after the day, whatever the order given', () => {
    expect(versionInForce(versions, '2026-03-14')?.effectiveOn).toBe('2026-01-01');
    expect(versionInForce(versions, '2026-03-15')?.effectiveOn).toBe('2026-03-15');
    expect(versionInForce(versions, '2026-05-31')?.effectiveOn).toBe('2026-03-15');
    expect(versionInForce(versions, '2026-12-31')?.effectiveOn).toBe('2026-06-01');
  });

  it('is none before the first version', () => {
    expect(versionInForce(versions, '2025-12-31')).toBeUndefined();
    expect(feeBasisPoints(versions, 'good', '2025-12-31')).toBeUndefined();
  });
});

describe('the rate by tier and day', () => {
  it('reads the tier of the version in force', () => {
    expect(feeBasisPoints(versions, 'good', '2026-02-01')).toBe(200);
    expect(feeBasisPoints(versions, 'atRisk', '2026-07-01')).toBe(300);
    expect(feeBasisPoints(versions, 'notRated', '2026-04-01')).toBe(250);
  });

  it('is free for the top tier, even before any version', () => {
    expect(feeBasisPoints(versions, 'top', '2026-07-01')).toBe(0);
    expect(feeBasisPoints([], 'top', '2026-07-01')).toBe(0);
  });
});

describe('the fee in cents', () => {
  it('is the rate of the amount, rounded to the cent', () => {
    expect(quickPayFeeCents(245_000, 250)).toBe(6_125);
    expect(quickPayFeeCents(100_001, 250)).toBe(2_500);
    expect(quickPayFeeCents(100_020, 250)).toBe(2_501);
    expect(quickPayFeeCents(99_999, 0)).toBe(0);
  });

  it('converts percent and basis points both ways', () => {
    expect(basisPointsOf(2.5)).toBe(250);
    expect(basisPointsOf(1.15)).toBe(115);
    expect(percentOf(175)).toBe(1.75);
  });
});

describe('when the pay speed may change', () => {
  it('until the invoice (with its proof of delivery) is approved', () => {
    expect(mayChangePaySpeed(P.Draft)).toBe(true);
    expect(mayChangePaySpeed(P.Received)).toBe(true);
    expect(mayChangePaySpeed(P.Settled)).toBe(false);
    expect(mayChangePaySpeed(P.PaidInFull)).toBe(false);
    expect(mayChangePaySpeed(P.Voided)).toBe(false);
  });
});

describe('a new fee table version', () => {
  it('takes rates in percent with two decimals at most, between 0 and 20', () => {
    expect(NewFeeTableVersionBodySchema.safeParse({ effectiveOn: '2026-12-01', rates: { good: 1.75, atRisk: 2.5, notRated: 2.5 } }).success).toBe(true);
    expect(NewFeeTableVersionBodySchema.safeParse({ effectiveOn: '2026-12-01', rates: { good: 1.755, atRisk: 2.5, notRated: 2.5 } }).success).toBe(false);
    expect(NewFeeTableVersionBodySchema.safeParse({ effectiveOn: '2026-12-01', rates: { good: -1, atRisk: 2.5, notRated: 2.5 } }).success).toBe(false);
    expect(NewFeeTableVersionBodySchema.safeParse({ effectiveOn: '2026-12-01', rates: { good: 1, atRisk: 21, notRated: 2.5 } }).success).toBe(false);
    expect(NewFeeTableVersionBodySchema.safeParse({ effectiveOn: '2026-02-30', rates: { good: 1, atRisk: 2, notRated: 2.5 } }).success).toBe(false);
  });
});
