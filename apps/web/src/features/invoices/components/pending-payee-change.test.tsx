import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApInvoiceDetail, PendingPayeeChange } from '@portal/domain/invoices/ap-invoice-schemas';
import * as payeeChangeRules from '@portal/domain/invoices/payee-change';
import { PAYEE_CHANGED } from '@portal/domain/invoices/payee-change';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import spanishMessages from '../../../i18n/es/messages.json';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { PayeeHistory } from './payee-history';
import { PendingPayeeChangeNotice } from './pending-payee-change';

const CAPITAL = { id: 30, name: 'Capital Factoring Co' };
const PENDING: PendingPayeeChange = {
  id: 7,
  from: null,
  to: CAPITAL,
  requestedBy: { id: 1, name: 'Avery Collins' },
  requestedAt: '2026-03-02T15:00:00Z',
  expiresAt: '2026-03-04T15:00:00Z',
  confirmBy: 'Admin',
  canConfirm: true,
  canCancel: true,
};
// Only what the notice and the history read of an invoice.
const invoice = (over: Partial<ApInvoiceDetail> = {}) =>
  ({ id: 5, invoiceNumber: 'AP-5', carrier: { id: 10, name: 'Demo Carrier' }, remitTo: null, isLocked: false, pendingPayeeChange: PENDING, payeeHistory: [], ...over }) as ApInvoiceDetail;

describe('a payee change on the invoice page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  stubFetchForEachTest(fetchMock);
  beforeEach(() => {
    fetchMock.mockImplementation(async () => jsonResponse({ data: invoice({ remitTo: CAPITAL, pendingPayeeChange: null }), message: PAYEE_CHANGED }));
  });

  const render = (value: ApInvoiceDetail) =>
    renderWithProviders(
      <SnackbarProvider>
        <PendingPayeeChangeNotice invoice={value} />
        <PayeeHistory invoice={value} />
      </SnackbarProvider>,
    );

  it('says what changes and who asked, and lets a second admin confirm it', async () => {
    signIn(makeUser({ id: 2, companyId: 10 }));
    const user = userEvent.setup();
    render(invoice());
    const notice = screen.getByTestId('pending-payee-change');
    expect(notice).toHaveTextContent('Payee change waiting for confirmation');
    expect(notice).toHaveTextContent('to pay this invoice to Capital Factoring Co instead of Demo Carrier (paid directly)');
    expect(notice).toHaveTextContent('Avery Collins asked on');
    expect(notice).toHaveTextContent('Another admin of Demo Carrier must confirm it by');
    await user.click(screen.getByRole('button', { name: 'Confirm payee change' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/ap-invoices/5/payee-change/confirmation');
    expect(init?.method).toBe('POST');
    expect(await screen.findByText(PAYEE_CHANGED)).toBeInTheDocument();
  });

  it('offers only what the caller may do, and nothing when no change waits', () => {
    signIn(makeUser({ id: 1, companyId: 10 }));
    const { unmount } = render(invoice({ pendingPayeeChange: { ...PENDING, canConfirm: false } }));
    expect(screen.queryByRole('button', { name: 'Confirm payee change' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel payee change' })).toBeInTheDocument();
    expect(screen.getByTestId('pending-payee-change')).toHaveTextContent('You asked on');
    unmount();
    render(invoice({ pendingPayeeChange: null }));
    expect(screen.queryByTestId('pending-payee-change')).not.toBeInTheDocument();
    expect(screen.queryByTestId('payee-history')).not.toBeInTheDocument();
  });

  it('lists the history, newest first, with who asked and who confirmed or cancelled', () => {
    signIn(makeUser({ id: 2, companyId: 10 }));
    render(
      invoice({
        pendingPayeeChange: null,
        payeeHistory: [
          { id: 9, status: 'Confirmed', from: null, to: CAPITAL, requestedBy: { id: 1, name: 'Avery Collins' }, requestedAt: '2026-03-02T15:00:00Z', decidedBy: { id: 2, name: 'Casey Morgan' }, confirmedByEmail: null, decidedAt: '2026-03-02T16:00:00Z' },
          { id: 8, status: 'Cancelled', from: null, to: CAPITAL, requestedBy: { id: 1, name: 'Avery Collins' }, requestedAt: '2026-03-01T15:00:00Z', decidedBy: { id: 1, name: 'Avery Collins' }, confirmedByEmail: null, decidedAt: '2026-03-01T16:00:00Z' },
        ],
      }),
    );
    const entries = screen.getAllByTestId('payee-history-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Demo Carrier (paid directly) → Capital Factoring Co');
    expect(entries[0]).toHaveTextContent('Asked by Avery Collins');
    expect(entries[0]).toHaveTextContent('Confirmed by Casey Morgan');
    expect(entries[1]).toHaveTextContent('Cancelled by Avery Collins');
  });

  it('has Spanish for every sentence the server answers about payee changes', () => {
    const sentences = Object.values(payeeChangeRules)
      .flatMap((value: unknown) => (typeof value === 'string' ? [value] : value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : []))
      .filter((text): text is string => typeof text === 'string' && text.includes(' '));
    expect(sentences.length).toBeGreaterThan(8);
    expect(sentences.filter((text) => !(text in spanishMessages))).toEqual([]);
  });
});
