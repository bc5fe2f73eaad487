import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnifiedRate } from '@portal/domain/rates/rate-schemas';
import { createTestQueryClient, jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { RateComparisonPage } from './rate-comparison-page';

const fetchMock = vi.fn<typeof fetch>();
/** The page loads its shipment, then its rates and answers: three rounds of mocked calls before the tables show. */
const LOADED = { timeout: 10_000 };

const row = (over: Partial<UnifiedRate>): UnifiedRate => ({
  rateSource: 'ContractRate',
  rateType: 'Contract',
  chargeRateType: 'Flat',
  rate: 2000,
  price: 2000,
  quoteId: 'contract-1',
  carrierId: 5,
  serviceDays: 2,
  carrierName: 'Blue Ridge Transport LLC',
  quoteExpiresAt: null,
  onTimePercent: 86,
  deliveredCount: 110,
  bookAs: 'ContractTl',
  ...over,
});

const rates = [
  row({}),
  row({ quoteId: 'spot-q', rateSource: 'RateRequest', rateType: 'Spot', price: 1800, rate: 1800, carrierId: 6, carrierName: 'Lone Star Haulers', bookAs: 'Spot' }),
  row({ quoteId: 'posted-9', rateSource: 'LoadBoard', rateType: 'Spot', price: 2100, rate: 2100, carrierId: null, carrierName: null, bookAs: null, onTimePercent: null, deliveredCount: 0 }),
];

const carrierAnswer = {
  id: 41,
  carrierId: 7,
  carrierName: 'Great Lakes Carriers',
  rateType: 'Spot',
  status: 'Offered',
  targetRate: 2000,
  rate: 1750,
  notes: 'Team drivers',
  requestedAt: '2026-11-24T09:00:00Z',
  answeredAt: '2026-11-24T10:00:00Z',
  expiresAt: '2026-11-25T09:00:00Z',
  quote: { quoteId: 'answer-q', price: 1750, bookAs: 'Spot', expiresAt: '2026-11-25T10:00:00Z' },
  booked: false,
};
const carrierAnswers = [carrierAnswer, { ...carrierAnswer, id: 42, carrierId: 5, carrierName: 'Blue Ridge Transport LLC', status: 'Sent', rate: null, notes: null, answeredAt: null, quote: null }];

let booking = {
  id: 9,
  shipmentNumber: '4100009',
  status: { value: 1, displayName: 'Ready to Book' },
  shippingMode: 'TL',
  equipmentMode: 'Dry',
  maxBuy: 2500,
  rate: null,
  origination: 'Portal',
  carrier: null,
  bookedRateType: null,
  bookedAt: null,
  origin: { city: 'Chicago', state: 'IL' },
  destination: { city: 'Dallas', state: 'TX' },
};

function answer(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = String(input);
  if (url.includes('/shipments/by-number/4100009')) return jsonResponse({ id: 9, shipmentNumber: '4100009' });
  if (url.includes('/shipments/9/booking')) return jsonResponse({ data: booking });
  if (url.includes('/rates/unified')) return jsonResponse(rates);
  if (url.includes('/rates/shipments/9/carrier-rate-requests')) return jsonResponse({ data: carrierAnswers });
  if (url.includes('/shipments/9/automatic-tendering-status')) {
    const current = { position: 0, carrierId: 7, carrierName: 'Great Lakes Carriers', rate: 1900, status: 'Tendered', tenderId: 31, expiresAt: null, changedAt: null };
    return jsonResponse({ data: { waterfallId: 3, status: 'Running', isAutomatic: false, expiresAfterMinutes: 60, current, remaining: [], history: [], startedAt: '2026-11-24T10:00:00Z', finishedAt: null } });
  }
  if (url.includes('/shipments/9/book-contract-tl') && init?.method === 'POST') {
    return jsonResponse({ bookingSucceeded: true, errorMessages: [], shipment: { id: 9 } });
  }
  if (url.includes('/shipments/9/book-spot') && init?.method === 'POST') {
    return jsonResponse({ bookingSucceeded: false, errorMessages: ['Quote spot-q expired at 11/24/2026 10:00 am CST'], shipment: null });
  }
  return jsonResponse({}, { status: 404 });
}

function renderPage(rateType = 'all') {
  renderWithProviders(
    <MemoryRouter>
      <SnackbarProvider>
        <RateComparisonPage rateType={rateType} shipmentNumber="4100009" />
      </SnackbarProvider>
    </MemoryRouter>,
    createTestQueryClient(),
  );
}

describe('RateComparisonPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    booking = { ...booking, status: { value: 1, displayName: 'Ready to Book' } };
    signIn(makeUser({ isBroker: true }));
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => answer(input, init));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn(), addListener: vi.fn(), removeListener: vi.fn() }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the header and every rate, cheapest first, reference rows without Book', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipment 4100009' })).toBeInTheDocument();
    expect(screen.getByText(/Chicago, IL → Dallas, TX · Dry TL · Max buy \$2,500\.00/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rate comparison' }, LOADED);
    const bodyRows = within(table).getAllByTestId('rate-row');
    expect(bodyRows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Lone Star Haulers', 'Blue Ridge Transport LLC', 'Any carrier']);
    expect(within(bodyRows[2]).getByText('Reference')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Price' }));
    expect(within(table).getAllByTestId('rate-row')[0]).toHaveTextContent('Any carrier');
  });

  it('filters by the address rate type', async () => {
    renderPage('contract');
    const table = await screen.findByRole('table', { name: 'Rate comparison' }, LOADED);
    expect(within(table).getAllByTestId('rate-row')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Contract' })).toHaveAttribute('aria-selected', 'true');
  });

  it("books through the row's booking kind and shows a refusal's messages", async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Rate comparison' }, LOADED);
    fireEvent.click(within(table).getByRole('button', { name: /^Book Lone Star Haulers Spot/ }));
    // Nothing is booked before the broker confirms.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    const dialog = screen.getByRole('dialog', { name: 'Book shipment 4100009 with Lone Star Haulers?' });
    expect(within(dialog).queryByTestId('book-rescinds-tender')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    const refusal = await screen.findByTestId('booking-refusal');
    expect(refusal).toHaveTextContent('Quote spot-q expired at 11/24/2026 10:00 am CST');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/shipments/9/book-spot');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ rate: 1800, carrierId: 6, quoteId: 'spot-q' });
  });

  it("compares the carriers' answers, the cheapest offer marked, and books one through the same confirmation", async () => {
    renderPage();
    const answers = await screen.findByRole('table', { name: 'Carrier answers' }, LOADED);
    const answerRows = within(answers).getAllByTestId('carrier-answer');
    expect(answerRows[0]).toHaveTextContent(/Great Lakes Carriers.*Offered.*Cheapest.*\$1,750\.00.*Team drivers/);
    expect(answerRows[1]).toHaveTextContent(/Blue Ridge Transport LLC.*Waiting for answer/);
    expect(within(answerRows[1]).queryByRole('button', { name: /^Book/ })).toBeNull();
    fireEvent.click(within(answerRows[0]).getByRole('button', { name: 'Book Great Lakes Carriers at $1,750.00' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Book shipment 4100009 with Great Lakes Carriers?' })).getByRole('button', { name: 'Book' }));
    await screen.findByTestId('booking-refusal');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/shipments/9/book-spot');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ rate: 1750, carrierId: 7, quoteId: 'answer-q' });
  });

  it('asks before booking a tendered load, names the carrier whose running tender it rescinds, and confirms with a toast', async () => {
    booking = { ...booking, status: { value: 2, displayName: 'Tendering' } };
    renderPage();
    const table = await screen.findByRole('table', { name: 'Rate comparison' }, LOADED);
    fireEvent.click(within(table).getByRole('button', { name: /^Book Blue Ridge Transport LLC/ }));
    const dialog = screen.getByRole('dialog', { name: 'Book shipment 4100009 with Blue Ridge Transport LLC?' });
    expect(await within(dialog).findByTestId('book-rescinds-tender')).toHaveTextContent('This rescinds the running tender to Great Lakes Carriers');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(within(table).getByRole('button', { name: /^Book Blue Ridge Transport LLC/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Shipment 4100009 booked with Blue Ridge Transport LLC')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/shipments/9/book-contract-tl');
  });
});
