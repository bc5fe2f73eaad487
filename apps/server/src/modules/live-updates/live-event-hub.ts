import type { FastifyBaseLogger } from 'fastify';
import { LIVE_EVENT_RETENTION_HOURS } from '@portal/domain/live-updates/live-update-schemas';
import type { Db } from '../../db/db';
import type { Listen, Unlisten } from '../../db/notifications';
import { eventsAfter, lastEventId, removeEventsBefore, type LiveEventRow } from './live-events.repository';

/** The NOTIFY channel the live_events table wakes its listeners on. */
const CHANNEL = 'live_events';
/** Events read per round; a busy moment takes several rounds. */
const BATCH = 500;
/** Reads at most this often, however many notifications arrive (a burst of writes is one read). */
const MIN_READ_INTERVAL_MS = 100;
/** A read even without a notification, in case one was lost (reconnecting listener, no LISTEN at all). */
const FALLBACK_READ_MS = 5_000;
/** Old events are removed this often. */
const PRUNE_EVERY_MS = 10 * 60_000;

/** One open stream as the hub sees it: it is handed every new event and decides itself what to say. */
export type Subscriber = (event: LiveEventRow) => void;

export interface LiveEventHub {
  /**
   * Adds a subscriber, and answers the id up to which events were read when it joined: it is handed
   * every later event, so a replay up to that id leaves no gap and repeats nothing.
   */
  subscribe(subscriber: Subscriber, onClose: () => void): Promise<{ readUpTo: number; unsubscribe: () => void }>;
  /** Ends every stream (they reconnect elsewhere) and stops listening. */
  close(): Promise<void>;
}

/**
 * The server's one reader of the live_events table. It starts with the first stream: it LISTENs, and on
 * each notification (and every few seconds regardless) reads the events after the last it saw and hands
 * them to its streams. Every server of a cluster does the same on the same table, so an event written
 * through any of them reaches the streams held by all of them.
 */
export function createLiveEventHub(db: Db, listen: Listen | undefined, log: FastifyBaseLogger): LiveEventHub {
  const subscribers = new Map<Subscriber, () => void>();
  let readUpTo = 0;
  let started: Promise<void> | undefined;
  let unlisten: Unlisten | undefined;
  let fallback: NodeJS.Timeout | undefined;
  let prune: NodeJS.Timeout | undefined;
  let reading: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const read = async () => {
    for (;;) {
      const events = await eventsAfter(db, readUpTo, BATCH);
      for (const event of events) {
        readUpTo = Math.max(readUpTo, event.id);
        for (const subscriber of subscribers.keys()) subscriber(event);
      }
      if (events.length < BATCH) return;
    }
  };

  const wake = () => {
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = read()
      .catch((error: unknown) => log.warn({ err: error }, 'live updates: reading events failed; trying again shortly'))
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, MIN_READ_INTERVAL_MS)))
      .finally(() => {
        reading = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  };

  const removeOld = () =>
    void removeEventsBefore(db, new Date(Date.now() - LIVE_EVENT_RETENTION_HOURS * 3_600_000)).catch((error: unknown) =>
      log.warn({ err: error }, 'live updates: removing old events failed'),
    );

  const start = async () => {
    readUpTo = await lastEventId(db);
    if (listen) {
      try {
        unlisten = await listen(CHANNEL, wake);
      } catch (error) {
        log.warn({ err: error }, 'live updates: cannot LISTEN; reading every few seconds instead');
      }
    }
    fallback = setInterval(wake, FALLBACK_READ_MS);
    prune = setInterval(removeOld, PRUNE_EVERY_MS);
    fallback.unref();
    prune.unref();
    removeOld();
  };

  return {
    async subscribe(subscriber, onClose) {
      if (closed) throw new Error('live updates are closed');
      started ??= start();
      await started;
      // Events read before it joined are the replay's; a read under way hands it only later ones.
      if (reading) await reading;
      subscribers.set(subscriber, onClose);
      return { readUpTo, unsubscribe: () => void subscribers.delete(subscriber) };
    },
    async close() {
      closed = true;
      clearInterval(fallback);
      clearInterval(prune);
      for (const onClose of subscribers.values()) onClose();
      subscribers.clear();
      await reading;
      await unlisten?.();
    },
  };
}
