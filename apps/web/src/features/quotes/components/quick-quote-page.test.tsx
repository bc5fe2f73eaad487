import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readQuoteOrderDraft } from '@portal/domain/rates/quick-quote';
import type { PlaceSuggestion } from '@portal/domain/locations/place-suggestion-schemas';
import type { UnifiedRate } from '@portal/domain/rates/rate-schemas';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { QuickQuotePage } from './quick-quote-page';

const fetchMock = vi.fn<typeof fetch>();

const place = (city: string, state: string, postalCode: string, ianaTimezone: string): PlaceSuggestion => ({
  id: `PostalCode:US:${postalCode}`,
  kind: 'PostalCode',
  label: postalCode,
  city,
  state,
  country: 'US',
  postalCode,
  postalCodeCount: 1,
  latitude: 40,
  longitude: -90,
  ianaTimezone,
});
const PLACES: Record<string, PlaceSuggestion> = {
  '60601': place('Chicago', 'IL', '60601', 'America/Chicago'),
  '75201': place('Dallas', 'TX', '75201', 'America/Chicago'),
};

const rate = (over: Partial<UnifiedRate>): UnifiedRate => ({
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
const RATES = [rate({}), rate({ quoteId: 'market', rateSource: 'LaneMarketAverage', rateType: 'Spot', price: 2300, carrierId: null, carrierName: null, bookAs: null, serviceDays: 3 })];
const QUOTE = { ...rate({ quoteId: '5b8f0d3e-2f57-4c1c-9a53-2d1f3c4b5a69', rateSource: 'ApiQuote' }), quoteExpiresAt: '2099-01-01T13:00:00Z', shipmentId: null, orderId: null };

let quoteAnswer: () => Response = () => jsonResponse({ data: QUOTE });
const bodies: Record<string, unknown> = {};

function answer(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname.endsWith('/places/suggestions')) {
    const found = PLACES[url.searchParams.get('q') ?? ''];
    return jsonResponse({ data: found ? [found] : [] });
  }
  if (url.pathname.endsWith('/rates/unified/by-stops')) {
    bodies.rates = JSON.parse(String(init?.body));
    return jsonResponse(RATES);
  }
  if (url.pathname.endsWith('/rates/quotes')) {
    bodies.quote = JSON.parse(String(init?.body));
    return quoteAnswer();
  }
  return jsonResponse({}, { status: 404 });
}

/** Stands for the order form: shows the draft it was opened with. */
function OrderFormProbe() {
  const { state } = useLocation();
  return <pre data-testid="draft">{JSON.stringify(readQuoteOrderDraft(state))}</pre>;
}

function renderPage() {
  renderWithProviders(
    <MemoryRouter initialEntries={['/quotes']}>
      <Routes>
        <Route path="/quotes" element={<QuickQuotePage />} />
        <Route path="/orders/create" element={<OrderFormProbe />} />
      </Routes>
    </MemoryRouter>,
    createTestQueryClient(),
  );
}

async function fillLane(user: ReturnType<typeof userEvent.setup>) {
  for (const [name, code] of [
    ['Origin', '60601'],
    ['Destination', '75201'],
  ] as const) {
    await user.type(screen.getByRole('combobox', { name }), code);
    await user.click(await screen.findByRole('option', { name: /ZIP code/ }));
  }
  const date = screen.getByLabelText(/Pickup date/);
  await user.clear(date);
  await user.type(date, '2026-12-01');
}

describe('QuickQuotePage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signIn(makeUser({ isBroker: true }));
    quoteAnswer = () => jsonResponse({ data: QUOTE });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => answer(input, init));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('rates the lane, keeps the quote with its expiry, and makes it an order from it', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillLane(user);
    await user.type(screen.getByRole('textbox', { name: 'Weight (lb)' }), '18000');
    await user.type(screen.getByRole('textbox', { name: 'Pallets' }), '10{Enter}');

    const table = await screen.findByRole('table', { name: 'Rates, cheapest first' });
    const rows = within(table).getAllByTestId('quick-rate-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Blue Ridge Transport LLCQuotedContract rate · Contract', 'Lane market averageSpot']);
    expect(bodies.rates).toEqual({
      stops: [{ postalCode: '60601', country: 'US' }, { postalCode: '75201', country: 'US' }],
      products: [{ totalWeight: 18000, palletCount: 10, packagingUnitType: 'Pallet' }],
      equipmentMode: 'Dry',
      shippingMode: 'TL',
      pickupDate: '2026-12-01',
    });
    expect(bodies.quote).toEqual({ freight: bodies.rates });
    const kept = screen.getByRole('region', { name: 'Quote kept for Chicago, IL → Dallas, TX' });
    expect(within(kept).getByTestId('quote-expiry')).toHaveTextContent(/^Holds until /);
    expect(kept).toHaveTextContent(`Quote ${QUOTE.quoteId}`);

    await user.click(within(kept).getByRole('button', { name: 'Make it an order' }));
    const draft = JSON.parse((await screen.findByTestId('draft')).textContent ?? 'null');
    expect(draft).toMatchObject({ quoteId: QUOTE.quoteId, pickupDate: '2026-12-01', deliveryDate: '2026-12-03', equipmentMode: 'Dry', shippingMode: 'TL', totalWeight: 18000, palletCount: 10 });
    expect(draft.origin).toMatchObject({ city: 'Chicago', state: 'IL', postalCode: '60601' });
    expect(draft.destination).toMatchObject({ city: 'Dallas', state: 'TX', postalCode: '75201' });
  });

  it('asks for the places before rating, and shows the rates when no quote can be kept', async () => {
    quoteAnswer = () => jsonResponse({ type: 'about:blank', title: 'No carrier rate can be quoted for this freight', status: 409, detail: 'No carrier rate can be quoted for this freight' }, { status: 409, headers: { 'Content-Type': 'application/problem+json' } });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    expect(await screen.findByText('Choose the origin from the list')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/rates/'))).toBe(false);

    await fillLane(user);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    expect(await screen.findByText(/No carrier rate could be kept as a quote\./)).toBeInTheDocument();
    expect(screen.getAllByTestId('quick-rate-row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Make it an order' }));
    const draft = JSON.parse((await screen.findByTestId('draft')).textContent ?? 'null');
    expect(draft).toMatchObject({ quoteId: null, deliveryDate: '2026-12-03', totalWeight: null });
  });
});
