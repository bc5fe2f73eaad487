import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryEntry, HistoryPage } from '@portal/domain/common/history-schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { spanishForEachTest } from '../../../testing/spanish-for-each-test';
import { ShipmentHistory } from './shipment-history';

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: 'activity-1',
  action: 'StatusChanged',
  field: 'Status',
  oldValue: 'Ready to Book',
  newValue: 'Booked',
  description: 'Status changed from Ready to Book to Booked (tender accepted by Blue Ridge Transport LLC)',
  user: { firstName: 'Avery', lastName: 'Collins', companyName: 'Apex Brokerage Partners' },
  timeStamp: '2026-03-02T15:00:00Z',
  ...over,
});

const FIRST: HistoryPage = {
  data: [
    entry({}),
    entry({ id: 'activity-2', action: 'MaxBuy', field: 'Max buy', oldValue: null, newValue: null, description: 'Max buy set to $1600.00; was $1500.00' }),
    entry({ id: 'document-3', action: 'DocumentAdded', field: 'Document', oldValue: null, newValue: 'pod.pdf', description: null, user: null }),
  ],
  totalCount: 30,
};
const SECOND: HistoryPage = { data: [entry({ id: 'tender-9', action: 'TenderRejected', field: 'Tender outcome', oldValue: 'Sent', newValue: 'Rejected', description: 'Blue Ridge Transport LLC' })], totalCount: 30 };

describe('the shipment history tab', () => {
  const fetchMock = vi.fn<typeof fetch>();
  stubFetchForEachTest(fetchMock);
  beforeEach(() => {
    fetchMock.mockImplementation(async (url) => jsonResponse(String(url).includes('page=2') ? SECOND : FIRST));
    signIn(makeUser({ id: 2, companyId: 10 }));
  });

  it('says who did what and when, with the old and new value, and pages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShipmentHistory shipmentNumber="FW1001" />);
    const list = await screen.findByRole('list', { name: 'History' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Status changed');
    expect(items[0]).toHaveTextContent('Status: Ready to Book → Booked');
    expect(items[0]).toHaveTextContent('Avery Collins · Apex Brokerage Partners on');
    expect(items[1]).toHaveTextContent('Max buy changed');
    expect(items[1]).toHaveTextContent('Max buy set to $1600.00; was $1500.00');
    expect(items[2]).toHaveTextContent('Document added');
    expect(items[2]).toHaveTextContent('Document: pod.pdf');
    expect(items[2]).toHaveTextContent('System on');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/shipments/FW1001/history?page=1&pageSize=25');

    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(await screen.findByText('Tender rejected')).toBeInTheDocument();
    expect(screen.getByText('Tender outcome: Sent → Rejected')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ data: [], totalCount: 0 }));
    renderWithProviders(<ShipmentHistory shipmentNumber="FW1001" />);
    expect(await screen.findByText('No history yet')).toBeInTheDocument();
  });
});

describe('the shipment history tab in Spanish', () => {
  const fetchMock = vi.fn<typeof fetch>();
  stubFetchForEachTest(fetchMock);
  spanishForEachTest();
  beforeEach(() => {
    fetchMock.mockImplementation(async () => jsonResponse(FIRST));
    signIn(makeUser({ id: 2, companyId: 10 }));
  });

  it('translates the action, the field, the statuses and the activity sentence', async () => {
    renderWithProviders(<ShipmentHistory shipmentNumber="FW1001" />);
    const list = await screen.findByRole('list', { name: 'Historial' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Estado cambiado');
    expect(first).not.toHaveTextContent('Ready to Book');
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Sistema el');
  });
});
