import type { OfflineOutbox, OfflineWrite, QueuedWrite } from '../../../lib/offline-writes';
import { afterSend, dueEntries, type OutboxEntry, type SendOutcome } from './outbox-entry';

/** Where the entries are kept: IndexedDB on the phone (outbox-store.ts), a map in tests. */
export interface OutboxStore {
  /** Every entry, in `seq` order. */
  all(): Promise<OutboxEntry[]>;
  /** Adds the entry and gives it the next `seq`. */
  add(entry: Omit<OutboxEntry, 'seq'>): Promise<OutboxEntry>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

export interface OutboxOptions {
  store: OutboxStore;
  /** One try of sending the entry, under its id as Idempotency-Key. */
  send: (entry: OutboxEntry) => Promise<SendOutcome>;
  /** The signed-in user: only their own entries are sent and shown. */
  userId: () => number | null;
  isOnline: () => boolean;
  newId: () => string;
  now?: () => Date;
  /** Told after each entry the server took (to refresh what the page shows). */
  onSent?: (entry: OutboxEntry) => void;
  /** Told when a write is kept to be sent later (to show it as done meanwhile). */
  onKept?: (entry: OutboxEntry) => void;
}

/** What a waiting page is told when its write could not go now. */
const KEPT = Symbol('kept');

interface Waiter {
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The driver's outbox: writes are kept first and sent after, one at a time in the order they were
 * made, each under its own Idempotency-Key, so a write whose answer was lost is sent again and
 * still acted on once. The page that made a write while online waits for its answer as for a
 * direct call (and gets a refusal thrown); a write that cannot go now answers that it is kept.
 */
export class Outbox implements OfflineOutbox {
  private entries: OutboxEntry[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly waiters = new Map<string, Waiter>();
  private running: Promise<void> | null = null;
  private again: { force: boolean } | null = null;
  private shown: { userId: number | null; from: OutboxEntry[]; list: readonly OutboxEntry[] } | null = null;

  constructor(private readonly options: OutboxOptions) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** Reads the kept entries (after a reload, they are still there). */
  async load(): Promise<void> {
    this.entries = await this.options.store.all();
    this.emit();
  }

  /** The signed-in user's entries, oldest first: the same array until something changes (a React snapshot). */
  list(): readonly OutboxEntry[] {
    const userId = this.options.userId();
    if (this.shown?.userId !== userId || this.shown.from !== this.entries) {
      this.shown = { userId, from: this.entries, list: this.entries.filter((entry) => entry.userId === userId) };
    }
    return this.shown.list;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    this.entries = [...this.entries];
    for (const listener of this.listeners) listener();
  }

  async submit<T>(write: OfflineWrite): Promise<T | QueuedWrite> {
    const userId = this.options.userId();
    if (userId === null) throw new Error('The outbox keeps writes of a signed-in user only');
    const entry = await this.options.store.add({ ...write, id: this.options.newId(), userId, createdAt: this.now().toISOString(), state: 'waiting', attempts: 0, retryAt: null, problem: null, refusedStatus: null });
    this.entries.push(entry);
    this.emit();
    const queued: QueuedWrite = { queued: true, entryId: entry.id };
    if (!this.options.isOnline()) {
      this.options.onKept?.(entry);
      return queued;
    }
    const answer = new Promise<unknown>((resolve, reject) => this.waiters.set(entry.id, { resolve, reject }));
    void this.flush();
    const settled = await answer;
    if (settled === KEPT) {
      this.options.onKept?.(entry);
      return queued;
    }
    return settled as T;
  }

  /** Removes a refused entry once the driver has read why. Waiting entries are not the driver's to drop. */
  async dismiss(id: string): Promise<void> {
    const entry = this.entries.find((e) => e.id === id);
    if (entry?.state !== 'refused') return;
    await this.options.store.remove(id);
    this.entries = this.entries.filter((e) => e.id !== id);
    this.emit();
  }

  /**
   * Sends what is due, in order; one run at a time (a call during a run runs once more after it).
   * Stops at the first entry that could not be sent, so nothing overtakes it.
   */
  flush(options: { force?: boolean } = {}): Promise<void> {
    if (this.running) {
      this.again = { force: (this.again?.force ?? false) || options.force === true };
      return this.running;
    }
    this.running = this.run(options.force === true).finally(() => {
      this.running = null;
      const next = this.again;
      this.again = null;
      if (next) void this.flush(next);
    });
    return this.running;
  }

  private async run(force: boolean): Promise<void> {
    try {
      if (!this.options.isOnline()) return;
      for (const entry of dueEntries(this.list(), this.now(), force)) {
        if (!(await this.sendOne(entry))) break;
      }
    } finally {
      // Writes not reached in this run stay kept; their pages stop waiting.
      for (const [id, waiter] of this.waiters) {
        if (this.entries.some((e) => e.id === id)) {
          this.waiters.delete(id);
          waiter.resolve(KEPT);
        }
      }
    }
  }

  /** One entry's try; true when the next one may follow. */
  private async sendOne(entry: OutboxEntry): Promise<boolean> {
    await this.replace({ ...entry, state: 'sending' });
    const outcome = await this.options.send(entry);
    const waiter = this.waiters.get(entry.id);
    const next = afterSend(entry, outcome, this.now());
    if (next === null || (outcome.kind === 'refused' && waiter)) {
      // Sent, or refused while its page still waits: that page shows the refusal, as for a direct call.
      await this.options.store.remove(entry.id);
      this.entries = this.entries.filter((e) => e.id !== entry.id);
      this.emit();
      this.waiters.delete(entry.id);
      if (outcome.kind === 'sent') {
        this.options.onSent?.(entry);
        waiter?.resolve(outcome.answer);
      } else if (outcome.kind === 'refused') {
        waiter?.reject(outcome.error ?? new Error(outcome.problem.text));
      }
      return true;
    }
    await this.replace(next);
    return next.state === 'refused';
  }

  private async replace(entry: OutboxEntry): Promise<void> {
    await this.options.store.put(entry);
    this.entries = this.entries.map((e) => (e.id === entry.id ? entry : e));
    this.emit();
  }
}
