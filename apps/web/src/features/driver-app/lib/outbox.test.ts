import { describe, expect, it } from 'vitest';
import type { OfflineWrite } from '../../../lib/offline-writes';
import { dueEntries, retryDelayMs, type OutboxEntry, type SendOutcome } from './outbox-entry';
import { Outbox, type OutboxStore } from './outbox';

function memoryStore(): OutboxStore & { rows: Map<string, OutboxEntry> } {
  const rows = new Map<string, OutboxEntry>();
  let seq = 0;
  return {
    rows,
    all: async () => [...rows.values()].sort((a, b) => a.seq - b.seq),
    add: async (entry) => {
      const added = { ...entry, seq: ++seq };
      rows.set(added.id, added);
      return added;
    },
    put: async (entry) => void rows.set(entry.id, entry),
    remove: async (id) => void rows.delete(id),
  };
}

const write = (kind: OfflineWrite['kind'], subject = 'Dock 4'): OfflineWrite => ({ kind, shipmentId: 7, subject, service: 'portal', method: 'POST', path: `/shipments/7/${kind}`, body: { kind } });

/** A server in memory: it answers each key's first request and remembers it, as the real one does. */
function fakeServer() {
  const acted: string[] = [];
  const keysSeen: string[] = [];
  const remembered = new Map<string, unknown>();
  let answer: (entry: OutboxEntry) => SendOutcome | undefined = () => undefined;
  const send = async (entry: OutboxEntry): Promise<SendOutcome> => {
    keysSeen.push(entry.id);
    const scripted = answer(entry);
    if (scripted) return scripted;
    if (!remembered.has(entry.id)) {
      acted.push(entry.kind);
      remembered.set(entry.id, { ok: entry.kind });
    }
    return { kind: 'sent', answer: remembered.get(entry.id) };
  };
  return { acted, keysSeen, send, script: (next: typeof answer) => (answer = next) };
}

function setup() {
  const store = memoryStore();
  const server = fakeServer();
  let online = false;
  let clock = new Date('2026-11-30T12:00:00Z');
  let n = 0;
  const outbox = new Outbox({ store, send: server.send, userId: () => 42, isOnline: () => online, newId: () => `key-${++n}`, now: () => clock });
  return {
    store,
    server,
    outbox,
    goOnline: () => (online = true),
    goOffline: () => (online = false),
    advance: (ms: number) => (clock = new Date(clock.getTime() + ms)),
  };
}

describe('the driver outbox', () => {
  it('keeps writes made offline and sends them in order, each once, when the connection returns', async () => {
    const o = setup();
    expect(await o.outbox.submit(write('arrival'))).toEqual({ queued: true, entryId: 'key-1' });
    await o.outbox.submit(write('departure'));
    await o.outbox.submit(write('document', 'pod.pdf'));
    expect(o.outbox.list().map((e) => [e.kind, e.state])).toEqual([
      ['arrival', 'waiting'],
      ['departure', 'waiting'],
      ['document', 'waiting'],
    ]);
    await o.outbox.flush();
    expect(o.server.acted).toEqual([]);
    // The same list until something changes: React reads it as a snapshot.
    expect(o.outbox.list()).toBe(o.outbox.list());

    o.goOnline();
    await o.outbox.flush();
    expect(o.server.acted).toEqual(['arrival', 'departure', 'document']);
    expect(o.server.keysSeen).toEqual(['key-1', 'key-2', 'key-3']);
    expect(o.outbox.list()).toEqual([]);
    expect(o.store.rows.size).toBe(0);
  });

  it('sends a write whose answer was lost again under the same key, and the server acts once', async () => {
    const o = setup();
    await o.outbox.submit(write('arrival'));
    o.goOnline();
    // The server acts, but the phone never hears back.
    o.server.script((entry) => {
      if (o.server.keysSeen.length === 1) {
        o.server.acted.push(entry.kind);
        return { kind: 'offline' };
      }
      return undefined;
    });
    await o.outbox.flush();
    expect(o.outbox.list().map((e) => e.state)).toEqual(['waiting']);
    o.server.script((entry) => (o.server.acted.includes(entry.kind) ? { kind: 'sent', answer: 'first answer' } : undefined));
    await o.outbox.flush();
    expect(o.server.keysSeen).toEqual(['key-1', 'key-1']);
    expect(o.server.acted).toEqual(['arrival']);
    expect(o.outbox.list()).toEqual([]);
  });

  it('stops at a server error, keeps the order, and tries again after the wait', async () => {
    const o = setup();
    await o.outbox.submit(write('arrival'));
    await o.outbox.submit(write('departure'));
    o.goOnline();
    o.server.script((entry) => (entry.kind === 'arrival' ? { kind: 'server-error', problem: { text: 'Service Unavailable' } } : undefined));
    await o.outbox.flush();
    expect(o.server.acted).toEqual([]);
    const [arrival, departure] = o.outbox.list();
    expect(arrival).toMatchObject({ state: 'waiting', attempts: 1, problem: { text: 'Service Unavailable' }, retryAt: '2026-11-30T12:00:05.000Z' });
    expect(departure?.state).toBe('waiting');

    o.server.script(() => undefined);
    await o.outbox.flush();
    expect(o.server.keysSeen).toEqual(['key-1']);
    o.advance(retryDelayMs(1));
    await o.outbox.flush();
    expect(o.server.acted).toEqual(['arrival', 'departure']);
  });

  it('keeps a refused write with the reason, and the next write is still sent', async () => {
    const o = setup();
    await o.outbox.submit(write('arrival'));
    await o.outbox.submit(write('problem', 'Late'));
    o.goOnline();
    o.server.script((entry) => (entry.kind === 'arrival' ? { kind: 'refused', status: 404, problem: { text: 'Shipment not found' } } : undefined));
    await o.outbox.flush();
    expect(o.server.acted).toEqual(['problem']);
    expect(o.outbox.list()).toEqual([expect.objectContaining({ kind: 'arrival', state: 'refused', refusedStatus: 404, problem: { text: 'Shipment not found' } })]);
    // A second sync sends nothing again: the refused write waits for the driver.
    await o.outbox.flush({ force: true });
    expect(o.server.keysSeen).toEqual(['key-1', 'key-2']);
    await o.outbox.dismiss('key-1');
    expect(o.outbox.list()).toEqual([]);
  });

  it('answers a write made online with the server answer, and throws its refusal to the page', async () => {
    const o = setup();
    o.goOnline();
    expect(await o.outbox.submit(write('arrival'))).toEqual({ ok: 'arrival' });
    const refusal = new Error('Arrival already recorded');
    o.server.script(() => ({ kind: 'refused', status: 409, problem: { text: refusal.message }, error: refusal }));
    await expect(o.outbox.submit(write('arrival'))).rejects.toBe(refusal);
    expect(o.outbox.list()).toEqual([]);
  });

  it('queues a write made online behind older ones still waiting', async () => {
    const o = setup();
    await o.outbox.submit(write('arrival'));
    o.goOnline();
    o.server.script((entry) => (entry.kind === 'arrival' ? { kind: 'server-error', problem: { text: 'Bad Gateway' } } : undefined));
    await o.outbox.flush();
    o.server.script(() => undefined);
    expect(await o.outbox.submit(write('departure'))).toEqual({ queued: true, entryId: 'key-2' });
    expect(o.server.acted).toEqual([]);
  });

  it("shows and sends only the signed-in user's entries", async () => {
    const o = setup();
    await o.outbox.submit(write('arrival'));
    o.store.rows.set('other', { ...(await o.store.all())[0]!, id: 'other', seq: 99, userId: 7 });
    await o.outbox.load();
    expect(o.outbox.list().map((e) => e.id)).toEqual(['key-1']);
    o.goOnline();
    await o.outbox.flush();
    expect(o.server.keysSeen).toEqual(['key-1']);
  });
});

describe('dueEntries', () => {
  const entry = (seq: number, state: OutboxEntry['state'], retryAt: string | null = null) => ({ seq, id: `e${seq}`, state, retryAt }) as OutboxEntry;
  it('takes the unrefused entries in order up to one that must still wait', () => {
    const now = new Date('2026-11-30T12:00:00Z');
    const entries = [entry(3, 'waiting'), entry(1, 'refused'), entry(2, 'sending'), entry(4, 'waiting', '2026-11-30T12:01:00Z'), entry(5, 'waiting')];
    expect(dueEntries(entries, now).map((e) => e.seq)).toEqual([2, 3]);
    expect(dueEntries(entries, now, true).map((e) => e.seq)).toEqual([2, 3, 4, 5]);
  });
  it('doubles the wait after each server error, five minutes at most', () => {
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 300_000]);
  });
});
