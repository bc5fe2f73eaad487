import type { ListAnswer } from '@portal/domain/common/api';
import type { Activity } from '@portal/domain/shipments/shipment-detail-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/shipments/{id}/tracking-activities (newest first) */
export function getTrackingActivities(shipmentId: number, signal?: AbortSignal): Promise<ListAnswer<Activity>> {
  return portal.get('/shipments/:id/tracking-activities', { params: { id: shipmentId }, query: { page: 1, pageSize: 100 }, signal });
}

export function trackingActivitiesQueryOptions(shipmentId: number) {
  return queryOptions({
    queryKey: queryKeys.shipments.part(shipmentId, 'activity'),
    queryFn: ({ signal }) => getTrackingActivities(shipmentId, signal),
    meta: { context: 'shipment activity' },
  });
}

export function useTrackingActivities(shipmentId: number | undefined) {
  return useQuery({ ...trackingActivitiesQueryOptions(shipmentId ?? 0), enabled: !!shipmentId });
}
