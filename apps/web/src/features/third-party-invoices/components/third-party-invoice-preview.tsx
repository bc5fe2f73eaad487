import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { EntityType } from '@portal/domain/common/entity-type';
import {
  INVOICE_NOT_ELIGIBLE,
  INVOICE_UPDATED,
  NO_INVOICE_DOCUMENTS,
  SHIPMENT_MUST_BE_DELIVERED,
} from '@portal/domain/common/messages';
import { validateInvoicePreview } from '@portal/domain/invoices/invoice-preview-validation';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DocumentsPanel } from '../../../components/documents/documents-panel';
import { ChargesTable } from '../../../components/invoices/charges-table';
import { formatMoney } from '../../../components/invoices/format-money';
import { InvoiceEntryForm } from '../../../components/invoices/invoice-entry-form';
import { DetailRow, InvoicePreviewLayout, PreviewSection, PreviewSkeleton } from '../../../components/invoices/invoice-preview-layout';
import { InvoiceStatusChip } from '../../../components/invoices/invoice-status-chip';
import { ListError } from '../../../components/list-layout/list-states';
import { NotesPanel } from '../../../components/notes/notes-panel';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useThirdPartyInvoice } from '../api/get-third-party-invoice';
import { useUpdateThirdPartyInvoice } from '../api/update-third-party-invoice';
import type { ThirdPartyInvoiceDetail } from '../types';

const CLOSE_HREF = paths.thirdPartyPayerInvoices.getHref();

/** The third-party payer invoice preview (spec section 2). */
export function ThirdPartyInvoicePreview({ invoiceNumber }: { invoiceNumber: string | undefined }) {
  // The shipment id is checked once the invoice is loaded; a present placeholder lets the number be checked first.
  const numberProblem = validateInvoicePreview({ invoiceNumber, shipmentId: 0 });
  const number = invoiceNumber?.trim() ?? '';
  const invoice = useThirdPartyInvoice(number, !numberProblem);

  if (numberProblem) {
    return <InvoicePreviewLayout invoiceNumber={number || '—'} closeHref={CLOSE_HREF} banners={<Alert severity="error">{numberProblem}</Alert>} left={null} right={null} />;
  }
  if (invoice.error) {
    return (
      <InvoicePreviewLayout
        invoiceNumber={number}
        closeHref={CLOSE_HREF}
        banners={<ListError error={invoice.error} onRetry={() => void invoice.refetch()} />}
        left={null}
        right={null}
      />
    );
  }
  if (!invoice.data) return <InvoicePreviewLayout invoiceNumber={number} closeHref={CLOSE_HREF} left={<PreviewSkeleton />} right={null} />;
  return <LoadedPreview invoice={invoice.data} />;
}

function LoadedPreview({ invoice }: { invoice: ThirdPartyInvoiceDetail }) {
  const update = useUpdateThirdPartyInvoice(invoice.invoiceNumber);
  const [submissionNote, setSubmissionNote] = useState<string | null>(null);
  const shipmentProblem = validateInvoicePreview({ invoiceNumber: invoice.invoiceNumber, shipmentId: invoice.shipmentId });
  const isDraft = invoice.status.status === PayablesInvoiceStatus.Draft;
  const selfHref = paths.thirdPartyPayerInvoices.preview.getHref(invoice.invoiceNumber);

  const banners = (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2.5, '&:empty': { display: 'none' } }}>
      {shipmentProblem && <Alert severity="error">{shipmentProblem}</Alert>}
      {!invoice.hasBillingSettings && (
        <Alert severity="warning" data-testid="not-eligible-warning">
          {INVOICE_NOT_ELIGIBLE}
        </Alert>
      )}
      {!invoice.isShipmentDelivered && <Alert severity="warning">{SHIPMENT_MUST_BE_DELIVERED}</Alert>}
      {invoice.isLocked && (
        <Alert severity="info">This invoice is {invoice.status.description.toLowerCase()}; it can no longer be edited.</Alert>
      )}
      {isDraft && submissionNote && <Alert severity="info">{submissionNote}</Alert>}
    </Box>
  );

  const left = (
    <>
      <PreviewSection title="Add Invoice" testId="add-invoice-section">
        <InvoiceEntryForm
          externalInvoiceNumber={invoice.externalInvoiceNumber}
          externalInvoiceAmount={invoice.externalInvoiceAmount}
          status={invoice.status.status}
          saving={update.isPending}
          error={update.error}
          onSave={(entry) =>
            update.mutate(entry, {
              onSuccess: (answer) => {
                notify.success(INVOICE_UPDATED);
                setSubmissionNote(answer.submission.submitted ? null : answer.submission.reason);
              },
            })
          }
        />
      </PreviewSection>
      <DocumentsPanel
        filter={{ thirdPartyInvoiceId: invoice.id }}
        uploadTarget={{ thirdPartyInvoiceId: invoice.id, shipmentId: invoice.shipmentId }}
        required={{ thirdPartyInvoiceId: invoice.id }}
        emptyText={NO_INVOICE_DOCUMENTS}
        readOnly={invoice.isLocked}
      />
      <PreviewSection title="Charges">
        <ChargesTable charges={invoice.charges} />
      </PreviewSection>
      <NotesPanel
        entityId={invoice.id}
        entityType={EntityType.THIRD_PARTY}
        entityDescription={`Invoice ${invoice.invoiceNumber}`}
        entityLink={selfHref}
        title="Comments"
      />
    </>
  );

  const right = (
    <>
      <PreviewSection title="Summary" testId="third-party-summary">
        <DetailRow label="Invoice Amount" value={formatMoney(invoice.invoiceAmount)} />
        <DetailRow label="Fees & Balance" value={formatMoney(invoice.feeAndBalance)} />
        <Divider sx={{ my: 0.5 }} />
        <DetailRow label="Payment" value={formatMoney(invoice.balance)} strong testId="summary-payment" />
        <DetailRow label="Total Payment" value={formatMoney(invoice.total)} strong testId="summary-total-payment" />
      </PreviewSection>
      <PreviewSection title="Invoice Details">
        <DetailRow label="Invoice Number" value={invoice.invoiceNumber} />
        <DetailRow
          label="Shipment"
          value={
            <Link component={RouterLink} to={paths.allShipments.preview.getHref(invoice.shipmentNumber)} data-testid="shipment-link">
              {invoice.shipmentNumber}
            </Link>
          }
        />
        <DetailRow label="Shipment Status" value={invoice.shipmentStatus} />
        <DetailRow label="Carrier" value={invoice.carrierName} />
        {invoice.customerName && <DetailRow label="Customer" value={invoice.customerName} />}
        {invoice.factoringCompany && <DetailRow label="Remit To" value={invoice.factoringCompany.name} testId="remit-to" />}
        {invoice.externalInvoiceNumber && <DetailRow label="Carrier Invoice #" value={invoice.externalInvoiceNumber} />}
        <DetailRow label="Invoice Date" value={invoice.invoiceDate ? formatDate(invoice.invoiceDate) : '—'} />
        <DetailRow label="Load Date" value={invoice.loadDate ? formatDate(invoice.loadDate) : '—'} />
        <DetailRow label="Due Date" value={invoice.dueDateTimeStamp ? formatDate(invoice.dueDateTimeStamp) : '—'} />
        {invoice.billingSettingsName && <DetailRow label="Billing Settings" value={invoice.billingSettingsName} />}
      </PreviewSection>
    </>
  );

  return (
    <InvoicePreviewLayout
      lane={invoice.lane}
      invoiceNumber={invoice.invoiceNumber}
      chip={<InvoiceStatusChip status={invoice.status.status} label={invoice.status.description} size="medium" />}
      closeHref={CLOSE_HREF}
      banners={banners}
      left={left}
      right={right}
    />
  );
}
