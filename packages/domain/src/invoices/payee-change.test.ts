import { describe, expect, it } from 'vitest';
import { mayAskPayeeChange, mayCancelPayeeChange, mayChangePayees, mayConfirmPayeeChange, type PayeeChangeUser } from './payee-change';

const CARRIER = 10;
const user = (over: Partial<PayeeChangeUser> = {}): PayeeChangeUser => ({ userId: 1, companyId: CARRIER, roles: ['Admin'], permissions: ['CarrierPortal', 'Admin'], isBrokerage: false, ...over });
const dispatcher = user({ userId: 2, roles: ['AP'], permissions: ['CarrierPortal'] });
const secondAdmin = user({ userId: 3 });
const otherCarrierAdmin = user({ userId: 4, companyId: 11 });
const brokerageAp = user({ userId: 5, companyId: 1, roles: ['AP'], permissions: ['Admin'], isBrokerage: true });
const brokerageClaims = user({ userId: 6, companyId: 1, roles: ['BillingInquiry'], permissions: ['Admin'], isBrokerage: true });
const change = { carrierId: CARRIER, requestedByUserId: 1 };

describe('payee changes', () => {
  it('are asked for by the carrier\'s admins only (the brokerage sets a payee directly)', () => {
    expect(mayAskPayeeChange(user(), CARRIER)).toBe(true);
    expect(mayAskPayeeChange(dispatcher, CARRIER)).toBe(false);
    expect(mayAskPayeeChange(otherCarrierAdmin, CARRIER)).toBe(false);
    expect(mayAskPayeeChange(brokerageAp, CARRIER)).toBe(false);
  });

  it('are confirmed by a second admin or the brokerage\'s payables staff, never by whoever asked', () => {
    expect(mayConfirmPayeeChange(user(), change)).toBe(false);
    expect(mayConfirmPayeeChange(secondAdmin, change)).toBe(true);
    expect(mayConfirmPayeeChange(dispatcher, change)).toBe(false);
    expect(mayConfirmPayeeChange(otherCarrierAdmin, change)).toBe(false);
    expect(mayConfirmPayeeChange(brokerageAp, change)).toBe(true);
    expect(mayConfirmPayeeChange(brokerageClaims, change)).toBe(false);
  });

  it('are cancelled by whoever asked, any admin of the carrier or the brokerage\'s payables staff', () => {
    expect(mayCancelPayeeChange(user(), change)).toBe(true);
    expect(mayCancelPayeeChange(user({ roles: [], permissions: ['CarrierPortal'] }), change)).toBe(true);
    expect(mayCancelPayeeChange(secondAdmin, change)).toBe(true);
    expect(mayCancelPayeeChange(dispatcher, change)).toBe(false);
    expect(mayCancelPayeeChange(otherCarrierAdmin, change)).toBe(false);
    expect(mayCancelPayeeChange(brokerageAp, change)).toBe(true);
  });

  it('open their routes to carrier admins and the brokerage\'s staff only', () => {
    expect(mayChangePayees(user())).toBe(true);
    expect(mayChangePayees(brokerageClaims)).toBe(true);
    expect(mayChangePayees(dispatcher)).toBe(false);
    expect(mayChangePayees(user({ permissions: ['FactoringCompanyPortal', 'Admin'] }))).toBe(false);
  });
});
