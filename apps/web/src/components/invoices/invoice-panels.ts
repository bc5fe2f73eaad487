import type { ReactNode } from 'react';

/** The invoice whose documents and comments a preview shows. */
export interface InvoicePanelTarget {
  kind: 'ap' | 'thirdParty';
  id: number;
  shipmentId: number;
  invoiceNumber: string;
  /** A locked invoice takes no more uploads. */
  isLocked: boolean;
  /** The preview's address (mention e-mails link to it). */
  selfHref?: string;
}

/**
 * The documents and comments panels of an invoice preview. They belong to the documents and notes
 * areas, so the page composes them and hands them in (app/routes/app/invoice-panels.tsx).
 */
export type InvoicePanels = (target: InvoicePanelTarget) => { documents: ReactNode; comments: ReactNode };
