import { apInvoiceListQuery } from '@portal/domain/invoices/ap-invoice-schemas';
import { INVOICE_DATE_FILTER_KINDS, INVOICE_QUICK_FILTERS } from '@portal/domain/invoices/payables-invoice-status';
import { describe, expect, it } from 'vitest';
import { AP_INVOICE_LIST_DEFAULTS, apInvoiceRangeProblem, toApInvoiceListQuery } from './ap-invoice-list-state';

describe('the accounting list query', () => {
  it('sends the route a query its schema accepts, for every quick filter and date kind', () => {
    for (const quickFilter of INVOICE_QUICK_FILTERS) {
      for (const dateKind of ['', ...INVOICE_DATE_FILTER_KINDS] as const) {
        const query = toApInvoiceListQuery({ ...AP_INVOICE_LIST_DEFAULTS, quickFilter, dateKind, startDate: '2026-03-01' }, 'America/Chicago');
        expect(apInvoiceListQuery.safeParse(query).success, `${quickFilter} ${dateKind}`).toBe(true);
      }
    }
  });

  it('turns the labels into the route codes and sends the dates of a Range only', () => {
    const range = toApInvoiceListQuery({ ...AP_INVOICE_LIST_DEFAULTS, quickFilter: 'Action Required', dateKind: 'Range', startDate: '2026-03-01', q: 'INV' }, 'UTC');
    expect(range).toMatchObject({ quickFilter: 'ActionRequired', dateKind: 'Range', startDate: '2026-03-01', endDate: undefined, searchTerm: 'INV', timeZone: 'UTC' });
    const week = toApInvoiceListQuery({ ...AP_INVOICE_LIST_DEFAULTS, quickFilter: 'None', dateKind: 'Last 60 days', startDate: '2026-03-01' }, 'UTC');
    expect(week).toMatchObject({ quickFilter: undefined, dateKind: 'Last60Days', startDate: undefined, searchTerm: undefined });
  });

  it('refuses an empty or backwards Range', () => {
    expect(apInvoiceRangeProblem({ dateKind: 'Range', startDate: '', endDate: '' })).not.toBeNull();
    expect(apInvoiceRangeProblem({ dateKind: 'Range', startDate: '2026-03-02', endDate: '2026-03-01' })).not.toBeNull();
    expect(apInvoiceRangeProblem({ dateKind: 'Range', startDate: '2026-03-01', endDate: '' })).toBeNull();
    expect(apInvoiceRangeProblem({ dateKind: 'Today', startDate: '', endDate: '' })).toBeNull();
  });
});
