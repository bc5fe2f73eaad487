import '@testing-library/jest-dom/vitest';
import { NO_MATCHING_RESULTS, SEARCH_PROMPT, SEARCH_PROMPT_BROKER } from '@portal/domain/common/messages';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShipmentSearchResult } from '@portal/domain/shipments/shipment-search-schemas';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { searchResultTarget } from '../lib/search-target';
import { ShipmentSearch } from './shipment-search';

function result(shipmentNumber: string, status: number, displayName: string): ShipmentSearchResult {
  return {
    id: Number(shipmentNumber),
    shipmentNumber,
    status: { value: status, displayName },
    origin: { city: 'Dallas', state: 'TX', postalCode: '75201' },
    destination: { city: 'Toronto', state: 'ON', postalCode: 'M5V 2T6' },
    referenceNumbers: ['PO-1001'],
  };
}

const RESULTS = [
  result('100001', ShipmentStatus.Draft, 'Draft'),
  result('100002', ShipmentStatus.Tendering, 'Tendering'),
  result('100003', ShipmentStatus.ReadyToBook, 'Ready to Book'),
  result('100004', ShipmentStatus.InTransit, 'In Transit'),
];

describe('searchResultTarget', () => {
  const target = (status: number, user = makeUser()) => searchResultTarget({ shipmentNumber: 'S-1', status: { value: status, displayName: '' } }, user);

  it.each([
    [ShipmentStatus.Draft, null],
    [ShipmentStatus.Tendering, '/tenders/S-1'],
    [ShipmentStatus.ReadyToBook, '/available-freight/S-1'],
    [ShipmentStatus.Booked, '/all-shipments/S-1/preview/details'],
    [ShipmentStatus.Delivered, '/all-shipments/S-1/preview/details'],
  ])('for a carrier, status %i goes to %s', (status, expected) => {
    expect(target(status)).toBe(expected);
  });

  it('sends a broker, refused the load board, to the details of a Ready to Book shipment; a tender still opens', () => {
    const broker = makeUser({ isBroker: true });
    expect(target(ShipmentStatus.ReadyToBook, broker)).toBe('/all-shipments/S-1/preview/details');
    expect(target(ShipmentStatus.Tendering, broker)).toBe('/tenders/S-1');
    expect(target(ShipmentStatus.Draft, broker)).toBeNull();
  });

  it("sends the brokerage's staff, refused tenders and the load board, to the details of both", () => {
    const staff = makeUser({ isBrokerage: true, permissions: ['Admin'] });
    expect(target(ShipmentStatus.ReadyToBook, staff)).toBe('/all-shipments/S-1/preview/details');
    expect(target(ShipmentStatus.Tendering, staff)).toBe('/all-shipments/S-1/preview/details');
  });
});

describe('ShipmentSearch', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    signIn(makeUser());
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const query = new URL(String(input), 'http://localhost').searchParams.get('query') ?? '';
      const data = query === 'nothing' ? [] : RESULTS;
      return jsonResponse({ data, totalCount: data.length });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  /** The search box loads beside the first paint (inline-search.tsx): resolves once it is there. */
  async function renderSearch(isBroker = false) {
    const router = createMemoryRouter([{ path: '*', element: <ShipmentSearch isBroker={isBroker} compact={false} /> }], {
      initialEntries: ['/dashboard'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findByPlaceholderText('Search Shipments', {}, { timeout: 3000 });
    return router;
  }

  async function search(text: string) {
    const input = screen.getByPlaceholderText('Search Shipments');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
  }

  it('prompts carriers and brokers differently before they type', async () => {
    await renderSearch(false);
    fireEvent.focus(screen.getByPlaceholderText('Search Shipments'));
    expect(screen.getByText(SEARCH_PROMPT)).toBeInTheDocument();
    cleanup();
    await renderSearch(true);
    fireEvent.focus(screen.getByPlaceholderText('Search Shipments'));
    expect(screen.getByText(SEARCH_PROMPT_BROKER)).toBeInTheDocument();
  });

  it('closes its results when keyboard focus leaves the search, and not when focus stays inside', async () => {
    await renderSearch(false);
    const input = screen.getByPlaceholderText('Search Shipments');
    fireEvent.focus(input);
    expect(screen.getByText(SEARCH_PROMPT)).toBeInTheDocument();
    fireEvent.blur(input, { relatedTarget: input });
    expect(screen.getByText(SEARCH_PROMPT)).toBeInTheDocument();
    fireEvent.blur(input, { relatedTarget: document.body });
    expect(screen.queryByText(SEARCH_PROMPT)).not.toBeInTheDocument();
  });

  it('asks the Carrier API once the typing stops and routes each status to its page', async () => {
    const router = await renderSearch();
    await search('1000');
    const options = await screen.findAllByRole('option', {}, { timeout: 3000 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = String(fetchMock.mock.calls[0][0]);
    expect(url).toContain('/carrier/api/v2/quick_searches/shipments?');
    expect(url).toContain('query=1000');
    expect(url).toContain('pageSize=50');
    expect(options).toHaveLength(4);
    expect(options[3]).toHaveTextContent('Dallas, TX 75201');
    expect(options[3]).toHaveTextContent('Toronto, ON M5V 2T6');
    // References are for brokers only.
    expect(options[3]).not.toHaveTextContent('PO-1001');

    // Draft does nothing.
    fireEvent.click(options[0]);
    expect(router.state.location.pathname).toBe('/dashboard');

    fireEvent.click(options[1]);
    expect(router.state.location.pathname).toBe('/tenders/100002');

    await search('1000');
    fireEvent.click((await screen.findAllByRole('option', {}, { timeout: 3000 }))[2]);
    expect(router.state.location.pathname).toBe('/available-freight/100003');

    await search('1000');
    fireEvent.click((await screen.findAllByRole('option', {}, { timeout: 3000 }))[3]);
    expect(router.state.location.pathname).toBe('/all-shipments/100004/preview/details');
  });

  it("opens a broker's Ready to Book result on the shipment's details, not on the load board it is refused", async () => {
    signIn(makeUser({ isBroker: true }));
    const router = await renderSearch(true);
    await search('1000');
    fireEvent.click((await screen.findAllByRole('option', {}, { timeout: 3000 }))[2]);
    expect(router.state.location.pathname).toBe('/all-shipments/100003/preview/details');
  });

  it('shows reference numbers to brokers and says when nothing matches', async () => {
    await renderSearch(true);
    await search('1000');
    const options = await screen.findAllByRole('option', {}, { timeout: 3000 });
    expect(options[0]).toHaveTextContent('PO-1001');
    await search('nothing');
    expect(await screen.findByText(NO_MATCHING_RESULTS, {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
