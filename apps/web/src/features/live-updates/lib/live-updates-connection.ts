import { LIVE_UPDATE_EVENT, LIVE_UPDATE_RETRY_MS, LiveUpdateSchema, type LiveUpdate } from '@portal/domain/live-updates/live-update-schemas';
import { isApiError } from '../../../lib/api-client';
import { createLiveUpdatesTicket, openLiveUpdates } from '../api/open-live-updates';

/** The longest wait between two attempts while the stream cannot connect. */
const MAX_RETRY_MS = 60_000;

export interface LiveUpdatesOptions {
  watchShipment: string | null;
  onUpdate: (update: LiveUpdate) => void;
  /** The stream is open (true) or not (false): pages poll while it is not. */
  onConnected: (connected: boolean) => void;
}

/** The id of the last event this page received: a new stream (another watched shipment) resumes after it. */
let lastEventId: string | null = null;

/**
 * Keeps the caller's stream open until stopped, as a browser EventSource (tools that wait for a quiet
 * network know it stays open). Its ticket lives a minute, so after a drop the stream is opened again
 * with a new ticket, resuming after the last event received; each failed attempt waits longer. A
 * watched shipment the caller cannot see (404) is dropped rather than retried; a session that ended
 * (401) stops it.
 */
export function connectLiveUpdates(options: LiveUpdatesOptions): () => void {
  const stopped = new AbortController();
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retryMs = LIVE_UPDATE_RETRY_MS;
  let watchShipment = options.watchShipment;

  const again = () => {
    options.onConnected(false);
    retry = setTimeout(() => void open(), retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const open = async () => {
    let ticket: string;
    try {
      ticket = await createLiveUpdatesTicket(watchShipment, stopped.signal);
    } catch (error) {
      if (stopped.signal.aborted || (isApiError(error) && error.status === 401)) return;
      if (isApiError(error) && error.status === 404 && watchShipment) watchShipment = null;
      again();
      return;
    }
    if (stopped.signal.aborted) return;
    source = openLiveUpdates({ ticket, watchShipment, lastEventId });
    source.onopen = () => {
      retryMs = LIVE_UPDATE_RETRY_MS;
      options.onConnected(true);
    };
    source.addEventListener(LIVE_UPDATE_EVENT, (event) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      const update = LiveUpdateSchema.safeParse(JSON.parse(event.data as string));
      if (update.success) options.onUpdate(update.data);
    });
    // The browser would reconnect on its own with the same (soon expired) ticket: open a new one instead.
    source.onerror = () => {
      source?.close();
      source = undefined;
      if (!stopped.signal.aborted) again();
    };
  };

  void open();
  return () => {
    stopped.abort();
    clearTimeout(retry);
    source?.close();
    options.onConnected(false);
  };
}
