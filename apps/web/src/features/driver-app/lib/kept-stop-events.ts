import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import type { OutboxEntry } from './outbox-entry';

interface StopLike {
  shipmentStopId?: number;
  arrivedAt?: string | null;
  departedAt?: string | null;
}

/** The stop id in a stop event's path (/shipments/{id}/stops/{stopId}/arrival). */
function stopIdOf(entry: OutboxEntry): number | null {
  const match = /\/stops\/(\d+)\/(arrival|departure)$/.exec(entry.path);
  return match ? Number(match[1]) : null;
}

function withEvent(data: unknown, stopId: number, field: 'arrivedAt' | 'departedAt', at: string): unknown {
  if (!data || typeof data !== 'object' || !('stops' in data) || !Array.isArray(data.stops)) return data;
  const stops = data.stops as StopLike[];
  if (!stops.some((stop) => stop.shipmentStopId === stopId && !stop[field])) return data;
  return { ...data, stops: stops.map((stop) => (stop.shipmentStopId === stopId && !stop[field] ? { ...stop, [field]: at } : stop)) };
}

/** The data with the kept entry's stop event on it (the data itself when it is not a stop event). */
function withKeptEvent(data: unknown, entry: OutboxEntry): unknown {
  const stopId = stopIdOf(entry);
  if (stopId === null || (entry.kind !== 'arrival' && entry.kind !== 'departure') || entry.state === 'refused') return data;
  const field = entry.kind === 'arrival' ? 'arrivedAt' : 'departedAt';
  const body = entry.body as Partial<Record<typeof field, string>>;
  return withEvent(data, stopId, field, body[field] ?? entry.createdAt);
}

/** A stop event just kept on the phone shows on the shipments in the page's data at once. */
export function showKeptStopEvent(queryClient: QueryClient, entry: OutboxEntry): void {
  queryClient.setQueriesData({ queryKey: queryKeys.shipments.all }, (data: unknown) => withKeptEvent(data, entry));
}

/**
 * Stop events kept on the phone show on the shipment as recorded (so the driver can go on: depart
 * after arriving), also over the older answer a read gets offline, until the outbox has sent them and
 * the server's answer says so itself.
 */
export function keepStopEventsShown(queryClient: QueryClient, kept: () => readonly OutboxEntry[]): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual || event.query.queryKey[0] !== queryKeys.shipments.all[0]) return;
    const data: unknown = event.query.state.data;
    const shown = kept().reduce(withKeptEvent, data);
    if (shown !== data) event.query.setData(shown, { manual: true });
  });
}
