import { describe, expect, it } from 'vitest';
import { displayName } from '../common/enum';
import { PAYMENT_TYPES, PaymentType } from './payment-type';

describe('payment type', () => {
  it('has the spec codes and names', () => {
    expect(PAYMENT_TYPES.map((t) => t.code)).toEqual(Object.values(PaymentType));
    expect(PAYMENT_TYPES.map((t) => t.name)).toEqual(['Standard', 'Book It Now', 'Quick Pay', 'Small Carrier Quick Pay']);
    expect(displayName(PAYMENT_TYPES, PaymentType.SmallCarrierQuickPay)).toBe('Small Carrier Quick Pay');
  });
});
