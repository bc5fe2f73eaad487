import { paths } from '../../../config/paths';
import { apInvoicePages } from './ap-invoice-pages';

/** /accounting and /accounting/{invoiceNumber}/preview. */
export const Component = apInvoicePages(paths.accounting);
