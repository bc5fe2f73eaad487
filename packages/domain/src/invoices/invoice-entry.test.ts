import { describe, expect, it } from 'vitest';
import { ShipmentStatus } from '../shipments/shipment-status';
import {
  amountToCents,
  canSaveInvoice,
  INVOICE_AMOUNT_NOT_NUMERIC,
  INVOICE_ENTRY_REQUIRED,
  InvoiceEntryBodySchema,
  InvoiceEntrySchema,
  isInvoiceLocked,
  isShipmentReadyForInvoice,
  sanitizeAmountInput,
  type InvoiceEntryBody,
} from './invoice-entry';
import { PayablesInvoiceStatus as P } from './payables-invoice-status';

/** The messages of a refused body by field; empty when the body passes. */
function errorsOf(body: InvoiceEntryBody): Record<string, string> {
  const result = InvoiceEntryBodySchema.safeParse(body);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the invoice entry body (form and update route)', () => {
  it('needs at least one of number and amount, marking both when both are empty', () => {
    expect(errorsOf({ externalInvoiceNumber: '', externalInvoiceAmount: '' })).toEqual({
      externalInvoiceNumber: INVOICE_ENTRY_REQUIRED,
      externalInvoiceAmount: INVOICE_ENTRY_REQUIRED,
    });
    expect(errorsOf({ externalInvoiceNumber: '  ', externalInvoiceAmount: null })).not.toEqual({});
    expect(errorsOf({})).not.toEqual({});
  });

  it('passes both fields as soon as either has a value', () => {
    expect(errorsOf({ externalInvoiceNumber: 'INV-1', externalInvoiceAmount: '' })).toEqual({});
    expect(errorsOf({ externalInvoiceNumber: '', externalInvoiceAmount: '1250.00' })).toEqual({});
    expect(errorsOf({ externalInvoiceNumber: 'INV-1', externalInvoiceAmount: '1250.5' })).toEqual({});
    expect(errorsOf({ externalInvoiceAmount: 1250.5 })).toEqual({});
  });

  it('refuses a non-numeric amount (a request body that skipped the form)', () => {
    for (const amount of ['abc', '12a', '-5', '1,000', '1.234', '.', -5, 12.345]) {
      expect(errorsOf({ externalInvoiceNumber: 'INV-1', externalInvoiceAmount: amount }), String(amount)).toEqual({ externalInvoiceAmount: INVOICE_AMOUNT_NOT_NUMERIC });
    }
  });

  it('refuses what is not text or a number, before the rules', () => {
    const result = InvoiceEntryBodySchema.safeParse({ externalInvoiceNumber: { nested: true } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['externalInvoiceNumber']]);
  });

  it('trims the values it returns', () => {
    expect(InvoiceEntrySchema.parse({ externalInvoiceNumber: ' INV-1 ', externalInvoiceAmount: ' 10 ' })).toEqual({
      externalInvoiceNumber: 'INV-1',
      externalInvoiceAmount: '10',
    });
  });
});

describe('sanitizeAmountInput', () => {
  it.each([
    ['1250', '1250'],
    ['1250.5', '1250.5'],
    ['12.', '12.'],
    ['.5', '.5'],
    [' 42 ', '42'],
    ['12.345', '12.34'],
    ['abc', ''],
    ['12a', ''],
    ['-3', ''],
    ['1,000', ''],
    ['.', ''],
    ['', ''],
  ])('%s -> %s', (raw, kept) => {
    expect(sanitizeAmountInput(raw)).toBe(kept);
  });

  it('always leaves a value the schema accepts, or empty', () => {
    for (const raw of ['12.', '.5', '0', '99999.99', '12.345']) {
      expect(errorsOf({ externalInvoiceNumber: '', externalInvoiceAmount: sanitizeAmountInput(raw) }), raw).toEqual({});
    }
  });
});

describe('amountToCents', () => {
  it('converts the validated amount exactly', () => {
    expect(amountToCents('1250.5')).toBe(125050);
    expect(amountToCents('0.29')).toBe(29);
    expect(amountToCents('')).toBeUndefined();
  });
});

describe('isInvoiceLocked and canSaveInvoice', () => {
  it('locks Settled and later, and Voided', () => {
    expect(isInvoiceLocked(P.Draft)).toBe(false);
    expect(isInvoiceLocked(P.Received)).toBe(false);
    expect(isInvoiceLocked(P.Settled)).toBe(true);
    expect(isInvoiceLocked(P.PaidInFull)).toBe(true);
    expect(isInvoiceLocked(P.Voided)).toBe(true);
    expect(isInvoiceLocked(null)).toBe(false);
  });

  it('saves only a valid, unlocked invoice with no save running', () => {
    expect(canSaveInvoice({ valid: true, status: P.Received, saving: false })).toBe(true);
    expect(canSaveInvoice({ valid: false, status: P.Received, saving: false })).toBe(false);
    expect(canSaveInvoice({ valid: true, status: P.Settled, saving: false })).toBe(false);
    expect(canSaveInvoice({ valid: true, status: P.Draft, saving: true })).toBe(false);
  });

  it('submits only for a delivered shipment', () => {
    expect(isShipmentReadyForInvoice(ShipmentStatus.Delivered)).toBe(true);
    expect(isShipmentReadyForInvoice(ShipmentStatus.DeliveryConfirmed)).toBe(true);
    expect(isShipmentReadyForInvoice(ShipmentStatus.InTransit)).toBe(false);
    expect(isShipmentReadyForInvoice(undefined)).toBe(false);
  });
});
