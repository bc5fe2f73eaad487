import { portal } from '../../../lib/api-client';

/**
 * GET {portal}/live-updates: the caller's stream of what changed (Server-Sent Events), resuming after
 * `lastEventId`, with the positions of `watchShipment` when a shipment's page is open.
 */
export function openLiveUpdates(options: { watchShipment: string | null; lastEventId: string | null; signal: AbortSignal }): Promise<Response> {
  return portal.stream('/live-updates', {
    query: options.watchShipment ? { watchShipment: options.watchShipment } : {},
    headers: options.lastEventId ? { 'Last-Event-ID': options.lastEventId } : undefined,
    signal: options.signal,
  });
}
