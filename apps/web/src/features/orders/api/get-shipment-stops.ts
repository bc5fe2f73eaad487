import type { stopListSchema } from '@portal/domain/shipments/shipment-schemas';
import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type StopList = z.output<typeof stopListSchema>;

/** GET {portal}/shipments/by-number/{shipmentNumber}/stops: every stop of the order's shipment (a consolidated one carries other orders' too). */
export function getShipmentStops(shipmentNumber: string, signal?: AbortSignal): Promise<StopList> {
  return portal.get('/shipments/by-number/:shipmentNumber/stops', { params: { shipmentNumber }, signal });
}

export function useShipmentStops(shipmentNumber: string, enabled: boolean) {
  return useQuery(queryOptions({ queryKey: queryKeys.orders.shipmentStops(shipmentNumber), queryFn: ({ signal }) => getShipmentStops(shipmentNumber, signal), enabled, meta: { silent: true } }));
}
