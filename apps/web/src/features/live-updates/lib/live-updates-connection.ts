import { LIVE_UPDATE_EVENT, LIVE_UPDATE_RETRY_MS, LiveUpdateSchema, type LiveUpdate } from '@portal/domain/live-updates/live-update-schemas';
import { createParser } from 'eventsource-parser';
import { isApiError } from '../../../lib/api-client';
import { openLiveUpdates } from '../api/open-live-updates';

/** The longest wait between two attempts while the stream cannot connect. */
const MAX_RETRY_MS = 60_000;

export interface LiveUpdatesOptions {
  watchShipment: string | null;
  onUpdate: (update: LiveUpdate) => void;
  /** The stream is open (true) or not (false): pages poll while it is not. */
  onConnected: (connected: boolean) => void;
}

/**
 * Keeps the caller's stream open until stopped: reads its events, and after a drop (or when another
 * stream replaces it) reconnects with the id of the last event received, so nothing is missed. Waits longer after each failed attempt. A
 * watched shipment the caller cannot see (404) is dropped from the stream rather than retried.
 */
/** The id of the last event this page received: a new stream (another watched shipment) resumes after it. */
let lastEventId: string | null = null;

export function connectLiveUpdates(options: LiveUpdatesOptions): () => void {
  const stopped = new AbortController();
  let retryMs = LIVE_UPDATE_RETRY_MS;
  let watchShipment = options.watchShipment;

  const readOnce = async () => {
    const response = await openLiveUpdates({ watchShipment, lastEventId, signal: stopped.signal });
    options.onConnected(true);
    retryMs = LIVE_UPDATE_RETRY_MS;
    const parser = createParser({
      onEvent: (message) => {
        if (message.id) lastEventId = message.id;
        if (message.event !== LIVE_UPDATE_EVENT) return;
        const update = LiveUpdateSchema.safeParse(JSON.parse(message.data));
        if (update.success) options.onUpdate(update.data);
      },
      onRetry: (ms) => (retryMs = ms),
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  };

  void (async () => {
    while (!stopped.signal.aborted) {
      try {
        await readOnce();
      } catch (error) {
        if (stopped.signal.aborted) return;
        if (isApiError(error) && error.status === 404 && watchShipment) watchShipment = null;
        else if (isApiError(error) && error.status === 401) return;
      }
      options.onConnected(false);
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }
  })();

  return () => {
    stopped.abort();
    options.onConnected(false);
  };
}
