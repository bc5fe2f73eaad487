import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { EntityType } from '@portal/domain/common/entity-type';
import { INVOICE_UPDATED, NO_INVOICE_DOCUMENTS, SHIPMENT_MUST_BE_DELIVERED } from '@portal/domain/common/messages';
import { validateInvoicePreview } from '@portal/domain/invoices/invoice-preview-validation';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DocumentsPanel } from '../../../components/documents/documents-panel';
import { ChargesTable } from '../../../components/invoices/charges-table';
import { formatMoney } from '../../../components/invoices/format-money';
import { InvoiceEntryForm } from '../../../components/invoices/invoice-entry-form';
import {
  DetailRow,
  InvoicePreviewLayout,
  PreviewSection,
  PreviewSkeleton,
} from '../../../components/invoices/invoice-preview-layout';
import { InvoiceStatusChip } from '../../../components/invoices/invoice-status-chip';
import { ListError } from '../../../components/list-layout/list-states';
import { NotesPanel } from '../../../components/notes/notes-panel';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useApInvoice } from '../api/get-ap-invoice';
import { useUpdateApInvoice } from '../api/update-ap-invoice';
import type { ApInvoiceDetail } from '../types';

export interface ApInvoicePreviewProps {
  invoiceNumber: string | undefined;
  /** Where the close button goes: the list the preview was opened from. */
  closeHref: string;
  /** The address of this preview (mention e-mails link to it). */
  selfHref?: string;
}

/**
 * The payables invoice preview (accounting, invoices, dashboard): the carrier's invoice entry, required
 * documents with upload, charges, comments, and the payment summary.
 */
export function ApInvoicePreview({ invoiceNumber, closeHref, selfHref }: ApInvoicePreviewProps) {
  const numberProblem = validateInvoicePreview({ invoiceNumber, shipmentId: 0 });
  const number = invoiceNumber?.trim() ?? '';
  const invoice = useApInvoice(number, !numberProblem);

  if (numberProblem) {
    return (
      <InvoicePreviewLayout invoiceNumber={number || '—'} closeHref={closeHref} banners={<Alert severity="error">{numberProblem}</Alert>} left={null} right={null} />
    );
  }
  if (invoice.error) {
    return (
      <InvoicePreviewLayout
        invoiceNumber={number}
        closeHref={closeHref}
        banners={<ListError error={invoice.error} onRetry={() => void invoice.refetch()} />}
        left={null}
        right={null}
      />
    );
  }
  if (!invoice.data) {
    return <InvoicePreviewLayout invoiceNumber={number} closeHref={closeHref} left={<PreviewSkeleton />} right={null} />;
  }
  return <LoadedPreview invoice={invoice.data} closeHref={closeHref} selfHref={selfHref} />;
}

function LoadedPreview({ invoice, closeHref, selfHref }: { invoice: ApInvoiceDetail; closeHref: string; selfHref?: string }) {
  const update = useUpdateApInvoice(invoice.id);
  const [submissionNote, setSubmissionNote] = useState<string | null>(null);
  const shipmentProblem = validateInvoicePreview({ invoiceNumber: invoice.invoiceNumber, shipmentId: invoice.shipmentId });
  const isDraft = invoice.status.value === PayablesInvoiceStatus.Draft;

  const banners = (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2.5, '&:empty': { display: 'none' } }}>
      {shipmentProblem && <Alert severity="error">{shipmentProblem}</Alert>}
      {!invoice.isShipmentDelivered && <Alert severity="warning">{SHIPMENT_MUST_BE_DELIVERED}</Alert>}
      {invoice.isLocked && (
        <Alert severity="info">
          This invoice is {invoice.status.displayName.toLowerCase()}; its invoice number and amount can no longer change.
        </Alert>
      )}
      {isDraft && submissionNote && <Alert severity="info" data-testid="submission-note">{submissionNote}</Alert>}
    </Box>
  );

  const left = (
    <>
      <PreviewSection title="Invoice" testId="invoice-entry-section">
        <InvoiceEntryForm
          externalInvoiceNumber={invoice.externalInvoiceNumber}
          externalInvoiceAmount={invoice.externalInvoiceAmount}
          status={invoice.status.value}
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
        filter={{ apInvoiceId: invoice.id }}
        uploadTarget={{ apInvoiceId: invoice.id, shipmentId: invoice.shipmentId }}
        required={{ apInvoiceId: invoice.id }}
        emptyText={NO_INVOICE_DOCUMENTS}
        readOnly={invoice.isLocked}
      />
      <PreviewSection title="Charges">
        <ChargesTable charges={invoice.charges} />
      </PreviewSection>
      <NotesPanel
        entityId={invoice.id}
        entityType={EntityType.AP_INVOICE}
        entityDescription={`Invoice ${invoice.invoiceNumber}`}
        entityLink={selfHref}
        title="Comments"
      />
    </>
  );

  const right = (
    <>
      <PreviewSection title="Summary" testId="invoice-summary">
        <DetailRow label="Invoice Amount" value={formatMoney(invoice.invoiceAmount)} testId="summary-invoice-amount" />
        <DetailRow label="Fees" value={invoice.feeAmount ? `-${formatMoney(invoice.feeAmount)}` : formatMoney(0)} />
        <Divider sx={{ my: 0.5 }} />
        <DetailRow label="Balance Due" value={formatMoney(invoice.balanceDue)} strong testId="summary-balance-due" />
        <DetailRow label="Paid" value={formatMoney(invoice.paidAmount)} />
        {invoice.payment && (
          <>
            <Divider sx={{ my: 0.5 }} />
            <DetailRow
              label="Check"
              value={
                <Link component={RouterLink} to={paths.payments.preview.getHref(invoice.payment.checkNumber)}>
                  {invoice.payment.checkNumber}
                </Link>
              }
            />
            <DetailRow label="Payment Date" value={formatDate(invoice.payment.paymentDate)} />
            <DetailRow label="Payment Type" value={invoice.payment.paymentType.displayName} />
          </>
        )}
      </PreviewSection>
      <PreviewSection title="Invoice Details">
        <DetailRow label="Invoice Number" value={invoice.invoiceNumber} />
        <DetailRow
          label="Shipment"
          value={
            <Link component={RouterLink} to={paths.allShipments.preview.getHref(invoice.shipmentNumber)}>
              {invoice.shipmentNumber}
            </Link>
          }
        />
        <DetailRow label="Shipment Status" value={invoice.shipmentStatus.displayName} />
        <DetailRow label="Carrier" value={invoice.carrier.name} />
        {invoice.remitTo && <DetailRow label="Remit To" value={invoice.remitTo.name} />}
        <DetailRow label="Delivered" value={invoice.deliveredAt ? formatDate(invoice.deliveredAt) : '—'} />
        <DetailRow label="Invoice Date" value={invoice.invoiceDate ? formatDate(invoice.invoiceDate) : '—'} />
        <DetailRow label="Due Date" value={invoice.dueDate ? formatDate(invoice.dueDate) : '—'} />
        <DetailRow
          label="Required Documents"
          value={`${invoice.numberOfUploadedRequiredDocuments} of ${invoice.numberOfRequiredDocuments}`}
          testId="details-required-documents"
        />
      </PreviewSection>
    </>
  );

  return (
    <InvoicePreviewLayout
      lane={invoice.lane}
      invoiceNumber={invoice.invoiceNumber}
      chip={<InvoiceStatusChip status={invoice.status.value} label={invoice.status.displayName} size="medium" />}
      closeHref={closeHref}
      banners={banners}
      left={left}
      right={right}
    />
  );
}
