import { INVOICE_UPDATED_SUCCESSFULLY } from '@portal/domain/common/messages';
import type { ApInvoiceDetail } from '@portal/domain/invoices/ap-invoice-schemas';
import type { InvoicePanels } from '../../../components/invoices/invoice-panels';
import { InvoicePreviewBody } from '../../../components/invoices/invoice-preview-body';
import { InvoicePreviewStates, previewNumber } from '../../../components/invoices/invoice-preview-states';
import { useApInvoice } from '../api/get-ap-invoice';
import { useUpdateApInvoice } from '../api/update-ap-invoice';
import { ApInvoiceDetails, ApInvoiceSummary } from './ap-invoice-sections';
import { InvoiceHistory } from './invoice-history';
import { PayeeHistory } from './payee-history';
import { PendingPayeeChangeNotice } from './pending-payee-change';
import { useTranslation } from '../../../i18n/use-translation';
import type { ReactNode } from 'react';

export interface ApInvoicePreviewProps {
  invoiceNumber: string | undefined;
  /** Where the close button goes: the list the preview was opened from. */
  closeHref: string;
  /** The address of this preview (mention e-mails link to it). */
  selfHref?: string;
  /** The documents and comments panels, composed by the page. */
  panels: InvoicePanels;
  /** The invoice's pay timeline (another area's section), composed by the page. */
  payTimeline?: (invoiceNumber: string) => ReactNode;
  /** The invoice's pay speed and quick pay fee (another area's section), composed by the page. */
  paySpeed?: (invoiceId: number) => ReactNode;
}

/**
 * The payables invoice preview (accounting, invoices, dashboard): the carrier's invoice entry, required
 * documents with upload, charges, comments, and the payment summary.
 */
export function ApInvoicePreview({ invoiceNumber, closeHref, selfHref, panels, payTimeline, paySpeed }: ApInvoicePreviewProps) {
  const number = previewNumber(invoiceNumber);
  const invoice = useApInvoice(number.value, !number.problem);
  return (
    <InvoicePreviewStates number={number} closeHref={closeHref} query={invoice}>
      {(data) => <LoadedApInvoice invoice={data} closeHref={closeHref} selfHref={selfHref} panels={panels} payTimeline={payTimeline} paySpeed={paySpeed} />}
    </InvoicePreviewStates>
  );
}

function LoadedApInvoice({
  invoice,
  closeHref,
  selfHref,
  panels,
  payTimeline,
  paySpeed,
}: { invoice: ApInvoiceDetail; closeHref: string; selfHref?: string; panels: InvoicePanels } & Pick<ApInvoicePreviewProps, 'payTimeline' | 'paySpeed'>) {
  const { t } = useTranslation();
  const update = useUpdateApInvoice(invoice.id);
  return (
    <InvoicePreviewBody
      kind="ap"
      invoice={{ ...invoice, status: { code: invoice.status.value, name: invoice.status.displayName } }}
      closeHref={closeHref}
      selfHref={selfHref}
      panels={panels}
      save={update}
      savedMessage={INVOICE_UPDATED_SUCCESSFULLY}
      entrySection={{ title: t('Invoice'), testId: 'invoice-entry-section' }}
      lockedNotice={t('This invoice is {{status}}; its invoice number and amount can no longer change.', { status: t(invoice.status.displayName).toLowerCase() })}
      notices={<PendingPayeeChangeNotice invoice={invoice} />}
      summary={<ApInvoiceSummary invoice={invoice} />}
      details={
        <>
          <ApInvoiceDetails invoice={invoice} />
          {paySpeed?.(invoice.id)}
          {payTimeline?.(invoice.invoiceNumber)}
          <PayeeHistory invoice={invoice} />
          <InvoiceHistory invoiceNumber={invoice.invoiceNumber} />
        </>
      }
    />
  );
}
