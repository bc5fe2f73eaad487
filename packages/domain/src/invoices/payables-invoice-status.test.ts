import { describe, expect, it } from 'vitest';
import { displayName } from '../common/enum';
import {
  ACCOUNTING_VIEWS,
  DEFAULT_INVOICE_FILTER_BUCKET,
  INVOICE_FILTER_BUCKETS,
  InvoiceFilterBucket,
  PAYABLES_INVOICE_CHIP_COLOR,
  PAYABLES_INVOICE_STATUSES,
  PayablesInvoiceStatus,
} from './payables-invoice-status';

describe('payables invoice status', () => {
  it('has the spec codes and names', () => {
    expect(PayablesInvoiceStatus).toEqual({ Voided: -1, Draft: 0, Received: 1, Settled: 2, PaidInFull: 3 });
    expect(PAYABLES_INVOICE_STATUSES.map((s) => s.code)).toEqual(Object.values(PayablesInvoiceStatus));
    expect(displayName(PAYABLES_INVOICE_STATUSES, 3)).toBe('Paid in Full');
  });

  it('colours chips: Paid in Full green, Draft basic, Settled blue, Received red', () => {
    expect(PAYABLES_INVOICE_CHIP_COLOR[PayablesInvoiceStatus.PaidInFull]).toBe('success');
    expect(PAYABLES_INVOICE_CHIP_COLOR[PayablesInvoiceStatus.Draft]).toBe('default');
    expect(PAYABLES_INVOICE_CHIP_COLOR[PayablesInvoiceStatus.Settled]).toBe('primary');
    expect(PAYABLES_INVOICE_CHIP_COLOR[PayablesInvoiceStatus.Received]).toBe('error');
  });

  it('has the filter buckets and accounting views', () => {
    expect(INVOICE_FILTER_BUCKETS.map((b) => b.code)).toEqual(Object.values(InvoiceFilterBucket));
    expect(DEFAULT_INVOICE_FILTER_BUCKET).toBe(InvoiceFilterBucket.Uninvoiced);
    expect(ACCOUNTING_VIEWS.map((v) => [v.label, v.bucket])).toEqual([
      ['Action Required', 1],
      ['Pending', 4],
      ['In Progress', 2],
      ['Paid', 3],
    ]);
  });
});
