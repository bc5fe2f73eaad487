import { paths } from '../../../config/paths';
import { apInvoicePages } from './ap-invoice-pages';

/** /invoices and /invoices/{invoiceNumber}/preview: the accounting list and preview under their own address. */
export const Component = apInvoicePages(paths.invoices);
