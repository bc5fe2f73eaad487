import type { ArrivalBody, DepartureBody } from '@portal/domain/shipments/shipment-request-schemas';
import type { StopsAnswer } from '@portal/domain/shipments/shipment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '@portal/domain/api/route-contract';
import { portal } from '../../../lib/api-client';
import { isQueuedWrite, sendOrQueue, type QueuedWrite } from '../../../lib/offline-writes';
import { queryKeys } from '../../../lib/query-keys';

export interface StopEventTarget {
  shipmentId: number;
  stopId: number;
  /** The stop's name, shown while the event waits on a phone with no connection. */
  stopName?: string;
}

export type ArrivalInput = StopEventTarget & ArrivalBody;
export type DepartureInput = StopEventTarget & DepartureBody;

const ARRIVAL_PATH = '/shipments/:id/stops/:stopId/arrival';
const DEPARTURE_PATH = '/shipments/:id/stops/:stopId/departure';

/**
 * POST {portal}/shipments/{id}/stops/{stopId}/arrival. On the driver's pages it may wait in the
 * outbox: then it carries the time it was recorded, not the time it is sent.
 */
export async function recordArrival({ arrivedAt, confirmed, shipmentId, stopId, stopName = '' }: ArrivalInput): Promise<StopsAnswer['data'] | QueuedWrite> {
  const body: ArrivalBody = { arrivedAt, ...(confirmed ? { confirmed } : {}) };
  const path = fillPath(ARRIVAL_PATH, { id: shipmentId, stopId });
  const write = { kind: 'arrival', shipmentId, subject: stopName, service: 'portal', method: 'POST', path, body: { ...body, arrivedAt: arrivedAt ?? new Date().toISOString() } } as const;
  const answer = await sendOrQueue<StopsAnswer>(write, () => portal.post(ARRIVAL_PATH, { params: { id: shipmentId, stopId }, body }));
  return isQueuedWrite(answer) ? answer : answer.data;
}

/** POST {portal}/shipments/{id}/stops/{stopId}/departure with the confirmed package counts (outbox as the arrival). */
export async function recordDeparture({ shipmentId, stopId, stopName = '', ...body }: DepartureInput): Promise<StopsAnswer['data'] | QueuedWrite> {
  const path = fillPath(DEPARTURE_PATH, { id: shipmentId, stopId });
  const write = { kind: 'departure', shipmentId, subject: stopName, service: 'portal', method: 'POST', path, body: { ...body, departedAt: body.departedAt ?? new Date().toISOString() } } as const;
  const answer = await sendOrQueue<StopsAnswer>(write, () => portal.post(DEPARTURE_PATH, { params: { id: shipmentId, stopId }, body }));
  return isQueuedWrite(answer) ? answer : answer.data;
}

/** POST {portal}/shipments/{id}/stops/{stopId}/preload ('Stop preload recorded') */
export async function recordPreload({ shipmentId, stopId }: StopEventTarget): Promise<string> {
  return (await portal.post('/shipments/:id/stops/:stopId/preload', { params: { id: shipmentId, stopId } })).message;
}

/**
 * A stop change moves the shipment's status, its lists, counts and the Shipments badge: refresh
 * everything under shipments (the badge key lives there too).
 */
function useShipmentsInvalidation() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all });
}

export function useRecordArrival() {
  const invalidate = useShipmentsInvalidation();
  return useMutation({ mutationFn: recordArrival, onSuccess: invalidate, meta: { silent: true, context: 'stop arrival' } });
}

export function useRecordDeparture() {
  const invalidate = useShipmentsInvalidation();
  return useMutation({ mutationFn: recordDeparture, onSuccess: invalidate, meta: { silent: true, context: 'stop departure' } });
}

export function useRecordPreload() {
  const invalidate = useShipmentsInvalidation();
  return useMutation({ mutationFn: recordPreload, onSuccess: invalidate, meta: { context: 'stop preload' } });
}
