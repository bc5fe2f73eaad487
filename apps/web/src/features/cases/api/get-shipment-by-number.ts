import { queryOptions } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import type { CaseShipment } from '../types';

/** GET {portal}/shipments/by-number/{n}: the shipment a new case is opened on. */
export function getShipmentByNumber(shipmentNumber: string, signal?: AbortSignal): Promise<CaseShipment> {
  return portal.get('/shipments/by-number/:shipmentNumber', { params: { shipmentNumber }, signal });
}

export function shipmentByNumberQueryOptions(shipmentNumber: string) {
  return queryOptions({
    queryKey: ['shipments', 'by-number', shipmentNumber] as const,
    queryFn: ({ signal }) => getShipmentByNumber(shipmentNumber, signal),
    retry: false,
    meta: { silent: true, context: 'shipment lookup' },
  });
}
