import Alert from '@mui/material/Alert';
import { INVOICE_NOT_ELIGIBLE, INVOICE_UPDATED } from '@portal/domain/common/messages';
import type { ThirdPartyInvoiceDetail } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import type { InvoicePanels } from '../../../components/invoices/invoice-panels';
import { InvoicePreviewBody } from '../../../components/invoices/invoice-preview-body';
import { InvoicePreviewStates, previewNumber } from '../../../components/invoices/invoice-preview-states';
import { paths } from '../../../config/paths';
import { useThirdPartyInvoice } from '../api/get-third-party-invoice';
import { useUpdateThirdPartyInvoice } from '../api/update-third-party-invoice';
import { PayerActions, PayerOutcome } from './payer-actions';
import { ThirdPartyInvoiceDetails, ThirdPartyInvoiceSummary } from './third-party-invoice-sections';
import { useTranslation } from '../../../i18n/use-translation';

const CLOSE_HREF = paths.thirdPartyPayerInvoices.getHref();

/** The third-party payer invoice preview. */
export function ThirdPartyInvoicePreview({ invoiceNumber, panels }: { invoiceNumber: string | undefined; panels: InvoicePanels }) {
  const number = previewNumber(invoiceNumber);
  const invoice = useThirdPartyInvoice(number.value, !number.problem);
  return (
    <InvoicePreviewStates number={number} closeHref={CLOSE_HREF} query={invoice}>
      {(data) => <LoadedThirdPartyInvoice invoice={data} panels={panels} />}
    </InvoicePreviewStates>
  );
}

function LoadedThirdPartyInvoice({ invoice, panels }: { invoice: ThirdPartyInvoiceDetail; panels: InvoicePanels }) {
  const { t } = useTranslation();
  const update = useUpdateThirdPartyInvoice(invoice.invoiceNumber);
  return (
    <InvoicePreviewBody
      kind="thirdParty"
      invoice={{ ...invoice, status: { code: invoice.status.status, name: invoice.status.description } }}
      closeHref={CLOSE_HREF}
      selfHref={paths.thirdPartyPayerInvoices.preview.getHref(invoice.invoiceNumber)}
      panels={panels}
      save={update}
      savedMessage={INVOICE_UPDATED}
      entrySection={{ title: t('Add Invoice'), testId: 'add-invoice-section' }}
      notices={
        <>
          {!invoice.hasBillingSettings && (
            <Alert severity="warning" data-testid="not-eligible-warning">
              {t(INVOICE_NOT_ELIGIBLE)}
            </Alert>
          )}
          <PayerOutcome invoice={invoice} />
          <PayerActions invoice={invoice} />
        </>
      }
      lockedNotice={t('This invoice is {{status}}; it can no longer be edited.', { status: t(invoice.status.description).toLowerCase() })}
      summary={<ThirdPartyInvoiceSummary invoice={invoice} />}
      details={<ThirdPartyInvoiceDetails invoice={invoice} />}
    />
  );
}
