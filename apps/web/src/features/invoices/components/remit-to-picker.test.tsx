import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApInvoiceDetail } from '@portal/domain/invoices/ap-invoice-schemas';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { RemitToPicker } from './remit-to-picker';

// Only what the picker reads of an invoice.
const invoice = (over: Partial<ApInvoiceDetail> = {}) =>
  ({ id: 5, invoiceNumber: 'AP-5', carrier: { id: 10, name: 'Demo Carrier' }, remitTo: null, isLocked: false, ...over }) as ApInvoiceDetail;
const FACTORING = { data: [{ id: 30, companyNumber: 'F-30', name: 'Capital Factoring Co', city: 'Richmond', state: 'VA', email: null, phone: null }], totalCount: 1 };

describe('RemitToPicker', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'PUT' ? jsonResponse({ data: invoice({ remitTo: { id: 30, name: 'Capital Factoring Co' } }), message: 'Remit To updated for invoice AP-5' }) : jsonResponse(FACTORING),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const render = (value: ApInvoiceDetail) =>
    renderWithProviders(
      <SnackbarProvider>
        <RemitToPicker invoice={value} />
      </SnackbarProvider>,
    );

  it("lets the carrier's own user pick a factoring company from the factoring list", async () => {
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
    expect(await screen.findByText('Remit To updated for invoice AP-5')).toBeInTheDocument();
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
