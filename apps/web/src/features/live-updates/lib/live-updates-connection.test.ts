import type { LiveUpdate } from '@portal/domain/live-updates/live-update-schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { jsonResponse, makeUser, signIn } from '../../../testing/test-utils';
import { staleQueriesOf } from './live-update-invalidations';
import { connectLiveUpdates } from './live-updates-connection';

/** The browser's EventSource, as the connection uses it: opened on a URL, driven by the test. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(id: string, update: LiveUpdate) {
    for (const listener of this.listeners.get('update') ?? []) listener(new MessageEvent('update', { data: JSON.stringify(update), lastEventId: id }));
  }
}

const ticketAnswer = (ticket: string) => jsonResponse({ data: { ticket, expiresAt: new Date(Date.now() + 60_000).toISOString() } });
const paramsOf = (source: FakeEventSource) => new URL(source.url, 'http://portal.test').searchParams;

describe('the live updates connection', () => {
  const fetchMock = vi.fn<typeof fetch>();
  stubFetchForEachTest(fetchMock);
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn(makeUser());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens an EventSource with a ticket, hands on each update, and after a drop opens again with a new ticket after the last event', async () => {
    fetchMock.mockResolvedValueOnce(ticketAnswer('first')).mockResolvedValueOnce(ticketAnswer('second'));
    const received: LiveUpdate[] = [];
    const connected: boolean[] = [];
    const stop = connectLiveUpdates({ watchShipment: null, onUpdate: (u) => received.push(u), onConnected: (c) => connected.push(c) });

    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.opened[0]!;
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/portal\/api\/live-updates\/tickets$/);
    expect(paramsOf(first).get('ticket')).toBe('first');
    expect(paramsOf(first).has('lastEventId')).toBe(false);
    first.onopen!();
    const tender: LiveUpdate = { kind: 'tender', subjectId: 7, watched: false };
    first.emit('41', tender);
    first.emit('42', { kind: 'case-note', subjectId: 9, watched: false });
    expect(received).toEqual([tender, { kind: 'case-note', subjectId: 9, watched: false }]);

    first.onerror!();
    expect(first.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(3_500);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    const second = FakeEventSource.opened[1]!;
    expect(paramsOf(second).get('ticket')).toBe('second');
    expect(paramsOf(second).get('lastEventId')).toBe('42');
    expect(connected).toEqual([true, false]);
    stop();
    expect(second.closed).toBe(true);
  });

  it('drops a watched shipment the caller may not see (404) instead of asking for it again', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ title: 'Not Found', status: 404, detail: 'Shipment was not found' }, { status: 404, headers: { 'Content-Type': 'application/problem+json' } }))
      .mockResolvedValueOnce(ticketAnswer('plain'));
    const stop = connectLiveUpdates({ watchShipment: '880123', onUpdate: () => {}, onConnected: () => {} });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({ watchShipment: '880123' });
    await vi.advanceTimersByTimeAsync(3_500);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(JSON.parse(String((fetchMock.mock.calls[1]![1] as RequestInit).body))).toEqual({});
    expect(paramsOf(FakeEventSource.opened[0]!).has('watchShipment')).toBe(false);
    stop();
  });

  it('marks stale the queries each kind of update concerns', () => {
    expect(staleQueriesOf({ kind: 'tender', subjectId: 1, watched: false })).toEqual([['tenders']]);
    expect(staleQueriesOf({ kind: 'rate-request', subjectId: 1, watched: false })).toEqual([['rate-requests'], ['rating']]);
    expect(staleQueriesOf({ kind: 'shipment-position', subjectId: 12, watched: true })).toEqual([['shipments', 'by-number'], ['shipments', 'detail', '12']]);
    expect(staleQueriesOf({ kind: 'case-note', subjectId: 3, watched: false })).toEqual([['notes'], ['cases']]);
    expect(staleQueriesOf({ kind: 'reset', subjectId: 0, watched: false })).toEqual([[]]);
  });
});
