import type { QueryClient } from '@tanstack/react-query';
import { bookingsQueryOptions } from '../features/shipments/api/get-bookings';
import { onTimeCountsQueryOptions, statusCountsQueryOptions } from '../features/shipments/api/get-shipment-counts';
import type { FirstData } from './first-page';

/**
 * Puts the first data of the page being opened, which the entry has asked for already
 * (first-page.ts), into the query cache before the router renders the page, so its first render
 * draws the data rather than a spinner. These queries take the entry's parked answers
 * (lib/early-responses.ts) instead of asking again.
 */
export function prefetchFirstData(queryClient: QueryClient, firstData: readonly FirstData[]): void {
  for (const data of firstData) {
    switch (data.kind) {
      case 'bookings':
        void queryClient.prefetchQuery(bookingsQueryOptions(data.filter));
        break;
      case 'statusCounts':
        void queryClient.prefetchQuery(statusCountsQueryOptions());
        break;
      case 'onTimeCounts':
        void queryClient.prefetchQuery(onTimeCountsQueryOptions());
        break;
    }
  }
}
