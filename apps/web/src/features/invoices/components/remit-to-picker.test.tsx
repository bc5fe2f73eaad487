import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApInvoiceDetail, PendingPayeeChange } from '@portal/domain/invoices/ap-invoice-schemas';
import { PAYEE_CHANGE_ADMINS_ONLY, PAYEE_CHANGE_AWAITS } from '@portal/domain/invoices/payee-change';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { RemitToPicker } from './remit-to-picker';

// Only what the picker reads of an invoice.
const invoice = (over: Partial<ApInvoiceDetail> = {}) =>
  ({ id: 5, invoiceNumber: 'AP-5', carrier: { id: 10, name: 'Demo Carrier' }, remitTo: null, isLocked: false, pendingPayeeChange: null, payeeHistory: [], ...over }) as ApInvoiceDetail;
const PENDING: PendingPayeeChange = {
  id: 1,
  from: null,
  to: { id: 30, name: 'Capital Factoring Co' },
  requestedBy: { id: 1, name: 'Casey Carrier' },
  requestedAt: '2026-03-02T15:00:00Z',
  expiresAt: '2026-03-04T15:00:00Z',
  confirmBy: 'Admin',
  canConfirm: false,
  canCancel: true,
};
const FACTORING = { data: [{ id: 30, companyNumber: 'F-30', name: 'Capital Factoring Co', city: 'Richmond', state: 'VA', email: null, phone: null }], totalCount: 1 };

describe('RemitToPicker', () => {
  const fetchMock = vi.fn<typeof fetch>();
  stubFetchForEachTest(fetchMock);
  beforeEach(() => {
    // A carrier admin's change is held for a second person: the invoice comes back unchanged, with the change pending.
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'PUT'
        ? jsonResponse({ data: invoice({ pendingPayeeChange: PENDING }), message: PAYEE_CHANGE_AWAITS.Admin }, { status: 202 })
        : jsonResponse(FACTORING),
    );
  });

  const render = (value: ApInvoiceDetail) =>
    renderWithProviders(
      <SnackbarProvider>
        <RemitToPicker invoice={value} />
      </SnackbarProvider>,
    );

  it("lets the carrier's admin ask for a factoring company from the factoring list, and says it waits for confirmation", async () => {
    signIn(makeUser({ companyId: 10 }));
    const user = userEvent.setup();
    render(invoice());
    const select = await screen.findByRole('combobox', { name: 'Remit To' });
    expect(select).toHaveTextContent('Demo Carrier (paid directly)');
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: /Capital Factoring Co · Richmond, VA/ }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toContain('/ap-invoices/5/remit-to');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ remitToCompanyId: 30 });
    expect(await screen.findByText(PAYEE_CHANGE_AWAITS.Admin)).toBeInTheDocument();
  });

  it('tells the requester the change waits for someone else', async () => {
    signIn(makeUser({ id: 1, companyId: 10 }));
    render(invoice({ pendingPayeeChange: PENDING }));
    expect(await screen.findByText('You asked to pay it to Capital Factoring Co: that waits for someone else to confirm it.')).toBeInTheDocument();
  });

  it("tells the carrier's other users that only its admins change the payee", () => {
    signIn(makeUser({ companyId: 10, roles: ['AP'], permissions: ['CarrierPortal'] }));
    render(invoice());
    expect(screen.queryByRole('combobox', { name: 'Remit To' })).not.toBeInTheDocument();
    expect(screen.getByText(PAYEE_CHANGE_ADMINS_ONLY)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not offered to another company (a factoring company reading the invoice) nor on a locked invoice', () => {
    signIn(makeUser({ companyId: 30 }));
    const { unmount } = render(invoice());
    expect(screen.queryByRole('combobox', { name: 'Remit To' })).not.toBeInTheDocument();
    unmount();
    signIn(makeUser({ companyId: 10 }));
    render(invoice({ isLocked: true }));
    expect(screen.queryByRole('combobox', { name: 'Remit To' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
