import { describe, expect, it } from 'vitest';
import { validateInvoicePreview } from './invoice-preview-validation';

describe('validateInvoicePreview', () => {
  it('needs an invoice number first', () => {
    expect(validateInvoicePreview({ invoiceNumber: '', shipmentId: '' })).toBe('Invoice number is not valid');
    expect(validateInvoicePreview({ invoiceNumber: 'undefined', shipmentId: 'abc' })).toBe('Invoice number is not valid');
    expect(validateInvoicePreview({ invoiceNumber: null, shipmentId: 'abc' })).toBe('Invoice number is not valid');
  });

  it('then a shipment id', () => {
    expect(validateInvoicePreview({ invoiceNumber: 'INV-1', shipmentId: undefined })).toBe('Shipment ID is not valid');
    expect(validateInvoicePreview({ invoiceNumber: 'INV-1', shipmentId: ' ' })).toBe('Shipment ID is not valid');
    expect(validateInvoicePreview({ invoiceNumber: 'INV-1', shipmentId: 'null' })).toBe('Shipment ID is not valid');
  });

  it('passes with both', () => {
    expect(validateInvoicePreview({ invoiceNumber: 'INV-1', shipmentId: 'abc' })).toBeNull();
    expect(validateInvoicePreview({ invoiceNumber: 1001, shipmentId: 42 })).toBeNull();
  });
});
