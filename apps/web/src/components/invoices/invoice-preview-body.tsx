import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { SHIPMENT_MUST_BE_DELIVERED } from '@portal/domain/common/messages';
import type { InvoiceEntry } from '@portal/domain/invoices/invoice-entry';
import { validateInvoicePreview } from '@portal/domain/invoices/invoice-preview-validation';
import type { Charge, Lane, Submission } from '@portal/domain/invoices/invoice-shared-schemas';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { useState, type ReactNode } from 'react';
import { notify } from '../../lib/notify';
import { ChargesTable } from './charges-table';
import { InvoiceEntryForm } from './invoice-entry-form';
import type { InvoicePanels, InvoicePanelTarget } from './invoice-panels';
import { InvoicePreviewLayout, PreviewSection } from './invoice-preview-layout';
import { InvoiceStatusChip } from './invoice-status-chip';
import { useTranslation } from '../../i18n/use-translation';
import { msg } from '../../i18n/msg';

/** What every invoice preview shows, whatever the kind of invoice. */
export interface PreviewInvoice {
  id: number;
  invoiceNumber: string;
  shipmentId: number;
  lane: Lane;
  status: { code: number; name: string };
  externalInvoiceNumber: string | null;
  externalInvoiceAmount: number | null;
  charges: readonly Charge[];
  isLocked: boolean;
  isShipmentDelivered: boolean;
}

/** The save of the invoice entry (the area's update mutation). */
export interface InvoiceEntrySave {
  isPending: boolean;
  error: unknown;
  mutate: (entry: InvoiceEntry, options: { onSuccess: (answer: { submission: Submission }) => void }) => void;
}

interface InvoicePreviewBodyProps {
  kind: InvoicePanelTarget['kind'];
  invoice: PreviewInvoice;
  closeHref: string;
  selfHref?: string;
  panels: InvoicePanels;
  save: InvoiceEntrySave;
  /** The success toast of a save (an English text of the catalogue). */
  savedMessage: string;
  /** The entry section's title and test id ('Invoice' on payables, 'Add Invoice' on third-party invoices). */
  entrySection: { title: string; testId: string };
  /** Banners of the kind, after the shipment check (the not-eligible warning). */
  notices?: ReactNode;
  /** Said when the invoice is locked. */
  lockedNotice: string;
  /** The right column: the money summary and the invoice details. */
  summary: ReactNode;
  details: ReactNode;
}

/**
 * One invoice preview body for AP and third-party invoices: banners, the invoice entry, the required
 * documents with upload, the charges and the comments on the left; summary and details on the right.
 */
export function InvoicePreviewBody({ kind, invoice, closeHref, selfHref, panels, save, savedMessage, entrySection, notices, lockedNotice, summary, details }: InvoicePreviewBodyProps) {
  const { t } = useTranslation();
  const [submissionNote, setSubmissionNote] = useState<string | null>(null);
  const shipmentProblem = validateInvoicePreview({ invoiceNumber: invoice.invoiceNumber, shipmentId: invoice.shipmentId });
  const isDraft = invoice.status.code === PayablesInvoiceStatus.Draft;
  const { documents, comments } = panels({ kind, id: invoice.id, shipmentId: invoice.shipmentId, invoiceNumber: invoice.invoiceNumber, isLocked: invoice.isLocked, selfHref });

  const onSave = (entry: InvoiceEntry) =>
    save.mutate(entry, {
      onSuccess: (answer) => {
        notify.success(savedMessage);
        setSubmissionNote(answer.submission.submitted ? null : answer.submission.reason);
      },
    });

  const banners = (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2.5, '&:empty': { display: 'none' } }}>
      {shipmentProblem && <Alert severity="error">{t(shipmentProblem)}</Alert>}
      {notices}
      {!invoice.isShipmentDelivered && <Alert severity="warning">{t(SHIPMENT_MUST_BE_DELIVERED)}</Alert>}
      {invoice.isLocked && <Alert severity="info">{lockedNotice}</Alert>}
      {/* Before delivery the warning above already says why the Draft waits. */}
      {isDraft && invoice.isShipmentDelivered && submissionNote && (
        <Alert severity="info" data-testid="submission-note">
          {submissionNote}
        </Alert>
      )}
    </Box>
  );

  const left = (
    <>
      <PreviewSection title={entrySection.title} testId={entrySection.testId}>
        <InvoiceEntryForm
          externalInvoiceNumber={invoice.externalInvoiceNumber}
          externalInvoiceAmount={invoice.externalInvoiceAmount}
          status={invoice.status.code}
          saving={save.isPending}
          error={save.error}
          onSave={onSave}
        />
      </PreviewSection>
      {documents}
      <PreviewSection title={msg('Charges')}>
        <ChargesTable charges={invoice.charges} />
      </PreviewSection>
      {comments}
    </>
  );

  return (
    <InvoicePreviewLayout
      lane={invoice.lane}
      invoiceNumber={invoice.invoiceNumber}
      chip={<InvoiceStatusChip status={invoice.status.code} label={invoice.status.name} size="medium" />}
      closeHref={closeHref}
      banners={banners}
      left={left}
      right={
        <>
          {summary}
          {details}
        </>
      }
    />
  );
}
