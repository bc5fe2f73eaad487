import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import type { ShipmentList } from '@portal/domain/shipments/shipment-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { trucks } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ShipmentsFilter {
  query?: string;
  statuses?: readonly number[];
  page: number;
  /** The list's page size unless given. */
  pageSize?: number;
}

/** GET {trucks}/v2/shipments: the caller's own shipments (a driver's: those assigned to them), default statuses unless given. */
export function getShipments(filter: ShipmentsFilter, signal?: AbortSignal): Promise<ShipmentList> {
  return trucks.get('/v2/shipments', {
    query: {
      query: filter.query || undefined,
      statuses: filter.statuses && filter.statuses.length > 0 ? [...filter.statuses] : undefined,
      sortProperty: 'nextStopDue',
      sortDirection: 'asc',
      page: filter.page,
      pageSize: filter.pageSize ?? DEFAULT_PAGE_SIZE,
    },
    signal,
  });
}

export function shipmentsQueryOptions(filter: ShipmentsFilter) {
  return queryOptions({
    queryKey: queryKeys.shipments.bookings({ view: 'mine', query: filter.query, page: filter.page, pageSize: filter.pageSize, statuses: filter.statuses ? [...filter.statuses] : undefined }),
    queryFn: ({ signal }) => getShipments(filter, signal),
    placeholderData: keepPreviousData,
    meta: { context: 'my shipments' },
  });
}

export function useShipments(filter: ShipmentsFilter) {
  return useQuery(shipmentsQueryOptions(filter));
}
