import { INVOICE_NUMBER_NOT_VALID, SHIPMENT_ID_NOT_VALID } from '../common/messages';

/** Route params built from a missing value read 'undefined' or 'null'; those are not values either. */
function present(value: string | number | null | undefined): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  const text = value?.trim() ?? '';
  return text !== '' && text !== 'undefined' && text !== 'null';
}

/** The invoice preview needs an invoice number and a shipment id; the first missing one's message, or null. */
export function validateInvoicePreview(params: {
  invoiceNumber: string | number | null | undefined;
  shipmentId: string | number | null | undefined;
}): string | null {
  if (!present(params.invoiceNumber)) return INVOICE_NUMBER_NOT_VALID;
  if (!present(params.shipmentId)) return SHIPMENT_ID_NOT_VALID;
  return null;
}
