import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStagedRows } from './use-staged-rows';

describe('useStagedRows', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Lets every pending idle callback (a timer here: jsdom has no requestIdleCallback) run. */
  const idle = () => act(() => vi.advanceTimersByTime(200));

  it('renders a batch first, then a batch more each time the browser is idle', async () => {
    const { result } = renderHook(() => useStagedRows(50, 12));
    expect(result.current).toBe(12);
    await idle();
    expect(result.current).toBe(24);
    await idle();
    expect(result.current).toBe(36);
    await idle();
    expect(result.current).toBe(48);
    await idle();
    expect(result.current).toBe(50);
  });

  it('renders later pages whole once the first was whole', async () => {
    const { result, rerender } = renderHook(({ total }) => useStagedRows(total, 12), { initialProps: { total: 20 } });
    expect(result.current).toBe(12);
    await idle();
    expect(result.current).toBe(20);
    rerender({ total: 50 });
    expect(result.current).toBe(50);
  });

  it('waits for rows before staging, and renders a short list whole at once', async () => {
    const { result, rerender } = renderHook(({ total }) => useStagedRows(total, 12), { initialProps: { total: 0 } });
    expect(result.current).toBe(0);
    await idle();
    rerender({ total: 5 });
    expect(result.current).toBe(5);
  });
});
