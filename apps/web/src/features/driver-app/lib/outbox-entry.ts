import type { OfflineWrite } from '../../../lib/offline-writes';
import type { ApiMessage } from '../../../lib/translate-message';

/**
 * One write waiting on the phone. `id` is also its Idempotency-Key: however often it is sent, the
 * server acts on it once. `seq` orders the outbox: writes are sent in the order they were made.
 * - waiting: not sent yet, or sent without an answer (no connection, a server error): sent again;
 * - sending: on its way now (one left so by a closed page is sent again, under the same key);
 * - refused: the server said no (the load was reassigned or cancelled, the stop is done): kept, with
 *   the server's reason, until the driver has read it and removes it.
 */
export type OutboxState = 'waiting' | 'sending' | 'refused';

export interface OutboxEntry extends OfflineWrite {
  id: string;
  seq: number;
  userId: number;
  createdAt: string;
  state: OutboxState;
  attempts: number;
  /** When a waiting entry may be sent again after a server error (none after a lost connection). */
  retryAt: string | null;
  /** The last failure: the server's reason for a refusal, or what went wrong with the last try. */
  problem: ApiMessage | null;
  /** HTTP status of the refusal (404: the load is no longer the driver's; 409: its state forbids it). */
  refusedStatus: number | null;
}

/** What one try of sending came to. */
export type SendOutcome =
  | { kind: 'sent'; answer: unknown }
  | { kind: 'offline' }
  | { kind: 'server-error'; problem: ApiMessage }
  | { kind: 'refused'; status: number; problem: ApiMessage; error?: unknown };

const RETRY_BASE_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;

/** A server error is tried again later, each time waiting twice as long, five minutes at most. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * How a failed send is taken: no answer at all is the connection (tried again when it returns);
 * 5xx, 408 and 429 are the server's own trouble (tried again later); 401 is the session, which the
 * API client renews or ends (tried again once signed in); any other 4xx is the server's answer to
 * this very write, which sending it again would not change.
 */
export function classifyFailure(status: number, problem: ApiMessage, error?: unknown): SendOutcome {
  if (status === 0 || status === 401) return { kind: 'offline' };
  if (status >= 500 || status === 408 || status === 429) return { kind: 'server-error', problem };
  return { kind: 'refused', status, problem, error };
}

/**
 * The entries to send now, oldest first: the unrefused ones up to the first whose retry time has not
 * come (nothing overtakes an older write: a departure never reaches the server before its arrival).
 * A refused entry holds nothing up; the server judges each write on its own. `force` (the driver's
 * Send now) does not wait for retry times.
 */
export function dueEntries(entries: readonly OutboxEntry[], now: Date, force = false): OutboxEntry[] {
  const pending = entries.filter((entry) => entry.state !== 'refused').sort((a, b) => a.seq - b.seq);
  const notDue = force ? -1 : pending.findIndex((entry) => entry.state === 'waiting' && entry.retryAt !== null && new Date(entry.retryAt) > now);
  return notDue < 0 ? pending : pending.slice(0, notDue);
}

/** The entry after one try: gone when sent (null), else its new state. */
export function afterSend(entry: OutboxEntry, outcome: SendOutcome, now: Date): OutboxEntry | null {
  switch (outcome.kind) {
    case 'sent':
      return null;
    case 'offline':
      return { ...entry, state: 'waiting', retryAt: null };
    case 'server-error': {
      const attempts = entry.attempts + 1;
      return { ...entry, state: 'waiting', attempts, problem: outcome.problem, retryAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString() };
    }
    case 'refused':
      return { ...entry, state: 'refused', attempts: entry.attempts + 1, problem: outcome.problem, refusedStatus: outcome.status, retryAt: null };
  }
}
