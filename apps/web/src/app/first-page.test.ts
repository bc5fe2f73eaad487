import { QueryClient } from '@tanstack/react-query';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@portal/domain/common/api';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingsQueryOptions } from '../features/shipments/api/get-bookings';
import { onTimeCountsQueryOptions, statusCountsQueryOptions } from '../features/shipments/api/get-shipment-counts';
import { NEEDS_UPDATES_FIRST_PAGE, SHIPMENT_LIST_FIRST_PAGE } from '../features/shipments/lib/shipment-list-first-page';
import { jsonResponse, makeToken, makeUser, signIn } from '../testing/test-utils';
import { firstPage, startFirstPage } from './first-page';
import { prefetchFirstData } from './prefetch-first-data';

// The route modules themselves are the router's business; here only that they are asked for.
vi.mock('./routes/app/dashboard', () => ({ Component: () => null }));
vi.mock('./routes/app/shipments', () => ({ Component: () => null }));

const carrier = makeUser();
const driverOnly = makeUser({ roles: ['Driver'], permissions: [] });
const ANSWERS: Record<string, unknown> = {
  '/portal/api/shipments/status-counts': { data: [{ status: 4, count: 2 }] },
  '/portal/api/shipments/on-time-status-counts': { data: { onTime: 1, late: 1, unknown: 0 } },
};

describe('the first page the entry starts', () => {
  it('starts the dashboard and its charts and list, on the dashboard and its previews', () => {
    for (const pathname of ['/dashboard', '/dashboard/shipments/4100001']) {
      expect(firstPage(carrier, { pathname, search: '' })?.data, pathname).toEqual([
        { kind: 'statusCounts' },
        { kind: 'onTimeCounts' },
        { kind: 'bookings', filter: NEEDS_UPDATES_FIRST_PAGE },
      ]);
    }
  });

  it("starts the shipment list's first page only when the address holds no filters", () => {
    expect(firstPage(carrier, { pathname: '/shipments', search: '' })?.data).toEqual([{ kind: 'bookings', filter: SHIPMENT_LIST_FIRST_PAGE }]);
    expect(firstPage(carrier, { pathname: '/shipments', search: '?view=tracking' })?.data).toEqual([]);
  });

  it('starts nothing on other pages, nor on a page the route guard turns the user away from', () => {
    expect(firstPage(carrier, { pathname: '/tenders', search: '' })).toBeNull();
    expect(firstPage(carrier, { pathname: '/shipmentsX', search: '' })).toBeNull();
    expect(firstPage(driverOnly, { pathname: '/dashboard', search: '' })).toBeNull();
  });
});

describe('startFirstPage and prefetchFirstData', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => {
    // As the server writes it into the page (apps/server/src/web-app/runtime-config.ts).
    document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">{"portalApiUrl":"/portal/api","appEnv":"test"}</script>`);
  });
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      return jsonResponse(ANSWERS[url] ?? { data: [], totalCount: 0, page: 1, pageSize: 10 });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for each piece of the dashboard's first data once, and not for /config.json: the queries take the entry's answers", async () => {
    signIn(carrier, makeToken());
    const firstData = startFirstPage({ pathname: '/dashboard', search: '' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchFirstData(queryClient, firstData);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/portal/api/shipments/bookings?view=booking&needsUpdates=true&page=1&pageSize=10',
      '/portal/api/shipments/on-time-status-counts',
      '/portal/api/shipments/status-counts',
    ]);
    // In the cache under the keys the dashboard's components read.
    expect(queryClient.getQueryData(statusCountsQueryOptions().queryKey)).toEqual([{ status: 4, count: 2 }]);
    expect(queryClient.getQueryData(onTimeCountsQueryOptions().queryKey)).toEqual({ onTime: 1, late: 1, unknown: 0 });
    expect(queryClient.getQueryData(bookingsQueryOptions(NEEDS_UPDATES_FIRST_PAGE).queryKey)).toBeDefined();
  });

  it('asks for nothing without a session, or with an expired token', async () => {
    signIn(null);
    expect(startFirstPage({ pathname: '/shipments', search: '' })).toEqual([]);
    signIn(carrier, makeToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    startFirstPage({ pathname: '/shipments', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
