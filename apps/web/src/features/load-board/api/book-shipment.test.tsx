import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { createTestQueryClient, jsonResponse, makeUser, signIn } from '../../../testing/test-utils';
import { useBookShipment } from './book-shipment';

describe('useBookShipment', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("refreshes the board and Top Picks but not the booked load's own detail, which would answer 404", async () => {
    signIn(makeUser());
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ bookingSucceeded: true, errorMessages: [], shipment: null })));
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(queryKeys.loadBoard.detail('4100001'), { shipmentNumber: '4100001' });
    queryClient.setQueryData(queryKeys.loadBoard.detail('4100002'), { shipmentNumber: '4100002' });
    queryClient.setQueryData(queryKeys.loadBoard.topPicks(), []);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

    const { result } = renderHook(() => useBookShipment('4100001'), { wrapper });
    await result.current.mutateAsync();

    await waitFor(() => expect(queryClient.getQueryState(queryKeys.loadBoard.topPicks())?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(queryKeys.loadBoard.detail('4100002'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.loadBoard.detail('4100001'))?.isInvalidated).toBe(false);
  });
});
