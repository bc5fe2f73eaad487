import type { ArrivalBody, DepartureBody } from '@portal/domain/shipments/shipment-request-schemas';
import type { StopsAnswer } from '@portal/domain/shipments/shipment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface StopEventTarget {
  shipmentId: number;
  stopId: number;
}

export type ArrivalInput = StopEventTarget & ArrivalBody;
export type DepartureInput = StopEventTarget & DepartureBody;

/** POST {portal}/shipments/{id}/stops/{stopId}/arrival */
export async function recordArrival({ arrivedAt, confirmed, shipmentId, stopId }: ArrivalInput): Promise<StopsAnswer['data']> {
  const body: ArrivalBody = { arrivedAt, ...(confirmed ? { confirmed } : {}) };
  return (await portal.post('/shipments/:id/stops/:stopId/arrival', { params: { id: shipmentId, stopId }, body })).data;
}

/** POST {portal}/shipments/{id}/stops/{stopId}/departure with the confirmed package counts. */
export async function recordDeparture({ shipmentId, stopId, ...body }: DepartureInput): Promise<StopsAnswer['data']> {
  return (await portal.post('/shipments/:id/stops/:stopId/departure', { params: { id: shipmentId, stopId }, body })).data;
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
