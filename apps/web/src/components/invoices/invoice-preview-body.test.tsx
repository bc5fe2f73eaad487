import '@testing-library/jest-dom/vitest';
import { INVOICE_UPDATED_SUCCESSFULLY, SHIPMENT_MUST_BE_DELIVERED } from '@portal/domain/common/messages';
import type { InvoiceEntry } from '@portal/domain/invoices/invoice-entry';
import type { Submission } from '@portal/domain/invoices/invoice-shared-schemas';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/test-utils';
import { InvoicePreviewBody, type InvoiceEntrySave, type PreviewInvoice } from './invoice-preview-body';

afterEach(cleanup);

const draft: PreviewInvoice = {
  id: 7,
  invoiceNumber: 'AP-1007',
  shipmentId: 41,
  lane: { origin: { city: 'Chicago', state: 'IL' }, destination: { city: 'Dallas', state: 'TX' } },
  status: { code: PayablesInvoiceStatus.Draft, name: 'Draft' },
  externalInvoiceNumber: null,
  externalInvoiceAmount: null,
  charges: [],
  isLocked: false,
  isShipmentDelivered: false,
};

/** A save that answers as the server does for a Draft: saved, and why it stays a Draft. */
function saveAnswering(submission: Submission) {
  const mutate = vi.fn<InvoiceEntrySave['mutate']>((_entry: InvoiceEntry, options) => options.onSuccess({ submission }));
  return { isPending: false, error: null, mutate } satisfies InvoiceEntrySave;
}

function renderBody(invoice: PreviewInvoice, save: InvoiceEntrySave) {
  renderWithProviders(
    <MemoryRouter>
      <SnackbarProvider>
        <InvoicePreviewBody
          kind="ap"
          invoice={invoice}
          closeHref="/accounting"
          panels={() => ({ documents: null, comments: null })}
          save={save}
          savedMessage={INVOICE_UPDATED_SUCCESSFULLY}
          entrySection={{ title: 'Invoice', testId: 'invoice-entry-section' }}
          lockedNotice="locked"
          summary={null}
          details={null}
        />
      </SnackbarProvider>
    </MemoryRouter>,
  );
}

describe('InvoicePreviewBody', () => {
  it('saves the entry before delivery, says it is updated, and that only the submission waits for the delivery', async () => {
    const save = saveAnswering({ submitted: false, reason: SHIPMENT_MUST_BE_DELIVERED, missingDocuments: [] });
    renderBody(draft, save);
    expect(screen.getByText(SHIPMENT_MUST_BE_DELIVERED)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Invoice Number' }), { target: { value: 'BRT-77' } });
    const button = screen.getByRole('button', { name: 'Save Invoice' });
    expect(button).toBeEnabled();
    fireEvent.click(button);

    await waitFor(() => expect(save.mutate).toHaveBeenCalledWith({ externalInvoiceNumber: 'BRT-77', externalInvoiceAmount: '' }, expect.anything()));
    expect(await screen.findByText('Invoice updated successfully')).toBeInTheDocument();
    // The warning says it once; the save's own note does not repeat it.
    expect(screen.getAllByText(SHIPMENT_MUST_BE_DELIVERED)).toHaveLength(1);
    expect(screen.queryByTestId('submission-note')).toBeNull();
  });

  it('names the missing documents of a delivered Draft after a save', async () => {
    const reason = 'Saved as Draft: upload the required documents to submit the invoice (missing: Proof of Delivery)';
    renderBody({ ...draft, isShipmentDelivered: true, externalInvoiceNumber: 'BRT-78' }, saveAnswering({ submitted: false, reason, missingDocuments: ['Proof of Delivery'] }));
    expect(screen.queryByText(SHIPMENT_MUST_BE_DELIVERED)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Invoice' }));
    expect(await screen.findByTestId('submission-note')).toHaveTextContent(reason);
    expect(await screen.findByText('Invoice updated successfully')).toBeInTheDocument();
  });
});
