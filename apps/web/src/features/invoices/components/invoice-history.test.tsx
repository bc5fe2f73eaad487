import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import type { HistoryPage } from '@portal/domain/common/history-schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { InvoiceHistory } from './invoice-history';

const PAGE: HistoryPage = {
  data: [
    {
      id: 'change-2',
      action: 'Updated',
      field: 'Carrier invoice amount',
      oldValue: '$1,200.00',
      newValue: '$1,250.50',
      description: null,
      user: { firstName: 'Jordan', lastName: 'Reyes', companyName: 'Blue Ridge Transport LLC' },
      timeStamp: '2026-03-02T15:00:00Z',
    },
    { id: 'created-5', action: 'Created', field: 'Invoice amount', oldValue: null, newValue: '$2,356.95', description: null, user: null, timeStamp: '2026-03-01T15:00:00Z' },
  ],
  totalCount: 2,
};

describe('the invoice preview history section', () => {
  const fetchMock = vi.fn<typeof fetch>();
  stubFetchForEachTest(fetchMock);
  beforeEach(() => {
    fetchMock.mockImplementation(async () => jsonResponse(PAGE));
    signIn(makeUser({ id: 2, companyId: 10 }));
  });

  it('lists the changes newest first with the old and new value, who and when, and no pages for one page', async () => {
    renderWithProviders(<InvoiceHistory invoiceNumber="AP-5" />);
    const section = screen.getByRole('region', { name: 'History' });
    const items = await within(section).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Invoice updated');
    expect(items[0]).toHaveTextContent('Carrier invoice amount: $1,200.00 → $1,250.50');
    expect(items[0]).toHaveTextContent('Jordan Reyes · Blue Ridge Transport LLC on');
    expect(items[1]).toHaveTextContent('Invoice created');
    expect(items[1]).toHaveTextContent('Invoice amount: $2,356.95');
    expect(items[1]).toHaveTextContent('System on');
    expect(within(section).queryByRole('navigation')).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/ap-invoices/by-number/AP-5/history?page=1&pageSize=10');
  });
});
