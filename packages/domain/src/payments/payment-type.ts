import { codedEnum, type CodeOf } from '../common/coded-enum';

export const { codes: PaymentType, list: PAYMENT_TYPES } = codedEnum({
  Standard: [0, 'Standard'],
  BookItNow: [1, 'Book It Now'],
  QuickPay: [2, 'Quick Pay'],
  SmallCarrierQuickPay: [3, 'Small Carrier Quick Pay'],
});
export type PaymentType = CodeOf<typeof PaymentType>;
