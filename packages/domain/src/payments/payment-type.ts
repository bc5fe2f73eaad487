import { codedEnum } from '../common/coded-enum';
import type { Coded } from '../common/enum';

const paymentTypes = codedEnum({
  Standard: [0, 'Standard'],
  BookItNow: [1, 'Book It Now'],
  QuickPay: [2, 'Quick Pay'],
  SmallCarrierQuickPay: [3, 'Small Carrier Quick Pay'],
});
export const PaymentType = paymentTypes.codes;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
export const PAYMENT_TYPES: readonly Coded<PaymentType>[] = paymentTypes.list;
