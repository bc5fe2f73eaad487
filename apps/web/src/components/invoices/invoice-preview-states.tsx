import Alert from '@mui/material/Alert';
import { validateInvoicePreview } from '@portal/domain/invoices/invoice-preview-validation';
import type { ReactNode } from 'react';
import { ListError } from '../list-layout/list-states';
import { InvoicePreviewLayout, PreviewSkeleton } from './invoice-preview-layout';
import { useTranslation } from '../../i18n/use-translation';

export interface PreviewNumber {
  /** The trimmed invoice number of the address. */
  value: string;
  /** Why the number is not one ('Invoice number is not valid'), or null. */
  problem: string | null;
}

/** The invoice number of a preview address; the shipment id is checked once the invoice is loaded. */
export function previewNumber(invoiceNumber: string | undefined): PreviewNumber {
  return { value: invoiceNumber?.trim() ?? '', problem: validateInvoicePreview({ invoiceNumber, shipmentId: 0 }) };
}

interface InvoicePreviewStatesProps<T> {
  number: PreviewNumber;
  closeHref: string;
  /** The invoice's query, enabled only for a valid number. */
  query: { data?: T; error: unknown; refetch: () => unknown };
  children: (invoice: T) => ReactNode;
}

/** An invoice preview before its invoice is there: a bad number, a failed load (with Retry), or loading. */
export function InvoicePreviewStates<T>({ number, closeHref, query, children }: InvoicePreviewStatesProps<T>) {
  const { t } = useTranslation();
  if (number.problem) {
    return <InvoicePreviewLayout invoiceNumber={number.value || '—'} closeHref={closeHref} banners={<Alert severity="error">{t(number.problem)}</Alert>} left={null} right={null} />;
  }
  if (query.error) {
    return (
      <InvoicePreviewLayout
        invoiceNumber={number.value}
        closeHref={closeHref}
        banners={<ListError error={query.error} onRetry={() => void query.refetch()} />}
        left={null}
        right={null}
      />
    );
  }
  if (!query.data) return <InvoicePreviewLayout invoiceNumber={number.value} closeHref={closeHref} left={<PreviewSkeleton />} right={null} />;
  return <>{children(query.data)}</>;
}
