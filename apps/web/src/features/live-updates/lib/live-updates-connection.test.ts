import type { LiveUpdate } from '@portal/domain/live-updates/live-update-schemas';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { jsonResponse, makeUser, signIn } from '../../../testing/test-utils';
import { staleQueriesOf } from './live-update-invalidations';
import { connectLiveUpdates } from './live-updates-connection';

/** A text/event-stream answer whose body is these blocks, then its end. */
function eventStream(...blocks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const block of blocks) controller.enqueue(new TextEncoder().encode(block));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const update = (id: number, value: LiveUpdate) => `id: ${id}\nevent: update\ndata: ${JSON.stringify(value)}\n\n`;

const headerOf = (call: Parameters<typeof fetch>, name: string) => new Headers((call[1] as RequestInit | undefined)?.headers).get(name);

describe('the live updates connection', () => {
  const fetchMock = vi.fn<typeof fetch>();
  stubFetchForEachTest(fetchMock);

  it('hands on each update, and after a drop reconnects with the id of the last event received', async () => {
    signIn(makeUser());
    const tender: LiveUpdate = { kind: 'tender', subjectId: 7, watched: false };
    const note: LiveUpdate = { kind: 'case-note', subjectId: 9, watched: false };
    fetchMock
      .mockResolvedValueOnce(eventStream('retry: 5\n: connected\n\n', update(41, tender), ': keep-alive\n\n', update(42, note)))
      .mockResolvedValue(eventStream('retry: 5\n\n'));
    const received: LiveUpdate[] = [];
    const connected: boolean[] = [];
    const stop = connectLiveUpdates({ watchShipment: null, onUpdate: (u) => received.push(u), onConnected: (c) => connected.push(c) });

    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2));
    stop();
    expect(received).toEqual([tender, note]);
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/portal\/api\/live-updates$/);
    expect(headerOf(fetchMock.mock.calls[0]!, 'Last-Event-ID')).toBeNull();
    expect(headerOf(fetchMock.mock.calls[1]!, 'Last-Event-ID')).toBe('42');
    expect(connected.slice(0, 2)).toEqual([true, false]);
  });

  it('asks for the watched shipment, and drops it when the caller may not see it (404) instead of retrying it', async () => {
    signIn(makeUser());
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ title: 'Not Found', status: 404, detail: 'Shipment was not found' }, { status: 404, headers: { 'Content-Type': 'application/problem+json' } }))
      .mockResolvedValue(eventStream('retry: 5\n\n'));
    const stop = connectLiveUpdates({ watchShipment: '880123', onUpdate: () => {}, onConnected: () => {} });
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    stop();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('watchShipment=880123');
    expect(String(fetchMock.mock.calls[1]![0])).not.toContain('watchShipment');
  });

  it('marks stale the queries each kind of update concerns', () => {
    expect(staleQueriesOf({ kind: 'tender', subjectId: 1, watched: false })).toEqual([['tenders']]);
    expect(staleQueriesOf({ kind: 'rate-request', subjectId: 1, watched: false })).toEqual([['rate-requests']]);
    expect(staleQueriesOf({ kind: 'shipment-position', subjectId: 12, watched: true })).toEqual([['shipments', 'by-number'], ['shipments', 'detail', '12']]);
    expect(staleQueriesOf({ kind: 'case-note', subjectId: 3, watched: false })).toEqual([['notes'], ['cases']]);
    expect(staleQueriesOf({ kind: 'reset', subjectId: 0, watched: false })).toEqual([[]]);
  });
});
