import { portal, serviceUrl } from '../../../lib/api-client';

/**
 * POST {portal}/live-updates/tickets: a minute's ticket for the caller's stream (404 when the watched
 * shipment is not the caller's to see).
 */
export async function createLiveUpdatesTicket(watchShipment: string | null, signal: AbortSignal): Promise<string> {
  const answer = await portal.post('/live-updates/tickets', { body: watchShipment ? { watchShipment } : {}, signal });
  return answer.data.ticket;
}

/**
 * GET {portal}/live-updates as a browser EventSource: the caller's stream of what changed, opened
 * with a ticket (an EventSource sends no headers), resuming after `lastEventId`.
 */
export function openLiveUpdates(options: { ticket: string; watchShipment: string | null; lastEventId: string | null }): EventSource {
  const query: Record<string, string> = { ticket: options.ticket };
  if (options.watchShipment) query.watchShipment = options.watchShipment;
  if (options.lastEventId) query.lastEventId = options.lastEventId;
  return new EventSource(serviceUrl('portal', '/live-updates', query));
}
