import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScoreCard, ScoreCardMetric } from '@portal/domain/scorecard/scorecard-schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { ScoreCardPage } from './score-card-page';

const metric = (over: Partial<ScoreCardMetric> & Pick<ScoreCardMetric, 'key' | 'label'>): ScoreCardMetric => ({
  definition: `${over.label}: how it is judged`,
  gating: true,
  direction: 'higher',
  value: 95,
  numerator: 19,
  denominator: 20,
  sample: 20,
  status: 'top',
  thresholds: { top: 95, good: 85 },
  window: 'Last 20 loads',
  history: [{ period: '2026-10', value: 95, status: 'top' }],
  ...over,
});

const CARD: ScoreCard = {
  carrierId: 10,
  carrierName: 'Blue Ridge Transport LLC',
  tier: 'good',
  tierLabel: 'Good standing',
  evaluatedPeriod: '2026-10',
  evaluatedAt: '2026-11-01T05:00:00Z',
  nextEvaluationAt: '2026-12-01T05:00:00Z',
  projectedTier: 'atRisk',
  projectedTierLabel: 'At risk',
  rule: 'lowest',
  minimumSample: 5,
  metrics: [
    metric({ key: 'onTimeDelivery', label: 'On-time delivery', definition: 'Arrival no later than the appointment, or the late window when there is none, judged in the stop time zone.' }),
    metric({ key: 'lateCancellations', label: 'Late cancellations', direction: 'lower', value: null, numerator: 1, denominator: 3, sample: 3, status: 'notRated', thresholds: { top: 0, good: 5 }, window: 'Last 20 bookings' }),
    metric({ key: 'claims', label: 'Claims', gating: false, status: 'info', value: 1, numerator: 1, denominator: 40, thresholds: null, window: '12 months' }),
  ],
  snapshots: [{ period: '2026-10', tier: 'good', takenAt: '2026-11-01T05:00:00Z' }],
};

const LOADS = {
  metric: 'onTimeDelivery',
  label: 'On-time delivery',
  totalCount: 2,
  data: [
    { shipmentId: 1, shipmentNumber: 'S1001', passed: true, plannedAt: '2026-11-02T15:00:00Z', actualAt: '2026-11-02T14:40:00Z', timeZone: 'America/New_York', reason: 'Arrived 20 min before the appointment' },
    { shipmentId: 2, shipmentNumber: 'S1002', passed: false, plannedAt: '2026-11-03T15:00:00Z', actualAt: '2026-11-03T16:10:00Z', timeZone: 'America/Chicago', reason: 'Arrived 70 min after the appointment' },
  ],
};

describe('ScoreCardPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    signIn(makeUser());
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => (String(input).includes('/score-card/loads') ? jsonResponse(LOADS) : jsonResponse({ data: CARD })));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the tier, the projection, each metric with its definition, and a metric with too few loads as not yet rated', async () => {
    renderWithProviders(<ScoreCardPage carrierId={10} />);
    expect(await within(await screen.findByTestId('score-card-tier')).findByText('Good standing')).toBeInTheDocument();
    expect(within(screen.getByTestId('score-card-projection')).getByText('At risk')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'On-time delivery' });
    expect(within(delivery).getByText(/judged in the stop time zone/)).toBeInTheDocument();
    expect(within(delivery).getByText('Sets the tier')).toBeInTheDocument();
    const cancellations = screen.getByRole('region', { name: 'Late cancellations' });
    expect(within(cancellations).getByText('Not yet rated')).toBeInTheDocument();
    expect(within(cancellations).getByText('1 of 3 bookings cancelled late')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Claims' })).getByText('Does not set the tier')).toBeInTheDocument();
  });

  it('opens the loads behind a metric with the outcome of each', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ScoreCardPage carrierId={10} />);
    await user.click(await screen.findByRole('button', { name: 'Loads behind On-time delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'On-time delivery: Last 20 loads' });
    expect(await within(dialog).findByText('1 of 2 passed')).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: 'Loads behind On-time delivery' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByLabelText('Missed')).toBeInTheDocument();
    expect(within(list).getByText('Arrived 70 min after the appointment')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('/carriers/10/score-card/loads?metric=onTimeDelivery');
  });
});
