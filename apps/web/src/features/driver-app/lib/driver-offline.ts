import type { QueryClient } from '@tanstack/react-query';
import { registerOfflineOutbox } from '../../../lib/offline-writes';
import { queryKeys } from '../../../lib/query-keys';
import { getSession, subscribeSession } from '../../../lib/session';
import { Outbox } from './outbox';
import { sendEntry } from './outbox-send';
import { openOutboxStore } from './outbox-store';
import { keepStopEventsShown, showKeptStopEvent } from './kept-stop-events';
import { forgetCachedAnswers, registerDriverWorker } from './driver-worker';

/** While writes wait, the outbox is tried this often (besides coming back online and the page showing again). */
const FLUSH_EVERY_MS = 30_000;

let started: Promise<Outbox> | undefined;

/**
 * The driver's pages work offline: the outbox (kept in IndexedDB) takes their writes, and is sent
 * when the connection returns, when the page shows again, every 30 s while writes wait, and on the
 * driver's Send now. Safari has no Background Sync, so the page sends rather than the worker. Once per
 * page load; the outbox stays registered for the writes of every driver page.
 */
export function startDriverOffline(queryClient: QueryClient): Promise<Outbox> {
  started ??= (async () => {
    registerDriverWorker();
    const outbox = new Outbox({
      store: await openOutboxStore(),
      send: sendEntry,
      userId: () => getSession().user?.id ?? null,
      isOnline: () => navigator.onLine,
      newId: () => crypto.randomUUID(),
      onSent: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.documents.all });
      },
      onKept: (entry) => showKeptStopEvent(queryClient, entry),
    });
    await outbox.load();
    keepStopEventsShown(queryClient, () => outbox.list());
    for (const entry of outbox.list()) showKeptStopEvent(queryClient, entry);
    registerOfflineOutbox(outbox);
    const flush = () => void outbox.flush();
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') flush();
    });
    setInterval(() => {
      if (outbox.list().some((entry) => entry.state !== 'refused')) flush();
    }, FLUSH_EVERY_MS);
    // The answers kept for reading offline are the signed-in driver's: they go with the session.
    subscribeSession(() => {
      if (!getSession().token) void forgetCachedAnswers();
    });
    // Asks the browser not to clear the outbox under storage pressure (iOS clears site data otherwise).
    void navigator.storage?.persist?.().catch(() => false);
    flush();
    return outbox;
  })();
  return started;
}
