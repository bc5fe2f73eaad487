import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import type { PayTimeline } from '@portal/domain/pay-timeline/pay-timeline-schemas';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/test-utils';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { PayTimelinePanel } from './pay-timeline-panel';

const RECEIVED: PayTimeline = {
  invoiceNumber: 'AP-5',
  status: { value: 1, displayName: 'Received' },
  paySpeed: 'standard',
  netDays: 30,
  steps: [
    { key: 'documentsReceived', at: '2026-11-02T15:00:00.000Z', state: 'done' },
    { key: 'approved', at: null, state: 'next' },
    { key: 'scheduled', at: null, state: 'upcoming' },
    { key: 'paid', at: null, state: 'upcoming' },
  ],
  documents: [{ name: 'pod.pdf', type: 'Proof of Delivery', receivedAt: '2026-11-02T14:00:00.000Z' }],
  predictedPayOn: '2026-12-02',
  predictionBasis: 'netTerms',
  paidOn: null,
  businessDaysLate: null,
  checkNumber: null,
};

describe('PayTimelinePanel', () => {
  const fetchMock = vi.fn<typeof fetch>();
  stubFetchForEachTest(fetchMock);

  it('shows the expected date, why, and each step with its state', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ data: RECEIVED }));
    renderWithProviders(<PayTimelinePanel invoiceNumber="AP-5" />);
    expect(await screen.findByTestId('predicted-pay-date')).toHaveTextContent('12/02/2026');
    expect(screen.getByText(/Net 30 days from documents received/)).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Pay steps' });
    expect(within(steps).getByTestId('pay-step-documentsReceived')).toHaveTextContent('Documents received · Done');
    expect(within(steps).getByTestId('pay-step-documentsReceived')).toHaveTextContent('Proof of Delivery uploaded');
    expect(within(steps).getByTestId('pay-step-approved')).toHaveTextContent('Approved · Next');
    expect(within(steps).getByTestId('pay-step-paid')).toHaveTextContent('Paid · To come');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/ap-invoices/by-number/AP-5/pay-timeline');
  });

  it('says how the payment landed against the prediction once paid', async () => {
    const paid: PayTimeline = {
      ...RECEIVED,
      status: { value: 3, displayName: 'Paid in Full' },
      steps: RECEIVED.steps.map((step) => ({ ...step, at: '2026-12-03T15:00:00.000Z', state: 'done' })),
      paidOn: '2026-12-03',
      businessDaysLate: 1,
      checkNumber: '100245',
    };
    fetchMock.mockImplementation(async () => jsonResponse({ data: paid }));
    renderWithProviders(<PayTimelinePanel invoiceNumber="AP-5" />);
    expect(await screen.findByTestId('pay-outcome')).toHaveTextContent('Paid 12/03/2026, one business day after the expected day.');
  });

  it('has no date for a Draft and says what starts the clock', async () => {
    const draft: PayTimeline = { ...RECEIVED, status: { value: 0, displayName: 'Draft' }, steps: RECEIVED.steps.map((s, i) => ({ ...s, at: null, state: i === 0 ? 'next' : 'upcoming' })), documents: [], predictedPayOn: null, predictionBasis: null };
    fetchMock.mockImplementation(async () => jsonResponse({ data: draft }));
    renderWithProviders(<PayTimelinePanel invoiceNumber="AP-5" />);
    expect(await screen.findByTestId('predicted-pay-date')).toHaveTextContent('Not yet known');
    expect(screen.getByText('Submit the invoice with its proof of delivery to start the 30-day pay clock.')).toBeInTheDocument();
  });
});
