import type { Coded } from '../common/enum';

export const PaymentType = { Standard: 0, BookItNow: 1, QuickPay: 2, SmallCarrierQuickPay: 3 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

export const PAYMENT_TYPES: readonly Coded<PaymentType>[] = [
  { code: 0, name: 'Standard' },
  { code: 1, name: 'Book It Now' },
  { code: 2, name: 'Quick Pay' },
  { code: 3, name: 'Small Carrier Quick Pay' },
];
