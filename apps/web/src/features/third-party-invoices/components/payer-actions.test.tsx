import '@testing-library/jest-dom/vitest';
import type { ThirdPartyInvoiceDetail } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { PayerActions, PayerOutcome } from './payer-actions';

const PAYER = 40;

function invoiceWith(overrides: Partial<ThirdPartyInvoiceDetail>): ThirdPartyInvoiceDetail {
  return {
    id: 1, invoiceId: 1, invoiceNumber: 'TP-400010', status: { status: 1, description: 'Received' }, shipmentId: 9, shipmentNumber: '4100009', shipmentStatus: 'Delivered',
    thirdPartPayerBillingSettingsId: 2, externalInvoiceNumber: 'BRT-1', externalInvoiceAmount: 1200, carrierName: 'Blue Ridge Transport LLC', carrierLogoURL: null,
    customerName: 'Heartland Foods', dueDateTimeStamp: '2026-12-27', createDateTimeStamp: '2026-11-27T12:00:00Z', invoiceDate: '2026-11-27', loadDate: '2026-11-20',
    invoiceAmount: 1200, feeAndBalance: 0, balance: 1200, total: 1200, lane: { origin: { city: 'Dallas', state: 'TX' }, destination: { city: 'Tulsa', state: 'OK' } },
    factoringCompany: null, isAuditable: true, actionRequired: false, payerCompanyId: PAYER, dispute: null, approvedAt: null, payment: null,
    numberOfRequiredDocuments: 1, numberOfUploadedRequiredDocuments: 1, charges: [], chargesTotal: 1200, hasBillingSettings: true, billingSettingsName: 'Audit',
    isLocked: false, isShipmentDelivered: true,
    ...overrides,
  };
}

const payerUser = (roles: string[], companyId = PAYER) => makeUser({ companyId, roles, permissions: ['CarrierBillingSettings'], has3PLNetwork: true });

describe('PayerActions', () => {
  afterEach(() => {
    cleanup();
    signIn(null);
  });

  it('offers a BillTo user of the payer Approve and Dispute on a Received invoice, each behind a dialog', () => {
    signIn(payerUser(['BillTo']));
    renderWithProviders(<PayerActions invoice={invoiceWith({})} />);
    const actions = screen.getByTestId('payer-actions');
    expect(within(actions).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Pay Invoice' })).not.toBeInTheDocument();
    fireEvent.click(within(actions).getByRole('button', { name: 'Dispute Invoice' }));
    expect(screen.getByRole('dialog', { name: 'Dispute invoice TP-400010' })).toBeInTheDocument();
  });

  it('offers Pay on a Settled invoice to AP only', () => {
    signIn(payerUser(['AP']));
    renderWithProviders(<PayerActions invoice={invoiceWith({ status: { status: 2, description: 'Settled' } })} />);
    expect(screen.getByRole('button', { name: 'Pay Invoice' })).toBeInTheDocument();
    cleanup();
    signIn(payerUser(['BillTo']));
    renderWithProviders(<PayerActions invoice={invoiceWith({ status: { status: 2, description: 'Settled' } })} />);
    expect(screen.queryByTestId('payer-actions')).not.toBeInTheDocument();
  });

  it('offers nothing to a BillingInquiry user or to a user of another company', () => {
    for (const user of [payerUser(['BillingInquiry']), payerUser(['Admin'], PAYER + 1)]) {
      signIn(user);
      renderWithProviders(<PayerActions invoice={invoiceWith({})} />);
      expect(screen.queryByTestId('payer-actions')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('shows the dispute and its reason to every reader', () => {
    signIn(makeUser({ permissions: ['CarrierPortal'] }));
    renderWithProviders(<PayerOutcome invoice={invoiceWith({ dispute: { reason: 'Detention not agreed', disputedAt: '2026-11-27T15:00:00Z', disputedBy: 'Riley Chen', open: true } })} />);
    expect(screen.getByTestId('dispute-reason')).toHaveTextContent('Detention not agreed');
    expect(screen.getByTestId('dispute-notice')).toHaveTextContent('Raised by Riley Chen');
  });
});
