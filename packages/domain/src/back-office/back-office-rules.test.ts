import { describe, expect, it } from 'vitest';
import { approvalRefusal, BACK_OFFICE_MESSAGES, ownApprovals, paymentRefusal, paymentRoleRefusal } from './back-office-rules';

const ap = { id: 11, roles: ['AP'], isBrokerage: true };
const admin = { id: 12, roles: ['Admin'], isBrokerage: true };
const staff = { id: 13, roles: ['BillingInquiry'], isBrokerage: true };
const carrierAdmin = { id: 14, roles: ['Admin'], isBrokerage: false };

describe('approving (settling) an invoice', () => {
  it('is for brokerage staff with the AP or Admin role', () => {
    expect(approvalRefusal(ap)).toBeNull();
    expect(approvalRefusal(admin)).toBeNull();
    expect(approvalRefusal({ ...ap, roles: ['AP', 'AR'] })).toBeNull();
  });

  it('refuses other brokerage staff by role, and everyone outside the brokerage', () => {
    expect(approvalRefusal(staff)).toBe(BACK_OFFICE_MESSAGES.approveRole);
    expect(approvalRefusal(carrierAdmin)).toBe(BACK_OFFICE_MESSAGES.notBrokerage);
    expect(approvalRefusal({ id: 1, roles: ['AP'] })).toBe(BACK_OFFICE_MESSAGES.notBrokerage);
  });
});

describe('scheduling a payment', () => {
  const approvedByAp = [
    { invoiceNumber: 'AP-1', settledByUserId: ap.id },
    { invoiceNumber: 'AP-2', settledByUserId: null },
  ];

  it('is for brokerage Admins only', () => {
    expect(paymentRoleRefusal(admin)).toBeNull();
    expect(paymentRoleRefusal(ap)).toBe(BACK_OFFICE_MESSAGES.payRole);
    expect(paymentRoleRefusal(staff)).toBe(BACK_OFFICE_MESSAGES.payRole);
    expect(paymentRoleRefusal(carrierAdmin)).toBe(BACK_OFFICE_MESSAGES.notBrokerage);
    expect(paymentRefusal(ap, approvedByAp)).toBe(BACK_OFFICE_MESSAGES.payRole);
  });

  it('lets an Admin pay invoices someone else approved, or that carry no approver', () => {
    expect(paymentRefusal(admin, approvedByAp)).toBeNull();
  });

  it('never lets the approver pay their own approval, naming the invoices', () => {
    const mixed = [...approvedByAp, { invoiceNumber: 'AP-3', settledByUserId: admin.id }];
    expect(ownApprovals(admin, mixed).map((i) => i.invoiceNumber)).toEqual(['AP-3']);
    expect(paymentRefusal(admin, mixed)).toBe('You approved invoice AP-3; another Admin must schedule its payment');
    const both = [
      { invoiceNumber: 'AP-4', settledByUserId: admin.id },
      { invoiceNumber: 'AP-5', settledByUserId: admin.id },
    ];
    expect(paymentRefusal(admin, both)).toBe('You approved invoices AP-4, AP-5; another Admin must schedule their payment');
  });
});
