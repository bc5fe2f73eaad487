import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parkEarlyResponse, takeEarlyResponse } from './early-responses';

describe('early responses', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands a parked answer to the first asker with the same token, once', async () => {
    const answer = Promise.resolve(new Response('{"data":[]}'));
    parkEarlyResponse('/portal/api/shipments/status-counts', 'token-a', answer);
    expect(takeEarlyResponse('/portal/api/shipments/status-counts', 'token-b')).toBeUndefined();
    expect(takeEarlyResponse('/portal/api/shipments/on-time-status-counts', 'token-a')).toBeUndefined();
    expect(takeEarlyResponse('/portal/api/shipments/status-counts', 'token-a')).toBe(answer);
    expect(takeEarlyResponse('/portal/api/shipments/status-counts', 'token-a')).toBeUndefined();
  });

  it('drops an answer nobody took within ten seconds, and frees its body', async () => {
    const response = new Response('{"data":[]}');
    const cancel = vi.spyOn(response.body!, 'cancel');
    parkEarlyResponse('/portal/api/shipments/bookings?page=1', 'token-a', Promise.resolve(response));
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(takeEarlyResponse('/portal/api/shipments/bookings?page=1', 'token-a')).toBeUndefined();
    expect(cancel).toHaveBeenCalled();
  });

  it('keeps a failed early request quiet until someone takes it, who then gets the failure', async () => {
    const failure = Promise.reject(new TypeError('Failed to fetch'));
    parkEarlyResponse('/portal/api/users/me', 'token-a', failure);
    await vi.advanceTimersByTimeAsync(0);
    await expect(takeEarlyResponse('/portal/api/users/me', 'token-a')).rejects.toThrow('Failed to fetch');
  });
});
