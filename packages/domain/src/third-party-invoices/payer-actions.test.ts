import { describe, expect, it } from 'vitest';
import { PayablesInvoiceStatus as P } from '../invoices/payables-invoice-status';
import { availablePayerActions, mayTakePayerAction, payerActionConflict, payerActionOpen, payerDisputeBody, payerPaymentBody } from './payer-actions';

const PAYER = 7;
const invoice = (status: number, disputeOpen = false) => ({ payerCompanyId: PAYER, status, disputeOpen });
const user = (roles: string[], companyId = PAYER) => ({ companyId, roles });

describe('who may take a payer action', () => {
  it('lets BillTo, AP and Admin of the payer company approve and dispute', () => {
    for (const role of ['BillTo', 'AP', 'Admin']) {
      expect(mayTakePayerAction(user([role]), invoice(P.Received), 'approve')).toBe(true);
      expect(mayTakePayerAction(user([role]), invoice(P.Received), 'dispute')).toBe(true);
    }
  });

  it('lets only AP and Admin pay', () => {
    expect(mayTakePayerAction(user(['AP']), invoice(P.Settled), 'pay')).toBe(true);
    expect(mayTakePayerAction(user(['Admin']), invoice(P.Settled), 'pay')).toBe(true);
    expect(mayTakePayerAction(user(['BillTo']), invoice(P.Settled), 'pay')).toBe(false);
  });

  it('refuses BillingInquiry and AR, another company, and no user', () => {
    for (const action of ['approve', 'dispute', 'pay'] as const) {
      expect(mayTakePayerAction(user(['BillingInquiry']), invoice(P.Received), action)).toBe(false);
      expect(mayTakePayerAction(user(['AR']), invoice(P.Received), action)).toBe(false);
      expect(mayTakePayerAction(user(['Admin'], PAYER + 1), invoice(P.Received), action)).toBe(false);
      expect(mayTakePayerAction(null, invoice(P.Received), action)).toBe(false);
    }
  });
});

describe('which state allows which action', () => {
  it('approves and disputes a Received invoice, pays a Settled one', () => {
    expect(payerActionOpen(invoice(P.Received), 'approve')).toBe(true);
    expect(payerActionOpen(invoice(P.Received), 'dispute')).toBe(true);
    expect(payerActionOpen(invoice(P.Received), 'pay')).toBe(false);
    expect(payerActionOpen(invoice(P.Settled), 'pay')).toBe(true);
    expect(payerActionOpen(invoice(P.Settled), 'approve')).toBe(false);
    for (const status of [P.Draft, P.PaidInFull, P.Voided]) {
      for (const action of ['approve', 'dispute', 'pay'] as const) expect(payerActionOpen(invoice(status), action)).toBe(false);
    }
  });

  it('approves a disputed invoice (which resolves the dispute) but does not dispute it twice', () => {
    expect(payerActionOpen(invoice(P.Received, true), 'approve')).toBe(true);
    expect(payerActionOpen(invoice(P.Received, true), 'dispute')).toBe(false);
    expect(payerActionConflict(invoice(P.Received, true), 'dispute', 'Received')).toBe('This invoice is already disputed');
    expect(payerActionConflict(invoice(P.Draft), 'approve', 'Draft')).toBe('Only a Received invoice can be approved; this one is Draft');
    expect(payerActionConflict(invoice(P.Received), 'pay', 'Received')).toBe('Only a Settled invoice can be paid; this one is Received');
  });

  it('lists what a user can do now', () => {
    expect(availablePayerActions(user(['AP']), invoice(P.Received))).toEqual(['approve', 'dispute']);
    expect(availablePayerActions(user(['BillTo']), invoice(P.Settled))).toEqual([]);
    expect(availablePayerActions(user(['Admin']), invoice(P.Settled))).toEqual(['pay']);
    expect(availablePayerActions(user(['BillingInquiry']), invoice(P.Received))).toEqual([]);
  });
});

describe('the action bodies', () => {
  it('needs a reason to dispute', () => {
    expect(payerDisputeBody.safeParse({ reason: '   ' }).success).toBe(false);
    expect(payerDisputeBody.safeParse({ reason: 'x'.repeat(1001) }).success).toBe(false);
    expect(payerDisputeBody.parse({ reason: ' Fuel surcharge not agreed ' })).toEqual({ reason: 'Fuel surcharge not agreed' });
  });

  it('needs a payment reference and a real date to pay', () => {
    expect(payerPaymentBody.safeParse({ paymentReference: 'ACH-1', paidOn: '2026-02-30' }).success).toBe(false);
    expect(payerPaymentBody.safeParse({ paymentReference: '', paidOn: '2026-02-03' }).success).toBe(false);
    expect(payerPaymentBody.parse({ paymentReference: ' ACH-1 ', paidOn: '2026-02-03' })).toEqual({ paymentReference: 'ACH-1', paidOn: '2026-02-03' });
  });
});
