import type { HistoryPage } from '@portal/domain/common/history-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const SHIPMENT_HISTORY_PAGE_SIZE = 25;

/** GET {portal}/shipments/{shipmentNumber}/history: who did what, newest first. */
export function getShipmentHistory(shipmentNumber: string, page: number, signal?: AbortSignal): Promise<HistoryPage> {
  return portal.get('/shipments/:shipmentNumber/history', { params: { shipmentNumber }, query: { page, pageSize: SHIPMENT_HISTORY_PAGE_SIZE }, signal });
}

export function useShipmentHistory(shipmentNumber: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.shipments.history(shipmentNumber, page),
      queryFn: ({ signal }) => getShipmentHistory(shipmentNumber, page, signal),
      placeholderData: keepPreviousData,
      meta: { context: 'shipment history' },
    }),
  );
}
