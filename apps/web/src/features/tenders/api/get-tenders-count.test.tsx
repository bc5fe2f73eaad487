import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, makeUser, signIn } from '../../../testing/test-utils';
import { useSentTendersCount } from './get-tenders-count';

const fetchMock = vi.fn<typeof fetch>();

function renderCount() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useSentTendersCount(true), { wrapper });
}

describe('the Tenders badge', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => jsonResponse({ totalCount: 4 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("counts a carrier's Sent tenders: they wait for its answer", async () => {
    signIn(makeUser({ isBroker: false }));
    const { result } = renderCount();
    await waitFor(() => expect(result.current.data).toBe(4));
    expect(String(fetchMock.mock.calls[0][0])).toContain('/tenders/count');
  });

  it('asks nothing for a broker or the brokerage: no tender waits for their answer', () => {
    for (const user of [makeUser({ isBroker: true }), makeUser({ isBrokerage: true })]) {
      signIn(user);
      const { result, unmount } = renderCount();
      expect(result.current.data).toBeUndefined();
      expect(result.current.fetchStatus).toBe('idle');
      unmount();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
