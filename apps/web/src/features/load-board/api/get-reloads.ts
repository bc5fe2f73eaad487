import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ReloadsAnswer } from '@portal/domain/load-board/load-board-schemas';

/** GET {portal}/reloads: loads picking up near a shipment's delivery, after it (carrierId, shipmentNumberOrId, page). */
export function getReloads(params: { shipmentNumberOrId: string; page: number; carrierId?: number }, signal?: AbortSignal): Promise<ReloadsAnswer> {
  return portal.get('/reloads', { query: { ...params, pageSize: DEFAULT_PAGE_SIZE }, signal });
}

export function reloadsQueryOptions(params: { shipmentNumberOrId: string; page: number; carrierId?: number }) {
  return queryOptions({
    queryKey: queryKeys.loadBoard.search({ reloadsFor: params }),
    queryFn: ({ signal }) => getReloads(params, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true, context: 'reloads' },
    retry: false,
  });
}

export function useReloads(params: { shipmentNumberOrId: string; page: number; carrierId?: number }, enabled = true) {
  return useQuery({ ...reloadsQueryOptions(params), enabled });
}
